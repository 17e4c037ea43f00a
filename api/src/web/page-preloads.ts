import { START_READS, firstReads, pathName, routePattern } from '@muster/shared-kernel/core';
import type { Database } from '../db/client.js';
import { communityRepository } from '../repositories/community.js';
import { factionsRepository } from '../repositories/factions.js';

/** What only the database knows of a page: looked up by the name in its address. */
export interface PageLookups {
  /** The id and author of the faction a slug names, or null. */
  faction(slug: string): Promise<{ id: string; author: string } | null>;
  /** The thumbnail ('' for none) and author of the scenario a slug names, or null. */
  scenario(slug: string): Promise<{ thumbnail: string; author: string } | null>;
}

/**
 * The lookups, read from the database: a visitor reads any faction by its link (its latest
 * approved version, or a draft as it is) and any scenario.
 */
export function databaseLookups(db: Database): PageLookups {
  const factions = factionsRepository(db);
  const community = communityRepository(db);
  return {
    faction: async (slug) => {
      const row = await factions.find(slug);
      return row ? { id: row.id, author: row.author } : null;
    },
    scenario: async (slug) => {
      const row = await community.findScenario(slug);
      return row ? { thumbnail: row.thumbnailUrl, author: row.author } : null;
    },
  };
}

/** The API reads a page starts with, whose answers it carries, and the images it preloads. */
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
 * faction page its units and weapons (their addresses carry the faction's id) and its author's
 * profile; on a scenario page its author's profile and its thumbnail, the largest thing it draws.
 * A lookup that fails only carries and preloads less.
 */
export async function pageData(pathname: string, lookups: PageLookups): Promise<PageData> {
  const data: PageData = { reads: firstReads(pathname), images: [] };
  const pattern = routePattern(pathname);
  const name = decodedName(pathname);
  if (name === null) return data;
  try {
    if (pattern === '/factions/:slug') {
      const faction = await lookups.faction(name);
      if (faction) {
        data.reads.push(
          START_READS.unitsOfFaction(faction.id),
          START_READS.weaponsOfFaction(faction.id),
          START_READS.profile(faction.author),
        );
      }
    } else if (pattern === '/scenarios/:slug') {
      const scenario = await lookups.scenario(name);
      if (scenario) data.reads.push(START_READS.profile(scenario.author));
      if (scenario && STORED_IMAGE.test(scenario.thumbnail)) data.images.push(scenario.thumbnail);
    }
  } catch {
    // The page works without them: it asks for what it was not given.
  }
  return data;
}
