/**
 * Forgotten passwords: a single-use link, valid one hour, mailed through a real SMTP server the
 * test runs (or made by the administrator from the user list); answers that never say whether an
 * account exists; throttles per address and per account.
 */
import { eq, sql } from 'drizzle-orm';
import type { ModerationLog } from '@muster/shared-kernel/core';
import { loadConfig } from '../../src/config/env.js';
import { passwordResets, users } from '../../src/db/schema.js';
import { RESET_MAILS_PER_ACCOUNT_HOUR } from '../../src/routes/passwords.js';
import { catchMails, type CaughtMail } from '../helpers/mail-catcher.js';
import {
  attemptLogIn,
  body,
  callsOf,
  logInAdmin,
  signUp,
  useTestApp,
  type ErrorAnswer,
} from '../helpers/test-app.js';

const SITE = 'https://muster.example.org';
const NEW_PASSWORD = 'a brand new password';
const LINK = new RegExp(`${SITE}/resetpassword/([A-Za-z0-9_-]{43})`);

/** The token of the reset link a mail carries. */
function linkToken(mail: CaughtMail): string {
  const token = LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`No reset link in: ${mail.text}`);
  return token;
}

const catcher = catchMails();
const env: Record<string, string> = {
  SITE_URL: SITE,
  MAIL_FROM: 'Muster Test <muster@example.org>',
  PASSWORD_RESETS_PER_HOUR: '1000',
};
const throttledEnv: Record<string, string> = { ...env, PASSWORD_RESETS_PER_HOUR: '2' };
// The catcher's port is known once it listens, before the apps below are built.
beforeAll(() => {
  env.SMTP_URL = catcher.url;
  throttledEnv.SMTP_URL = catcher.url;
});

