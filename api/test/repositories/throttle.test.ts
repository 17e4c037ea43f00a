/** The database counters behind every abuse limit: atomic takes, windows, refunds, back-off. */
import { sql } from 'drizzle-orm';
import {
  throttleRepository,
  type Take,
  type ThrottleRule,
} from '../../src/repositories/throttle.js';
import { useTestApp } from '../helpers/test-app.js';

describe('throttle counters', () => {
  const t = useTestApp();
  const throttle = () => throttleRepository(t.database.db);
  const rule: ThrottleRule = { limit: 3, windowSeconds: 600 };
  /** Moves a key's window and block into the past, as if `seconds` had gone by. */
  const travel = (key: string, seconds: number) =>
    t.database.db.execute(
      sql`UPDATE throttle_counters SET window_start = window_start - make_interval(secs => ${seconds}),
          blocked_until = blocked_until - make_interval(secs => ${seconds}) WHERE key = ${key}`,
    );

  /** A refusal whose Retry-After is `seconds`, counted down by at most a few busy seconds. */
  const expectRefused = (take: Take, seconds: number) => {
    expect(take.allowed).toBe(false);
    const wait = take.allowed ? 0 : take.retryAfterSeconds;
    expect(wait).toBeLessThanOrEqual(seconds);
    expect(wait).toBeGreaterThan(seconds - 3);
  };

  it('lets exactly the limit of parallel takes through', async () => {
    const takes = await Promise.all(Array.from({ length: 20 }, () => throttle().take('p', rule)));
    expect(takes.filter((take) => take.allowed)).toHaveLength(3);
    const refused = takes.find((take) => !take.allowed);
    expect(refused).toMatchObject({ allowed: false });
    if (refused && !refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
  });

  it('starts again once the window has passed', async () => {
    for (let i = 0; i < 3; i++) await throttle().take('w', rule);
    expect((await throttle().take('w', rule)).allowed).toBe(false);
    await travel('w', 601);
    expect(await throttle().take('w', rule)).toEqual({ allowed: true, count: 1 });
  });

  it('gives back a refunded attempt and lifts the block it caused', async () => {
    for (let i = 0; i < 3; i++) await throttle().take('r', rule);
    await throttle().refund('r', rule);
    expect(await throttle().take('r', rule)).toEqual({ allowed: true, count: 3 });
  });

  it('counts a forced take even when blocked, and allows it', async () => {
    for (let i = 0; i < 3; i++) await throttle().take('f', rule);
    expect(await throttle().take('f', rule, true)).toEqual({ allowed: true, count: 4 });
    expect((await throttle().take('f', rule)).allowed).toBe(false);
  });

  it('remembers a back-off for a window after its block ends', async () => {
    const backoff: ThrottleRule = { ...rule, backoff: { baseSeconds: 10, maxSeconds: 25 } };
    for (let i = 0; i < 3; i++) await throttle().take('b', backoff);
    expectRefused(await throttle().take('b', backoff), 10);
    // The block is over but the window is not: one more attempt, then a doubled block.
    await travel('b', 10);
    expect(await throttle().take('b', backoff)).toEqual({ allowed: true, count: 4 });
    expectRefused(await throttle().take('b', backoff), 20);
    await travel('b', 20);
    expect(await throttle().take('b', backoff)).toEqual({ allowed: true, count: 5 });
    expectRefused(await throttle().take('b', backoff), 25);
    // A window of quiet after the last block forgets everything.
    await travel('b', 25 + 601);
    expect(await throttle().take('b', backoff)).toEqual({ allowed: true, count: 1 });
  });

  it('forgets a key on reset', async () => {
    for (let i = 0; i < 3; i++) await throttle().take('x', rule);
    await throttle().reset('x');
    expect(await throttle().take('x', rule)).toEqual({ allowed: true, count: 1 });
  });
});
