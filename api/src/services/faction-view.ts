import { factionVersionShown } from '@muster/shared-kernel/core';
import type { Actor } from '../auth/permissions.js';
import type { Database } from '../db/client.js';
import {
  factionVersionsRepository,
  type FactionRow,
  type FactionVersion,
} from '../repositories/faction-versions.js';

/**
 * Which state of a faction a reader sees, by the kernel's `factionVersionShown`: its author,
 * listed editors and moderators see the working copy (the rows), which they edit; everyone else
 * sees the latest approved version, whether the faction is listed or not (a draft, unticked,
 * disapproved or banished), so what waits for review never reaches them; a faction never
 * approved is read by anyone with its link as its working copy (unlisted, not secret). Listing
 * only decides whether it appears in the public's lists.
 */
export function factionView(db: Database) {
  const versions = factionVersionsRepository(db);
  return {
    /** The version `actor` (null: a visitor) sees of `faction`, or null for the working copy. */
    async versionFor(faction: FactionRow, actor: Actor | null): Promise<FactionVersion | null> {
      return factionVersionShown(actor, faction, await versions.latest(faction.id));
    },
  };
}
export type FactionView = ReturnType<typeof factionView>;