describe('password reset by mail', () => {
  const t = useTestApp(env);
  const calls = callsOf(t);

  const forgot = (who: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { who },
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
  const resetInfo = (token: string) => t.app.inject(`/api/users/password/reset/${token}`);
  const reset = (token: string, password = NEW_PASSWORD, passwordConfirm = password) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/password/reset/${token}`,
      payload: { password, passwordConfirm },
    });
  const expectGone = (answer: Awaited<ReturnType<typeof reset>>, message: string) => {
    expect(answer.statusCode).toBe(410);
    expect(body<ErrorAnswer>(answer).message).toBe(message);
  };
  /** Asks for a link for `who` and answers the token of the mail that reached `address`. */
  const mailedToken = async (who: string, address: string) => {
    expect((await forgot(who)).statusCode).toBe(200);
    return linkToken(await catcher.next(address));
  };

  it('mails a link that sets a new password once, ending every session', async () => {
    const user = await signUp(t.app);
    const address = `${user.username}@example.com`;
    const answer = await forgot(user.username);
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toEqual({ requested: true });

    const mail = await catcher.next(address);
    expect(mail.from).toBe('Muster Test <muster@example.org>');
    expect(mail.subject).toBe('Reset your Muster password');
    expect(mail.text).toContain(`"${user.username}"`);
    const token = linkToken(mail);

    const info = await resetInfo(token);
    expect(info.statusCode).toBe(200);
    expect(body<{ username: string; expires: string }>(info).username).toBe(user.username);
    const expires = Date.parse(body<{ expires: string }>(info).expires) - Date.now();
    expect(expires).toBeGreaterThan(55 * 60_000);
    expect(expires).toBeLessThanOrEqual(60 * 60_000);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    const session = body<{ token: string; username: string }>(done);
    expect(session.username).toBe(user.username);
    // The new session works; the one from before the reset does not.
    const asNew = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ url: '/api/users/profile', headers: asNew })).statusCode).toBe(
      200,
    );
    const before = await t.app.inject({ url: '/api/users/profile', headers: user.headers });
    expect(before.statusCode).toBe(401);
    expect((await attemptLogIn(t.app, user.username, 'correct horse battery')).statusCode).toBe(
      401,
    );
    expect((await attemptLogIn(t.app, user.username, NEW_PASSWORD)).statusCode).toBe(200);

    // Used once: both the look and a second use say so.
    expectGone(await resetInfo(token), 'This reset link has been used');
    expectGone(await reset(token, 'yet another password'), 'This reset link has been used');
    expect((await attemptLogIn(t.app, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('finds the account by its recovery email, in any case', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(
      `${user.username.toUpperCase()}@EXAMPLE.COM`,
      `${user.username}@example.com`,
    );
    expect(body<{ username: string }>(await resetInfo(token)).username).toBe(user.username);
  });

  it('answers the same whether or not an account matches, and mails only a match', async () => {
    const user = await signUp(t.app);
    const before = catcher.mails.length;
    const unknownName = await forgot('nobody_by_that_name');
    const unknownEmail = await forgot('nobody@nowhere.example');
    expect(unknownName.statusCode).toBe(200);
    expect(unknownEmail.statusCode).toBe(200);
    expect(unknownName.body).toBe(unknownEmail.body);
    const known = await forgot(user.username);
    expect(known.body).toBe(unknownName.body);
    await catcher.next(`${user.username}@example.com`);
    expect(catcher.mails.length).toBe(before + 1);
  });

  it('refuses a link an hour old, a link made before a newer one was used, and bad input', async () => {
    const user = await signUp(t.app);
    const address = `${user.username}@example.com`;
    const first = await mailedToken(user.username, address);
    const second = await mailedToken(user.username, address);
    const third = await mailedToken(user.username, address);
    await t.database.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE username = ${user.username})
          AND created_at = (SELECT min(created_at) FROM password_resets r
            WHERE r.user_id = password_resets.user_id)`,
    );
    expectGone(await resetInfo(first), 'This reset link has expired');
    expectGone(await reset(first), 'This reset link has expired');

    expect((await reset(second, 'short')).statusCode).toBe(400);
    const mismatch = await reset(second, NEW_PASSWORD, 'something else');
    expect(mismatch.statusCode).toBe(400);
    expect(body<ErrorAnswer>(mismatch).message).toBe(
      'body/passwordConfirm must match body/password',
    );
    expect((await reset(second)).statusCode).toBe(200);
    // A new password voids every other link of the account.
    expectGone(await reset(third), 'This reset link has been used');

    expect((await resetInfo('x'.repeat(43))).statusCode).toBe(404);
    expect((await resetInfo('not-a-token')).statusCode).toBe(400);
  });

  it('voids unused links when the password is changed on the profile', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.username, `${user.username}@example.com`);
    const changed = await calls.post(user, '/api/users/password', {
      currentPassword: 'correct horse battery',
      password: NEW_PASSWORD,
    });
    expect(changed).toEqual({ signedOut: 0 });
    expectGone(await reset(token), 'This reset link has been used');
  });

  it(`mails one account at most ${RESET_MAILS_PER_ACCOUNT_HOUR} times an hour, answering alike`, async () => {
    const user = await signUp(t.app);
    const address = `${user.username}@example.com`;
    for (let i = 0; i <= RESET_MAILS_PER_ACCOUNT_HOUR; i += 1) {
      const answer = await forgot(user.username);
      expect(answer.statusCode).toBe(200);
      expect(body(answer)).toEqual({ requested: true });
    }
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT_HOUR; i += 1) await catcher.next(address);
    // The request past the limit made no link, so no mail can still be on its way.
    const links = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(users.username, user.username));
    expect(links[0]?.count).toBe(RESET_MAILS_PER_ACCOUNT_HOUR);
    expect(catcher.countTo(address)).toBe(RESET_MAILS_PER_ACCOUNT_HOUR);
  });

  it('lets the administrator make a one-time link for a user, and logs it', async () => {
    const admin = await logInAdmin(t.app);
    const user = await signUp(t.app);
    const made = await calls.post<{ token: string; expires: string }>(
      admin,
      `/api/users/resetlink/${user.username}`,
    );
    expect(body<{ username: string }>(await resetInfo(made.token)).username).toBe(user.username);
    expect((await reset(made.token)).statusCode).toBe(200);
    expectGone(await reset(made.token), 'This reset link has been used');

    const log = await calls.get<ModerationLog>(admin, '/api/modlog');
    expect(log.entries[0]).toMatchObject({
      actor: 'admin',
      action: 'reset-link',
      kind: 'user',
      itemTitle: user.username,
    });
    // Nobody else may, and an unknown user is a 404.
    const other = await signUp(t.app, { roles: ['mod', 'publisher'] });
    expect(
      (await calls.call(other, 'POST', `/api/users/resetlink/${user.username}`)).statusCode,
    ).toBe(403);
    expect(
      (await calls.call(null, 'POST', `/api/users/resetlink/${user.username}`)).statusCode,
    ).toBe(401);
    expect((await calls.call(admin, 'POST', '/api/users/resetlink/no_such_user')).statusCode).toBe(
      404,
    );
  });

  it('says that recovery by mail is set up', async () => {
    expect(
      body<{ passwordRecovery: boolean }>(await t.app.inject('/api/site')).passwordRecovery,
    ).toBe(true);
  });
});

describe('password reset requests from one address', () => {
  const t = useTestApp(throttledEnv);

  it('are throttled per address, whatever they ask for', async () => {
    const ask = (who: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password/forgot',
        payload: { who },
        remoteAddress,
      });
    expect((await ask('someone', '203.0.113.7')).statusCode).toBe(200);
    expect((await ask('someone_else', '203.0.113.7')).statusCode).toBe(200);
    const refused = await ask('a_third', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(body<ErrorAnswer>(refused).message).toMatch(
      /^Too many password reset requests from this address, try again in \d+ s$/,
    );
    expect((await ask('someone', '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('a site without a mail server', () => {
  const t = useTestApp();

  it('says password recovery is not set up, and the administrator can still make links', async () => {
    const site = body<{ passwordRecovery: boolean }>(await t.app.inject('/api/site'));
    expect(site.passwordRecovery).toBe(false);
    const user = await signUp(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { who: user.username },
    });
    expect(answer.statusCode).toBe(404);
    expect(body<ErrorAnswer>(answer).message).toBe('Password recovery is not set up on this site');
    const admin = await logInAdmin(t.app);
    const made = await callsOf(t).post<{ token: string }>(
      admin,
      `/api/users/resetlink/${user.username}`,
    );
    expect((await t.app.inject(`/api/users/password/reset/${made.token}`)).statusCode).toBe(200);
  });

  it('will not start with a mail server but no site address for its links', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' })).toThrow(
      'SMTP_URL needs SITE_URL: the address the mailed links point to',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(loadConfig({ SITE_URL: 'https://muster.example.org/some/path' }).siteUrl).toBe(
      'https://muster.example.org',
    );
  });
});
