/**
 * The mock API's calls of one's own account answer as the API's do: the profile page's tests of
 * Edit Profile, Your Data and Delete Account run against them.
 */
import { DELETED_USER, type AccountRoster, type RosterFile } from '@muster/shared-kernel/core';
import { callMockApi as call } from './call-mock-api.js';
import {
  ADMINISTRATOR,
  BATTLE_REPORT,
  FACTION,
  MOCK_ACCOUNT_CREATED,
  SCENARIO,
  UNITS,
  WEAPONS,
  createMockDb,
  mockApi,
  mockSessionToken,
} from './index.js';

const api = mockApi(() => {
  const [vex, ada] = createMockDb().profiles;
  return {
    profiles: [
      { ...vex!, email: 'vex@muster.test' },
      // Ada likes Vex's faction and edits it.
      { ...ada!, likes: [FACTION._id] },
      ADMINISTRATOR,
    ],
    passwords: { vex: 'correct horse', ada: 'correct horse', root: 'correct horse' },
    factions: [{ ...FACTION, likes: 1, acl: { author: 'vex', editors: ['ada'] } }],
  };
});

const as = (username: string) => mockSessionToken(username);

/** A roster kept in an account; only its name matters here. */
const kept = (key: string, name: string, deleted = false): AccountRoster => ({
  key,
  created: Number(key.split('_').pop()),
  revision: 1,
  changedAt: '2026-11-01T10:00:00.000Z',
  deleted,
  ...(deleted ? {} : { file: { name } as RosterFile }),
});

