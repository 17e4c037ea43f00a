import {
  can,
  factionVersionShown,
  type Faction,
  type FactionVersion,
  type UserProfile,
} from '@muster/shared-kernel/core';
import type { MockDb } from './mock-db.js';

/** The latest of faction `factionId`'s approved versions in `db`, or null (never approved). */
function latestVersion(db: MockDb, factionId: string): FactionVersion | null {
  let latest: FactionVersion | null = null;
  for (const version of db.factionVersions ?? [])
    if (version.faction._id === factionId && (!latest || version.number > latest.number))
      latest = version;
  return latest;
}

/** What one reader sees of a faction: an approved version (null: the working copy), answered. */
export interface FactionShown {
  version: FactionVersion | null;
  faction: Faction;
}

/**
 * What `actor` (null: a visitor) reads of the stored faction `stored`, by the kernel's
 * `factionVersionShown`, as api/src/routes/factions.ts answers it: its latest approved version
 * (with its likes and listing as they are now), or its working copy, whose review note only
 * those who may edit it read.
 */
export function factionShown(db: MockDb, stored: Faction, actor: UserProfile | null): FactionShown {
  const version = factionVersionShown(actor, stored.acl, latestVersion(db, stored._id));
  if (version) {
    const number = version.number;
    return {
      version,
      faction: {
        ...version.faction,
        likes: stored.likes,
        public: stored.public,
        reviewed: true,
        reviewNote: '',
        factionVersion: number,
        latestVersion: number,
      },
    };
  }
  const editor = can(actor, 'faction:edit', stored.acl);
  return { version: null, faction: editor ? stored : { ...stored, reviewNote: '' } };
}
