import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { tooMany } from '../errors.js';
import { events, publish } from '../metrics/events.js';
import { throttleRepository, type ThrottleRule } from '../repositories/throttle.js';

/** A login attempt that has been counted; call `succeeded` when the password was right. */
export interface LoginAttempt {
  /** Takes back what a right password should not cost: the attempt was not a failure. */
  succeeded(): Promise<void>;
}

/**
 * Password-guessing limits. Every attempt is counted BEFORE its password is checked, in the
 * database, so neither parallel guesses nor guesses spread over instances pass a limit:
 *
 * - per address and username: LOGIN_FAILURE_LIMIT in the window, then a back-off that doubles
 *   with each further attempt up to LOGIN_BACKOFF_MAX_SECONDS; a successful login clears it.
 * - per address, whatever the username: LOGIN_ADDRESS_FAILURE_LIMIT in the window.
 * - per username, from all addresses: LOGIN_USERNAME_FAILURE_LIMIT in the window, the ceiling
 *   against guessing spread over many addresses. It never refuses an address's first attempt at
 *   a username (after a success or a quiet window), so the owner signing in from an address that
 *   has not failed for the account is never refused, however many failures an attacker caused
 *   elsewhere; an address that has failed for the username is held to the ceiling.
 *
 * Counted attempts that turn out right are given back to the address and username counts.
 */
export function loginThrottle(db: Database, config: Config) {
  const throttle = throttleRepository(db);
  const windowSeconds = config.loginFailureWindowSeconds;
  const pairRule: ThrottleRule = {
    limit: config.loginFailureLimit,
    windowSeconds,
    backoff: {
      baseSeconds: config.loginBackoffBaseSeconds,
      maxSeconds: config.loginBackoffMaxSeconds,
    },
  };
  const addressRule: ThrottleRule = { limit: config.loginAddressFailureLimit, windowSeconds };
  const usernameRule: ThrottleRule = { limit: config.loginUsernameFailureLimit, windowSeconds };

  return {
    /** Counts one attempt of `address` at `username`, or throws a 429 with its Retry-After. */
    async begin(address: string, username: string): Promise<LoginAttempt> {
      const name = username.toLowerCase();
      // An address holds no '|', so the pair key cannot be forged by a username containing one.
      const pairKey = `login:pair:${address}|${name}`;
      const addressKey = `login:address:${address}`;
      const usernameKey = `login:username:${name}`;

      const pair = await throttle.take(pairKey, pairRule);
      if (!pair.allowed) {
        publish(events.throttleRefusal, { kind: 'login-pair' });
        throw tooMany(
          `Too many failed logins for this account from your address, try again in ${pair.retryAfterSeconds} s`,
          pair.retryAfterSeconds,
        );
      }
      const byAddress = await throttle.take(addressKey, addressRule);
      if (!byAddress.allowed) {
        publish(events.throttleRefusal, { kind: 'login-address' });
        throw tooMany(
          `Too many failed logins from your address, try again in ${byAddress.retryAfterSeconds} s`,
          byAddress.retryAfterSeconds,
        );
      }
      const firstFromAddress = pair.count === 1;
      const byUsername = await throttle.take(usernameKey, usernameRule, firstFromAddress);
      if (!byUsername.allowed) {
        publish(events.throttleRefusal, { kind: 'login-username' });
        await throttle.refund(addressKey, addressRule);
        throw tooMany(
          `Too many failed logins for this account, try again in ${byUsername.retryAfterSeconds} s`,
          byUsername.retryAfterSeconds,
        );
      }
      return {
        succeeded: async () => {
          await throttle.reset(pairKey);
          await throttle.refund(addressKey, addressRule);
          await throttle.refund(usernameKey, usernameRule);
        },
      };
    },
  };
}
