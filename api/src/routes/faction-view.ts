import { can, type Actor } from '../auth/permissions.js';
import type { Database } from '../db/client.js';
import {
  factionVersionsRepository,
  type FactionRow,
  type FactionVersion,
} from '../repositories/faction-versions.js';
import { isListed } from '../repositories/factions.js';

/**
 * Which state of a faction a reader sees (issue 16): its author, listed editors and moderators
 * see the working copy (the rows), which they edit; everyone else sees the latest approved
 * version while the faction is listed, and the working copy (as before versions) while it is not:
 * a draft or a faction in its first review, read by direct link.
 */
export function factionView(db: Database) {
  const versions = factionVersionsRepository(db);
  return {
    /** The version `actor` (null: a visitor) sees of `faction`, or null for the working copy. */
    async versionFor(faction: FactionRow, actor: Actor | null): Promise<FactionVersion | null> {
      if (faction.listedVersion === null || !isListed(faction)) return null;
      if (actor && can(actor, 'faction:edit', faction)) return null;
      return versions.find(faction.id, faction.listedVersion);
    },
  };
}
export type FactionView = ReturnType<typeof factionView>;
