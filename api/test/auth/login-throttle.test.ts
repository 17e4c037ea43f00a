/**
 * Password guessing: attempts are counted before the password is checked, per
 * address and username with a growing back-off, per address, and per username at a ceiling that
 * never refuses the owner signing in from an address that has not failed.
 */
import { sql } from 'drizzle-orm';
import { attemptLogIn, signUp, useTestApp } from '../helpers/test-app.js';

const OWNER_PASSWORD = 'correct horse battery';

/** Each password check is a 32 MiB scrypt: generous on a busy test machine. */
const SLOW = 240_000;

/** A test given SLOW to run. */
const slowTest = (name: string, test: () => Promise<void>) => it(name, test, SLOW);

/** Pretends every block has run out, as if the caller had waited. */
async function waitOutBlocks(t: ReturnType<typeof useTestApp>) {
  await t.database.db.execute(
    sql`UPDATE throttle_counters SET blocked_until = now() - interval '1 second' WHERE blocked_until > now()`,
  );
}

describe('login throttle', () => {
  const t = useTestApp({
    LOGIN_FAILURE_LIMIT: '5',
    // A first block longer than this file runs, so no block ends while an attack is under way.
    LOGIN_BACKOFF_BASE_SECONDS: '300',
    LOGIN_BACKOFF_MAX_SECONDS: '1000',
    LOGIN_USERNAME_FAILURE_LIMIT: '8',
    LOGIN_ADDRESS_FAILURE_LIMIT: '12',
  });

  /** The status of the owner's own sign-in from `address`. */
  const ownerSignIn = async (username: string, address: string) =>
    (await attemptLogIn(t.app, username, OWNER_PASSWORD, address)).statusCode;

  slowTest('checks at most LOGIN_FAILURE_LIMIT of 60 parallel wrong guesses', async () => {
    await signUp(t.app, { username: 'parallel-victim' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attemptLogIn(t.app, 'parallel-victim', `guess-${i}`, '10.2.0.1'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Every answer that is not a 429 had its password checked.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  slowTest("lets the owner in from another address after an attacker's 1000 failures", async () => {
    await signUp(t.app, { username: 'besieged' });
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          attemptLogIn(t.app, 'besieged', `guess-${batch}-${i}`, '10.2.0.66'),
        ),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(await ownerSignIn('besieged', '10.2.0.66')).toBe(429);
    expect(await ownerSignIn('besieged', '10.2.0.200')).toBe(200);
  });

  slowTest(
    'holds guesses spread over many addresses to the username ceiling, yet lets the owner in',
    async () => {
      await signUp(t.app, { username: 'admired' });
      // 6 addresses × 2 guesses: the first 8 failures are checked, then every address that
      // already failed is held back by the username ceiling (LOGIN_USERNAME_FAILURE_LIMIT 8).
      const statuses: number[] = [];
      for (let round = 0; round < 2; round++) {
        for (let a = 0; a < 6; a++) {
          const answer = await attemptLogIn(t.app, 'admired', `guess-${round}`, `10.3.0.${a}`);
          statuses.push(answer.statusCode);
        }
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(8);
      const held = await attemptLogIn(t.app, 'admired', OWNER_PASSWORD, '10.3.0.1');
      expect(held.statusCode).toBe(429);
      expect(held.json()).toMatchObject({ message: expect.stringMatching(/this account/) });
      expect(await ownerSignIn('admired', '10.3.9.9')).toBe(200);
    },
  );

  slowTest(
    'doubles the back-off with each attempt past the limit, up to LOGIN_BACKOFF_MAX_SECONDS',
    async () => {
      await signUp(t.app, { username: 'patient' });
      for (let i = 0; i < 5; i++) {
        expect((await attemptLogIn(t.app, 'patient', `guess-${i}`, '10.4.0.1')).statusCode).toBe(
          401,
        );
      }
      const waits: number[] = [];
      for (let step = 0; step < 3; step++) {
        const refused = await attemptLogIn(t.app, 'patient', 'guess', '10.4.0.1');
        expect(refused.statusCode).toBe(429);
        waits.push(Number(refused.headers['retry-after']));
        await waitOutBlocks(t);
        // After the wait, one more guess is checked, and it lengthens the next block.
        expect((await attemptLogIn(t.app, 'patient', 'guess', '10.4.0.1')).statusCode).toBe(401);
      }
      const last = await attemptLogIn(t.app, 'patient', 'guess', '10.4.0.1');
      waits.push(Number(last.headers['retry-after']));
      // Whole seconds, counted down while the (busy) test machine works: allow a few.
      const expected = [300, 600, 1000, 1000];
      waits.forEach((wait, i) => {
        expect(wait).toBeLessThanOrEqual(expected[i] ?? 0);
        expect(wait).toBeGreaterThan((expected[i] ?? 0) - 5);
      });
    },
  );

  slowTest('forgets the failures of an address and username after a successful login', async () => {
    await signUp(t.app, { username: 'forgetful' });
    for (let round = 0; round < 2; round++) {
      // Twice limit − 2 typos: without the reset, the second round would meet the back-off.
      for (let i = 0; i < 3; i++) {
        const answer = await attemptLogIn(t.app, 'forgetful', `typo-${i}`, '10.5.0.1');
        expect(answer.statusCode).toBe(401);
      }
      expect(await ownerSignIn('forgetful', '10.5.0.1')).toBe(200);
    }
  });

  slowTest('limits failures per address whatever the username, with Retry-After', async () => {
    for (let i = 0; i < 12; i++) {
      const answer = await attemptLogIn(t.app, `nobody-${i}`, 'guess', '10.6.0.1');
      expect(answer.statusCode).toBe(401);
    }
    await signUp(t.app, { username: 'neighbour' });
    const refused = await attemptLogIn(t.app, 'neighbour', OWNER_PASSWORD, '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/your address/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});
