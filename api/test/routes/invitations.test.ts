/**
 * Invitations: a used, revoked or expired one answers 410 saying which, wherever it is read; the
 * administrator lists the invitations they made that can still be used and revokes one.
 */
import type { Invitation, ModerationLog } from '@muster/shared-kernel/core';
import { sql } from 'drizzle-orm';
import {
  body,
  callsOf,
  logInAdmin,
  signUp,
  useTestApp,
  type TestUser,
} from '../helpers/test-app.js';

interface Issued {
  registrationToken: string;
  roles: string[];
  expires: string;
}

describe('invitations', () => {
  const t = useTestApp();
  const { call, get } = callsOf(t);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await logInAdmin(t.app);
  });

  const issue = (query = '') => get<Issued>(admin, `/api/users/generateRegistrationKey${query}`);
  /** The link's form of the token: commas for dots. */
  const linkToken = (token: string) => token.replaceAll('.', ',');
  const lookUp = (token: string) => call(null, 'GET', `/api/users/invite/${linkToken(token)}`);
  const register = (username: string, registrationToken: string) =>
    call(null, 'POST', '/api/users/register', {
      username,
      display: username,
      email: '',
      password: 'invited-password',
      registrationToken,
    });
  const list = () => get<Invitation[]>(admin, '/api/users/invitations');
  const revoke = (id: string, user: TestUser | null = admin) =>
    call(user, 'DELETE', `/api/users/invitations/${id}`);
  const expectGone = (response: Awaited<ReturnType<typeof call>>, message: string) => {
    expect(response.statusCode).toBe(410);
    expect(body(response)).toEqual({ statusCode: 410, error: 'Gone', message });
  };

  it('answers a used invitation 410 "This invitation has been used", read or registered with', async () => {
    const { registrationToken } = await issue('?roles=mod');
    const before = await lookUp(registrationToken);
    expect(before.statusCode).toBe(200);
    expect(body<{ roles: string[] }>(before).roles).toEqual(['mod']);

    const first = await register('invited_mod', registrationToken);
    expect(first.statusCode).toBe(200);
    expect(body<{ roles: string[] }>(first).roles).toEqual(['mod']);

    expectGone(await lookUp(registrationToken), 'This invitation has been used');
    expectGone(await register('invited_again', registrationToken), 'This invitation has been used');
    // The dotted form of the token is the same invitation.
    expectGone(
      await call(null, 'GET', `/api/users/invite/${registrationToken}`),
      'This invitation has been used',
    );
  });

  it('lists the unused invitations the administrator made, with whom each is for, and revokes one', async () => {
    const forAda = await issue('?roles=publisher&note=Ada%20from%20the%20club');
    const forBo = await issue('?roles=mod&note=Bo');
    const used = await issue('?note=Cy');
    expect((await register('cy_joins', used.registrationToken)).statusCode).toBe(200);

    const open = await list();
    expect(open.map(({ note, roles }) => ({ note, roles }))).toEqual(
      expect.arrayContaining([
        { note: 'Ada from the club', roles: ['publisher'] },
        { note: 'Bo', roles: ['mod'] },
      ]),
    );
    expect(open.map((invitation) => invitation.note)).not.toContain('Cy');
    const ada = open.find((invitation) => invitation.note === 'Ada from the club');
    if (!ada) throw new Error('not listed');
    expect(ada.expires).toBe(forAda.expires);

    const revoked = await revoke(ada._id);
    expect(revoked.statusCode).toBe(200);
    expect(body(revoked)).toEqual({ _id: ada._id, deleted: true });
    expect((await list()).map((invitation) => invitation.note)).not.toContain('Ada from the club');
    expectGone(await lookUp(forAda.registrationToken), 'This invitation has been revoked');
    expectGone(
      await register('ada_joins', forAda.registrationToken),
      'This invitation has been revoked',
    );
    expectGone(await revoke(ada._id), 'This invitation has been revoked');
    // The other invitation still works.
    expect((await register('bo_joins', forBo.registrationToken)).statusCode).toBe(200);

    const log = await get<ModerationLog>(admin, '/api/modlog');
    expect(log.entries[0]).toMatchObject({
      actor: 'admin',
      action: 'invitation-revoke',
      kind: 'invitation',
      itemId: ada._id,
      itemTitle: 'Ada from the club',
      reason: 'publisher',
    });
  });

  it('answers an expired invitation 410 "This invitation has expired"', async () => {
    const { registrationToken } = await issue('?note=late');
    const id = (await list()).find((invitation) => invitation.note === 'late')?._id;
    if (!id) throw new Error('not listed');
    await t.database.db.execute(
      sql`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE jti = ${id}`,
    );
    expectGone(await lookUp(registrationToken), 'This invitation has expired');
    expectGone(await register('too_late', registrationToken), 'This invitation has expired');
    expect((await list()).map((invitation) => invitation.note)).not.toContain('late');
  });

  it('lets only the administrator list and revoke invitations: 403 for others, 401 for visitors', async () => {
    const { registrationToken } = await issue('?note=xxx');
    const id = (await list()).find((invitation) => invitation.note === 'xxx')?._id;
    if (!id) throw new Error('not listed');
    const mod = await signUp(t.app, { roles: ['mod', 'publisher'] });
    const user = await signUp(t.app);
    for (const who of [mod, user]) {
      expect((await call(who, 'GET', '/api/users/invitations')).statusCode).toBe(403);
      expect((await revoke(id, who)).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/users/invitations')).statusCode).toBe(401);
    expect((await revoke(id, null)).statusCode).toBe(401);
    // None of those refusals revoked it.
    expect((await lookUp(registrationToken)).statusCode).toBe(200);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('still refuses a token this site never issued with 400 at registration and 404 when read', async () => {
    expect((await register('forger', 'a.b.c')).statusCode).toBe(400);
    expect((await lookUp('a.b.c')).statusCode).toBe(404);
  });

  it('refuses an over-long note naming the field', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/users/generateRegistrationKey?note=${'n'.repeat(201)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(body<{ message: string }>(response).message).toMatch(/note/);
  });
});
