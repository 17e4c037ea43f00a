/**
 * One's own account as a whole: the display name and recovery email, the download of everything
 * the site keeps of and by a user, and deleting the account, which keeps the community's content
 * readable, credited to 'deleted user'.
 */
import { eq, sql } from 'drizzle-orm';
import { DELETED_USER, type AccountData, type ModerationLog } from '@muster/shared-kernel/core';
import { factionVersions } from '../../src/db/schema.js';
import { multipartBody, PNG_1PX } from '../helpers/multipart.js';
import {
  attemptLogIn,
  body,
  callsOf,
  logInAdmin,
  signUp,
  useTestApp,
  type ErrorAnswer,
  type TestUser,
} from '../helpers/test-app.js';

const PASSWORD = 'correct horse battery';

describe('own account', () => {
  const t = useTestApp();
  const { call, get, post } = callsOf(t);

  /** A publisher's faction (with a weapon and a unit), scenario and page, approved when asked. */
  const makeContent = async (author: TestUser, options: { editors?: string[] } = {}) => {
    const faction = await post<{ _id: string }>(author, '/api/factions/', {
      title: `Legion of ${author.username}`,
      public: true,
      ...(options.editors ? { acl: { editors: options.editors } } : {}),
    });
    const weapon = await post<{ _id: string }>(author, '/api/weapons/', {
      faction: faction._id,
      name: 'Spear',
      attacks: 2,
      damage: 1,
    });
    await post(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Spearman',
      equippedWeapons: [{ weaponID: weapon._id, knack: 3 }],
    });
    const scenario = await post<{ _id: string }>(author, '/api/scenarios/', {
      title: `Hill of ${author.username}`,
      markdown: 'Hold the hill.',
    });
    const page = await post<{ _id: string }>(author, '/api/pages/', {
      title: `Ruins of ${author.username}`,
      type: 'terrain',
      markdown: 'Broken walls.',
      ...(options.editors ? { acl: { editors: options.editors } } : {}),
    });
    return { faction: faction._id, scenario: scenario._id, page: page._id };
  };

  it('changes the display name and recovery email, and only for oneself', async () => {
    const user = await signUp(t.app);
    const changed = await post<{ display: string; email: string }>(user, '/api/users/profile', {
      display: '  Ada the Bold  ',
      email: 'ada@example.org',
    });
    expect(changed).toMatchObject({ display: 'Ada the Bold', email: 'ada@example.org' });
    expect(await get(user, '/api/users/profile')).toMatchObject({
      display: 'Ada the Bold',
      email: 'ada@example.org',
    });
    const blank = await post<{ display: string; email: string }>(user, '/api/users/profile', {
      display: ' ',
      email: '',
    });
    expect(blank).toMatchObject({ display: user.username, email: '' });

    const bad = await call(user, 'POST', '/api/users/profile', { display: 'x', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(null, 'POST', '/api/users/profile', { display: 'x', email: '' })).statusCode,
    ).toBe(401);
  });

  it('downloads everything the user made and likes as one JSON file', async () => {
    const user = await signUp(t.app, { roles: ['publisher'] });
    const other = await signUp(t.app, { roles: ['publisher'] });
    const mine = await makeContent(user);
    const theirs = await makeContent(other);
    await post(user, `/api/factions/like/${theirs.faction}`);
    const form = multipartBody('image', PNG_1PX);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { ...form.headers, ...user.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const answer = await call(user, 'GET', '/api/users/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="muster-${user.username}.json"`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = body<AccountData>(answer);
    expect(data).toMatchObject({
      format: 'muster-account-data',
      version: 1,
      profile: {
        username: user.username,
        email: `${user.username}@example.com`,
        roles: ['publisher'],
      },
      likes: [{ _id: theirs.faction, title: `Legion of ${other.username}` }],
      rosters: [],
    });
    expect(data.factions.map((entry) => entry.faction.id)).toEqual([mine.faction]);
    expect(data.factions[0]?.units.map((unit) => unit.unitName)).toEqual(['Spearman']);
    expect(data.factions[0]?.weapons.map((weapon) => weapon.name)).toEqual(['Spear']);
    expect(data.scenarios.map((scenario) => scenario.id)).toEqual([mine.scenario]);
    expect(data.pages.map((page) => page.id)).toEqual([mine.page]);
    expect(data.images).toEqual([
      expect.objectContaining({ url: body<{ file_url: string }>(uploaded).file_url }),
    ]);
    expect(data.devices.length).toBeGreaterThan(0);
    // Nothing of the password or of anyone else.
    expect(answer.body).not.toContain('passwordHash');
    expect(answer.body).not.toContain(other.username.concat('@'));
    expect((await call(null, 'GET', '/api/users/export')).statusCode).toBe(401);
  });

  it('deletes the account but keeps its content, credited to deleted user', async () => {
    const mod = await signUp(t.app, { roles: ['mod'] });
    const leaver = await signUp(t.app, { roles: ['publisher'] });
    const stayer = await signUp(t.app, { roles: ['publisher'] });
    const made = await makeContent(leaver);
    await post(mod, `/api/factions/toggleapproval/${made.faction}`);
    // The leaver edits the stayer's faction and page, and likes the stayer's faction.
    const shared = await makeContent(stayer, { editors: [leaver.username] });
    await post(leaver, `/api/factions/like/${shared.faction}`);
    const likesBefore = (await get<{ likes: number }>(stayer, `/api/factions/${shared.faction}`))
      .likes;

    const wrong = await call(leaver, 'POST', '/api/users/delete', { password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(body<ErrorAnswer>(wrong).message).toBe('Wrong password');

    const deleted = await post(leaver, '/api/users/delete', { password: PASSWORD });
    expect(deleted).toEqual({ deleted: true, factions: 1, scenarios: 1, pages: 1 });

    // Gone: the session, the sign-in, the profile, and the username for good.
    expect((await call(leaver, 'GET', '/api/users/profile')).statusCode).toBe(401);
    expect((await attemptLogIn(t.app, leaver.username, PASSWORD)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/users/profile/${leaver.username}`)).statusCode).toBe(404);
    await expect(signUp(t.app, { username: leaver.username.toUpperCase() })).rejects.toThrow(
      'That username is taken',
    );

    // What they made stays readable, credited to deleted user, the approved version too.
    const faction = await get<{ acl: { author: string } }>(null, `/api/factions/${made.faction}`);
    expect(faction.acl.author).toBe(DELETED_USER);
    expect((await get<{ author: string }>(null, `/api/scenarios/${made.scenario}`)).author).toBe(
      DELETED_USER,
    );
    expect(
      (await get<{ acl: { author: string } }>(mod, `/api/pages/${made.page}`)).acl.author,
    ).toBe(DELETED_USER);
    const [version] = await t.database.db
      .select({ author: sql<string>`${factionVersions.snapshot}->'faction'->>'author'` })
      .from(factionVersions)
      .where(eq(factionVersions.factionId, made.faction));
    expect(version?.author).toBe(DELETED_USER);

    // The stayer's faction and page lose an editor and a like, and nothing else.
    const stayed = await get<{ acl: { author: string; editors: string[] }; likes: number }>(
      stayer,
      `/api/factions/${shared.faction}`,
    );
    expect(stayed).toMatchObject({
      acl: { author: stayer.username, editors: [] },
      likes: likesBefore - 1,
    });
    const page = await get<{ acl: { editors: string[] } }>(stayer, `/api/pages/${shared.page}`);
    expect(page.acl.editors).toEqual([]);

    const log = await get<ModerationLog>(mod, '/api/modlog');
    expect(log.entries[0]).toMatchObject({
      actor: leaver.username,
      action: 'account-delete',
      kind: 'user',
      itemTitle: leaver.username,
      reason: '1 factions, 1 scenarios and 1 pages now credited to deleted user',
    });
  });

  it("refuses to delete the administrator's account, and asks a session", async () => {
    const admin = await logInAdmin(t.app);
    const refused = await call(admin, 'POST', '/api/users/delete', {
      password: 'admin-password-for-tests',
    });
    expect(refused.statusCode).toBe(403);
    expect(body<ErrorAnswer>(refused).message).toBe(
      "The administrator's account cannot be deleted",
    );
    expect((await call(null, 'POST', '/api/users/delete', { password: 'x' })).statusCode).toBe(401);
  });
});
