import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { throttleCounters } from '../db/schema.js';
import { tooMany } from '../errors.js';
import { events, publish } from '../metrics/events.js';

/** How many attempts a key may take in a window, and what happens once they are used up. */
export interface ThrottleRule {
  /** Attempts allowed per window; the one that reaches it starts a block. */
  limit: number;
  /** The window in seconds; a counter older than this starts again from zero. */
  windowSeconds: number;
  /**
   * Growing back-off instead of a fixed window: the attempt that reaches the limit blocks the key
   * for `baseSeconds`, each later allowed attempt doubles the block, up to `maxSeconds`. The
   * counter is forgotten only after a quiet window that follows the last block, so waiting out a
   * block does not buy a fresh set of attempts.
   */
  backoff?: { baseSeconds: number; maxSeconds: number };
}

/** The outcome of taking one attempt. */
export type Take = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/** Counters older than this (and not blocked) are deleted now and then. */
const FORGET_AFTER_SECONDS = 2 * 86_400;

const seconds = (value: number): SQL => sql`make_interval(secs => ${value})`;

/**
 * Attempt counters kept in the database (table `throttle_counters`), so every API instance on one
 * PostgreSQL shares them. Each take is a single `INSERT … ON CONFLICT DO UPDATE … WHERE not
 * blocked … RETURNING`: the row lock that statement takes makes parallel attempts queue, so no
 * more than the limit ever get through, whatever the concurrency or the number of instances.
 */
export function throttleRepository(db: Database) {
  const t = throttleCounters;

  /** Seconds until `key` is unblocked (at least 1, as Retry-After counts whole seconds). */
  async function retryAfter(key: string): Promise<number> {
    const [row] = await db
      .select({
        wait: sql<number>`greatest(1, ceil(extract(epoch from ${t.blockedUntil} - now())))::int`,
      })
      .from(t)
      .where(eq(t.key, key));
    return row?.wait ?? 1;
  }

  return {
    /**
     * Takes one attempt from `key`'s budget, or throws the 429 (with Retry-After) whose message
     * `refusal` words from the seconds to wait. A key is `<rule>:<who>`; a refusal is counted
     * under its rule's name, the part before the first ':'.
     */
    async takeOrRefuse(
      key: string,
      rule: ThrottleRule,
      refusal: (retryAfterSeconds: number) => string,
    ): Promise<void> {
      const taken = await this.take(key, rule);
      if (!taken.allowed) {
        publish(events.throttleRefusal, { kind: key.split(':', 1)[0] });
        throw tooMany(refusal(taken.retryAfterSeconds), taken.retryAfterSeconds);
      }
    },

    /**
     * Takes one attempt from `key`'s budget, before the work it guards, and answers whether it was
     * allowed. A refused attempt changes nothing. With `force` the attempt is counted even when
     * the key is blocked, and always allowed (for counts that must see every attempt but must not
     * refuse this one).
     */
    async take(key: string, rule: ThrottleRule, force = false): Promise<Take> {
      const window = seconds(rule.windowSeconds);
      // A back-off counter is remembered for a window after its last block ends.
      const memory = rule.backoff ? window : seconds(0);
      const expired = sql`${t.windowStart} <= now() - ${window} AND coalesce(${t.blockedUntil}, '-infinity') <= now() - ${memory}`;
      const count = sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`;
      const windowStart = sql`CASE WHEN ${expired} THEN now() ELSE ${t.windowStart} END`;
      // The attempt that reaches the limit blocks the key: to the window's end, or for a back-off
      // doubling with each attempt past the limit.
      const blockedFrom = (n: SQL, start: SQL): SQL =>
        rule.backoff
          ? sql`now() + make_interval(secs => least(${rule.backoff.maxSeconds}::float8, ${rule.backoff.baseSeconds}::float8 * power(2, least(30, ${n} - ${rule.limit}))))`
          : sql`${start} + ${window}`;
      const [row] = await db
        .insert(t)
        .values({
          key,
          count: 1,
          windowStart: sql`now()`,
          blockedUntil: rule.limit <= 1 ? blockedFrom(sql`1`, sql`now()`) : null,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count,
            windowStart,
            blockedUntil: sql`CASE WHEN ${count} >= ${rule.limit} THEN ${blockedFrom(count, windowStart)} ELSE NULL END`,
          },
          setWhere: force ? undefined : sql`coalesce(${t.blockedUntil}, '-infinity') <= now()`,
        })
        .returning({ count: t.count });
      if (Math.random() < 0.01) await this.forgetStale();
      if (!row) return { allowed: false, retryAfterSeconds: await retryAfter(key) };
      return { allowed: true, count: row.count };
    },

    /**
     * Gives back one attempt that turned out not to count (a successful login), lifting the block
     * of a fixed-window counter that drops below its limit.
     */
    async refund(key: string, rule: ThrottleRule): Promise<void> {
      await db
        .update(t)
        .set({
          count: sql`greatest(${t.count} - 1, 0)`,
          blockedUntil: sql`CASE WHEN ${t.count} - 1 >= ${rule.limit} THEN ${t.blockedUntil} ELSE NULL END`,
        })
        .where(eq(t.key, key));
    },

    /** Forgets a key entirely (a successful login clears its address-and-username back-off). */
    async reset(key: string): Promise<void> {
      await db.delete(t).where(eq(t.key, key));
    },

    /** Deletes counters that no rule remembers any more, keeping the table small. */
    async forgetStale(): Promise<void> {
      const cutoff = sql`now() - ${seconds(FORGET_AFTER_SECONDS)}`;
      await db
        .delete(t)
        .where(
          and(lt(t.windowStart, cutoff), lt(sql`coalesce(${t.blockedUntil}, '-infinity')`, cutoff)),
        );
    },
  };
}
export type ThrottleRepository = ReturnType<typeof throttleRepository>;
