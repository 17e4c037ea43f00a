import { START_READS, firstReads, pathName, routePattern } from '@muster/shared-kernel/core';
import type { Database } from '../db/client.js';
import { communityRepository } from '../repositories/community.js';
import { factionsRepository } from '../repositories/factions.js';

/** What only the database knows of a page: looked up by the name in its address. */
export interface PageLookups {
  /** The id of the faction a slug names, or null. */
  factionId(slug: string): Promise<string | null>;
  /** The thumbnail a scenario page shows first, or null. */
  scenarioThumbnail(slug: string): Promise<string | null>;
}

/** The lookups, read from the database (any visitor may read any faction or scenario). */
export function databaseLookups(db: Database): PageLookups {
  const factions = factionsRepository(db);
  const community = communityRepository(db);
  return {
    factionId: async (slug) => (await factions.find(slug))?.id ?? null,
    scenarioThumbnail: async (slug) => (await community.findScenario(slug))?.thumbnailUrl || null,
  };
}

/** The API reads and images a page starts with, which the server preloads in it. */
export interface PageData {
  reads: string[];
  images: string[];
}

/** An image of this site's own store: the only kind a page preloads. */
const STORED_IMAGE = /^\/api\/image\/[0-9a-f]{64}$/;

/** Longer than any slug the server makes: not worth a lookup. */
const MAX_NAME_LENGTH = 200;

function decodedName(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return segment.length > MAX_NAME_LENGTH ? null : pathName(pathname);
}

/**
 * The reads and images of a page: its `firstReads`, and what needs the database first: on a
 * faction page its units and weapons (their addresses carry the faction's id), on a scenario
 * page its thumbnail, the largest thing it draws. A lookup that fails only preloads less.
 */
export async function pageData(pathname: string, lookups: PageLookups): Promise<PageData> {
  const data: PageData = { reads: firstReads(pathname), images: [] };
  const pattern = routePattern(pathname);
  const name = decodedName(pathname);
  if (name === null) return data;
  try {
    if (pattern === '/factions/:slug') {
      const id = await lookups.factionId(name);
      if (id) data.reads.push(START_READS.unitsOfFaction(id), START_READS.weaponsOfFaction(id));
    } else if (pattern === '/scenarios/:slug') {
      const thumbnail = await lookups.scenarioThumbnail(name);
      if (thumbnail && STORED_IMAGE.test(thumbnail)) data.images.push(thumbnail);
    }
  } catch {
    // The page works without its preloads.
  }
  return data;
}
