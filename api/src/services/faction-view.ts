import { can, type Actor } from '../auth/permissions.js';
import type { Database } from '../db/client.js';
import { found } from '../errors.js';
import {
  factionVersionsRepository,
  type FactionRow,
  type FactionVersion,
} from '../repositories/faction-versions.js';

/**
 * Which state of a faction a reader sees: its author, listed editors and moderators
 * see the working copy (the rows), which they edit; everyone else sees the latest approved
 * version, whether the faction is listed or not (a draft, unticked, disapproved or banished), or
 * nothing: what waits for review never reaches them, and a faction never approved is not found.
 * Listing only decides whether it appears in the public's lists.
 */
export function factionView(db: Database) {
  const versions = factionVersionsRepository(db);
  return {
    /**
     * The version `actor` (null: a visitor) sees of `faction`, or null for the working copy; a
     * 404 when it sees none, the same as for what does not exist: '{what} not found'.
     */
    async versionFor(
      faction: FactionRow,
      actor: Actor | null,
      what = 'Faction',
    ): Promise<FactionVersion | null> {
      if (actor && can(actor, 'faction:edit', faction)) return null;
      return found(await versions.latest(faction.id), what);
    },
  };
}
export type FactionView = ReturnType<typeof factionView>;
