import { channel, type Channel } from 'node:diagnostics_channel';

/**
 * What the metrics count, published where it happens. The code that publishes knows nothing of
 * the metrics (src/plugins/metrics.ts subscribes while METRICS_TOKEN is set); with no subscriber a
 * publish is one property read, so the server pays nothing when metrics are off.
 *
 * The channels are the process's: a process runs one server, whose metrics count them all.
 */
export const events = {
  /** A login: `{ outcome: 'success' | 'failure' }` (wrong username or password). */
  signIn: channel('muster.sign-in'),
  /** An account created by registration: no message. */
  registration: channel('muster.registration'),
  /** A moderation log entry written: `{ action, kind }`. */
  moderation: channel('muster.moderation'),
  /** A throttle refused an attempt: `{ kind }`, the rule's name (`signin`, `login-pair`, …). */
  throttleRefusal: channel('muster.throttle-refusal'),
  /** One database query answered (or failed): its time from the call, in seconds. */
  dbQuery: channel('muster.db-query'),
} as const;

/** Publishes `message` on `to` when anyone listens (the message is built by the caller). */
export function publish(to: Channel, message: unknown): void {
  if (to.hasSubscribers) to.publish(message);
}

export interface SignInEvent {
  outcome: 'success' | 'failure';
}
export interface ModerationEvent {
  action: string;
  kind: string;
}
export interface ThrottleRefusalEvent {
  kind: string;
}
