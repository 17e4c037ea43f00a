/**
 * The mock API's calls of a user's own account as a whole, as api/src/routes/users.ts and
 * account.ts answer them: the display name and recovery email, 'Download my data' as one JSON
 * file, and the deletion that keeps what the user made for the community, credited to
 * {@link DELETED_USER}, and retires the username.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  DELETED_USER,
  operations,
  sameUsername,
  type AccountData,
  type UserProfile,
} from '@muster/shared-kernel/core';
import type { MockDb } from './mock-db.js';
import { failure, on } from './operation-handler.js';

/**
 * When every mock account was made: the mock keeps no such date, and a fixed one keeps a test's
 * download the same every run.
 */
export const MOCK_ACCOUNT_CREATED = '2026-01-01T00:00:00.000Z';

/** Whether `username` was a deleted account's: registration refuses it, in any case. */
export const isRetiredUsername = (db: MockDb, username: string): boolean =>
  db.retiredUsernames.includes(username.toLowerCase());

/** A thing as the download gives it: a plain object of its stored fields. */
const row = (thing: object): Record<string, unknown> => ({ ...thing });

/** Everything the mock keeps of and by `profile`, as the API's download gives it. */
function accountData(db: MockDb, profile: UserProfile): AccountData {
  const { username } = profile;
  const mine = (author: string) => sameUsername(author, username);
  return {
    format: 'muster-account-data',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      username,
      display: profile.display,
      email: profile.email ?? '',
      roles: profile.roles,
      createdAt: MOCK_ACCOUNT_CREATED,
    },
    likes: db.factions
      .filter((faction) => profile.likes.includes(faction._id))
      .map(({ _id, title }) => ({ _id, title })),
    devices: (db.sessions ?? [])
      .filter((session) => session.username === username)
      .map(({ browser, firstSeen, lastSeen }) => ({ browser, firstSeen, lastSeen })),
    factions: db.factions
      .filter((faction) => mine(faction.acl.author))
      .map((faction) => ({
        faction: row(faction),
        units: db.units.filter((unit) => unit.faction === faction._id).map(row),
        weapons: db.weapons.filter((weapon) => weapon.faction === faction._id).map(row),
      })),
    scenarios: db.scenarios.filter((scenario) => mine(scenario.author)).map(row),
    pages: db.pages.filter((page) => mine(page.acl.author)).map(row),
    // The mock keeps no uploaded images.
    images: [],
    // As the API gives them: each kept roster's export file under its key, oldest first.
    rosters: (db.accountRosters[username] ?? [])
      .filter((roster) => !roster.deleted && roster.file)
      .sort((a, b) => a.created - b.created)
      .map(({ key, file }) => ({ key, ...file })),
  };
}

let logged = 0;

/**
 * Deletes `profile`'s account as the API's one transaction does: its likes (each liked faction
 * counts one fewer), sessions, reset links and rosters go; its factions (approved versions too),
 * scenarios and pages stay, credited to {@link DELETED_USER}; it leaves every editors list; the
 * username is retired and the moderation log says so. Answers how many things stay.
 */
function deleteAccount(db: MockDb, profile: UserProfile) {
  const { username } = profile;
  const mine = (name: string) => sameUsername(name, username);
  for (const faction of db.factions)
    if (profile.likes.includes(faction._id)) faction.likes = Math.max(0, faction.likes - 1);
  const credit = <T>(items: T[], author: (item: T) => { author: string }): number => {
    let count = 0;
    for (const item of items) {
      const holder = author(item);
      if (!mine(holder.author)) continue;
      holder.author = DELETED_USER;
      count += 1;
    }
    return count;
  };
  const counts = {
    factions: credit(db.factions, (faction) => faction.acl),
    scenarios: credit(db.scenarios, (scenario) => scenario),
    pages: credit(db.pages, (page) => page.acl),
  };
  credit(db.factionVersions ?? [], (version) => version.faction.acl);
  for (const { acl } of [...db.factions, ...db.pages])
    acl.editors = acl.editors.filter((name) => !mine(name));
  db.sessions = (db.sessions ?? []).filter((session) => session.username !== username);
  db.resetLinks = db.resetLinks.filter((link) => link.username !== username);
  delete db.accountRosters[username];
  db.profiles = db.profiles.filter((other) => other !== profile);
  delete db.passwords[username];
  db.retiredUsernames.push(username.toLowerCase());
  logged += 1;
  (db.modlog ??= []).unshift({
    _id: `00000000-0000-4000-8000-4${String(logged).padStart(11, '0')}`,
    at: new Date().toISOString(),
    actor: username,
    action: 'account-delete',
    kind: 'user',
    itemId: username,
    itemTitle: username,
    reason: `${counts.factions} factions, ${counts.scenarios} scenarios and ${counts.pages} pages now credited to ${DELETED_USER}`,
  });
  return counts;
}

/** The handlers; `actorOf` is the signed-in user a request's token names, as createHandlers reads it. */
export function ownAccountHandlers(
  db: MockDb,
  actorOf: (request: Request) => UserProfile | null,
): HttpHandler[] {
  const unauthorized = () => failure(401, 'Unauthorized', 'Authentication required');
  return [
    on(operations.updateProfile, ({ body, request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      actor.display = body.display.trim() || actor.username;
      actor.email = body.email;
      return HttpResponse.json({ ...actor, email: actor.email });
    }),
    on(operations.exportAccount, ({ request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      return HttpResponse.json(accountData(db, actor), {
        headers: {
          'cache-control': 'no-store',
          'content-disposition': `attachment; filename="muster-${actor.username}.json"`,
        },
      });
    }),
    on(operations.deleteAccount, ({ body, request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      if (actor.roles.includes('admin')) {
        return failure(403, 'Forbidden', "The administrator's account cannot be deleted");
      }
      // A 403, not a 401: the client forgets its session on a 401, and this one is still good.
      if (db.passwords[actor.username] !== body.password) {
        return failure(403, 'Forbidden', 'Wrong password');
      }
      return HttpResponse.json({ deleted: true as const, ...deleteAccount(db, actor) });
    }),
  ];
}