describe('the mock API of one’s own account', () => {
  it('saves the display name, trimmed, and the recovery email', async () => {
    const saved = await call(
      'POST',
      '/users/profile',
      { display: '  Captain Vex ', email: 'captain@muster.test' },
      as('vex'),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { username: 'vex', display: 'Captain Vex', email: 'captain@muster.test' },
    });
    expect(api.db.profiles[0]).toMatchObject({
      display: 'Captain Vex',
      email: 'captain@muster.test',
    });
  });

  it('shows the username for a blank display name, and takes no email', async () => {
    const saved = await call('POST', '/users/profile', { display: '   ', email: '' }, as('vex'));
    expect(saved.body).toMatchObject({ display: 'vex', email: '' });
  });

  it('refuses a bad email, a display name over 64 characters and a visitor', async () => {
    const bad = await call('POST', '/users/profile', { display: 'V', email: 'nope' }, as('vex'));
    expect(bad.status).toBe(400);
    const long = { display: 'x'.repeat(65), email: '' };
    expect((await call('POST', '/users/profile', long, as('vex'))).status).toBe(400);
    expect((await call('POST', '/users/profile', { display: 'V', email: '' })).status).toBe(401);
    expect(api.db.profiles[0]).toMatchObject({ display: 'Vex', email: 'vex@muster.test' });
  });

  it('gives everything of and by the user as one file named after them', async () => {
    api.db.accountRosters.vex = [
      kept('roster_ashfall_2', 'Second'),
      kept('roster_ashfall_3', '', true),
      kept('roster_ashfall_1', 'First'),
    ];
    await call('POST', '/users/login', { username: 'vex', password: 'correct horse' });
    const data = await call('GET', '/users/export', undefined, as('vex'));
    expect(data.status).toBe(200);
    expect(data.headers.get('content-disposition')).toBe('attachment; filename="muster-vex.json"');
    expect(data.body).toMatchObject({
      format: 'muster-account-data',
      version: 1,
      exportedAt: expect.any(String),
      profile: {
        username: 'vex',
        display: 'Vex',
        email: 'vex@muster.test',
        roles: ['publisher'],
        createdAt: MOCK_ACCOUNT_CREATED,
      },
      likes: [],
      devices: [{ browser: expect.any(String) }],
      scenarios: [{ _id: SCENARIO._id }],
      images: [],
      // The kept ones, oldest first, each its export file under its key.
      rosters: [
        { key: 'roster_ashfall_1', name: 'First' },
        { key: 'roster_ashfall_2', name: 'Second' },
      ],
    });
    const [made] = data.body.factions as { faction: object; units: object[]; weapons: object[] }[];
    expect(made?.faction).toMatchObject({ _id: FACTION._id });
    expect(made?.units).toHaveLength(UNITS.length);
    expect(made?.weapons).toHaveLength(WEAPONS.length);
    // Pages by others that the user may edit are theirs, not this user's.
    expect((data.body.pages as { _id: string }[]).map((page) => page._id)).not.toContain(
      BATTLE_REPORT._id,
    );
    const liked = await call('GET', '/users/export', undefined, as('ada'));
    expect(liked.body.likes).toEqual([{ _id: FACTION._id, title: FACTION.title }]);
    expect((await call('GET', '/users/export')).status).toBe(401);
  });

  it('refuses to delete with a wrong password, keeping the account and its session', async () => {
    const login = await call('POST', '/users/login', {
      username: 'vex',
      password: 'correct horse',
    });
    const token = String(login.body.token);
    expect(await call('POST', '/users/delete', { password: 'wrong horse' }, token)).toEqual({
      status: 403,
      headers: expect.anything(),
      body: { statusCode: 403, error: 'Forbidden', message: 'Wrong password' },
    });
    expect((await call('GET', '/users/profile', undefined, token)).status).toBe(200);
  });

  it("never deletes the administrator's account", async () => {
    const refused = await call('POST', '/users/delete', { password: 'correct horse' }, as('root'));
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "The administrator's account cannot be deleted" },
    });
    expect(api.db.profiles.map((p) => p.username)).toContain('root');
  });

  it('deletes the account, keeping what it made credited to deleted user', async () => {
    api.db.accountRosters.vex = [kept('roster_ashfall_1', 'First')];
    const login = await call('POST', '/users/login', {
      username: 'vex',
      password: 'correct horse',
    });
    const token = String(login.body.token);
    const deleted = await call('POST', '/users/delete', { password: 'correct horse' }, token);
    expect(deleted).toMatchObject({
      status: 200,
      body: { deleted: true, factions: 1, scenarios: 1, pages: 2 },
    });
    expect(api.db.factions[0]?.acl.author).toBe(DELETED_USER);
    expect(api.db.scenarios[0]?.author).toBe(DELETED_USER);
    expect(api.db.pages.filter((p) => p.acl.author === DELETED_USER)).toHaveLength(2);
    // Vex leaves the editors of Ada's battle report.
    expect(api.db.pages.find((p) => p._id === BATTLE_REPORT._id)?.acl).toEqual({
      author: 'ada',
      editors: [],
    });
    expect(api.db.profiles.map((p) => p.username)).toEqual(['ada', 'root']);
    expect(api.db.passwords.vex).toBeUndefined();
    expect(api.db.accountRosters.vex).toBeUndefined();
    expect(api.db.sessions?.filter((s) => s.username === 'vex')).toEqual([]);
    expect((await call('GET', '/users/profile', undefined, token)).status).toBe(401);
    expect(api.db.modlog?.[0]).toMatchObject({
      actor: 'vex',
      action: 'account-delete',
      kind: 'user',
      reason: `1 factions, 1 scenarios and 2 pages now credited to ${DELETED_USER}`,
    });
  });

  it('drops the likes and editor places of a deleted account', async () => {
    const deleted = await call('POST', '/users/delete', { password: 'correct horse' }, as('ada'));
    expect(deleted.body).toMatchObject({ factions: 0, scenarios: 0, pages: 1 });
    expect(api.db.factions[0]).toMatchObject({ likes: 0, acl: { author: 'vex', editors: [] } });
  });

  it('retires a deleted account’s username, in any case', async () => {
    await call('POST', '/users/delete', { password: 'correct horse' }, as('vex'));
    const again = await call('POST', '/users/register', {
      username: 'VEX',
      email: '',
      password: 'long enough',
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'That username is taken' } });
  });
});
