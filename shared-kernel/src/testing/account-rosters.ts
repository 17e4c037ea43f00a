/**
 * The mock API's account rosters, as api/src/routes/account-rosters.ts answers them: each user's
 * own, a save checked against the revision the device last had (when another device changed it
 * since, the later change keeps the key and the other is kept as a '… (conflict copy)' under a
 * new key), a save reviving a deleted roster, and a deletion that answers the roster instead when
 * it changed since.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  LIMITS,
  operations,
  type AccountRoster,
  type RosterFile,
  type UserProfile,
} from '@muster/shared-kernel/core';
import { changeTime } from '@muster/shared-kernel/core/model';
import type { MockDb } from './mock-db.js';
import { failure, on } from './operation-handler.js';

/** The API's defaults: how many rosters a user may keep, and the largest export file. */
export const MOCK_ACCOUNT_ROSTERS_LIMIT = 500;
export const MOCK_ACCOUNT_ROSTER_MAX_BYTES = 512 * 1024;

const COPY_SUFFIX = ' (conflict copy)';

/** A roster's name with the conflict-copy mark, within the name's limit. */
const copyName = (name: string) =>
  `${name.slice(0, LIMITS.roster.name.maxLength - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

/** The key a conflict copy gets: `roster_{slug}_{ms}`, unused by the user. */
function copyKey(file: RosterFile, rosters: readonly AccountRoster[]): string {
  let stamp = Date.now();
  while (rosters.some((roster) => roster.key === `roster_${file.faction_slug}_${stamp}`))
    stamp += 1;
  return `roster_${file.faction_slug}_${stamp}`;
}

/** The handlers; `actorOf` is the signed-in user a request's token names. */
export function accountRosterHandlers(
  db: MockDb,
  actorOf: (request: Request) => UserProfile | null,
): HttpHandler[] {
  const unauthorized = () => failure(401, 'Unauthorized', 'Authentication required');
  /** The user's rosters, made on first use. */
  const rostersOf = (actor: UserProfile): AccountRoster[] => {
    db.accountRosters[actor.username] ??= [];
    return db.accountRosters[actor.username] as AccountRoster[];
  };
  const kept = (rosters: readonly AccountRoster[], except: string) =>
    rosters.filter((roster) => !roster.deleted && roster.key !== except).length;
  /** Stores `roster` under its key in `rosters`, replacing what was there. */
  const put = (rosters: AccountRoster[], roster: AccountRoster): AccountRoster => {
    const index = rosters.findIndex((stored) => stored.key === roster.key);
    if (index >= 0) rosters[index] = roster;
    else rosters.push(roster);
    return roster;
  };
  return [
    on(operations.listAccountRosters, ({ request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      return HttpResponse.json([...rostersOf(actor)].sort((a, b) => a.created - b.created));
    }),
    on(operations.saveAccountRoster, ({ body, params, request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const bytes = new TextEncoder().encode(JSON.stringify(body.file)).length;
      if (bytes > MOCK_ACCOUNT_ROSTER_MAX_BYTES) {
        const kb = (n: number) => Math.ceil(n / 1024);
        return failure(
          413,
          'Payload Too Large',
          `This roster is too large to keep in your account (${kb(bytes)} KB, at most ${kb(MOCK_ACCOUNT_ROSTER_MAX_BYTES)} KB)`,
        );
      }
      const tooMany = () =>
        failure(
          409,
          'Conflict',
          `You can keep at most ${MOCK_ACCOUNT_ROSTERS_LIMIT} rosters in your account: delete some first`,
        );
      const rosters = rostersOf(actor);
      const stored = rosters.find((roster) => roster.key === params.key);
      const incoming = {
        created: body.created,
        changedAt: changeTime(body.changedAt, Date.now()).toISOString(),
        file: body.file,
      };
      if ((!stored || stored.deleted) && kept(rosters, params.key) >= MOCK_ACCOUNT_ROSTERS_LIMIT)
        return tooMany();
      const at = (key: string, values: typeof incoming, revision: number) =>
        put(rosters, { key, revision, deleted: false, ...values });
      if (!stored || stored.deleted || stored.revision === body.baseRevision) {
        return HttpResponse.json({
          saved: at(params.key, incoming, (stored?.revision ?? 0) + 1),
        });
      }
      // Both changed it since the device's revision: the later keeps the key.
      if (kept(rosters, params.key) + 1 >= MOCK_ACCOUNT_ROSTERS_LIMIT) return tooMany();
      const storedValues = {
        created: stored.created,
        changedAt: stored.changedAt,
        file: stored.file as RosterFile,
      };
      const [winner, loser] =
        Date.parse(incoming.changedAt) > Date.parse(stored.changedAt)
          ? [incoming, storedValues]
          : [storedValues, incoming];
      const saved = at(params.key, winner, stored.revision + 1);
      const copyFile = { ...loser.file, name: copyName(loser.file.name) };
      const conflictCopy = at(
        copyKey(copyFile, rosters),
        { ...loser, created: Date.now(), file: copyFile },
        1,
      );
      return HttpResponse.json({ saved, conflictCopy });
    }),
    on(operations.deleteAccountRoster, ({ params, request, url }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const rosters = rostersOf(actor);
      const stored = rosters.find((roster) => roster.key === params.key);
      if (!stored) return failure(404, 'Not Found', 'Roster not found');
      const baseRevision = url.searchParams.get('baseRevision') ?? '';
      if (!/^[0-9]{1,9}$/.test(baseRevision)) {
        return failure(
          400,
          'Bad Request',
          'querystring/baseRevision must match pattern "^[0-9]{1,9}$"',
        );
      }
      const base = Number(baseRevision);
      if (stored.deleted || stored.revision !== base) return HttpResponse.json(stored);
      return HttpResponse.json(
        put(rosters, {
          key: stored.key,
          created: stored.created,
          revision: stored.revision + 1,
          changedAt: new Date().toISOString(),
          deleted: true,
        }),
      );
    }),
  ];
}
