/**
 * The demo pages' rosters, as the roster tool shares them: the export file's JSON, deflated (raw)
 * and written in base64url without padding, in the hash of `/rosters` (`/rosters#share=…`; see the
 * kernel's client/rosters/share-link.ts). Built from the seeded units at seed time, so each link
 * holds the units exactly as the API answers them, in the roster's formations.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { ROSTER_FILE_VERSION, RosterFile, type Unit } from '@muster/shared-kernel/core/model';
import { Value } from 'typebox/value';
import type { DemoRoster } from './demo-content.js';

/** The path of a roster share link, before its code. */
export const SHARE_PATH = '/rosters#share=';

/** A seeded faction with its units, as the API answers them. */
export interface SeededFaction {
  title: string;
  slug: string;
  units: Unit[];
}

/** The export file of a demo roster, checked against the roster file schema. */
export function demoRosterFile(roster: DemoRoster, faction: SeededFaction): RosterFile {
  const file: RosterFile = {
    version: ROSTER_FILE_VERSION,
    faction_title: faction.title,
    faction_slug: faction.slug,
    name: roster.name,
    point_limit: roster.pointLimit,
    formations: roster.formations,
    unit_list: roster.units.map(({ unitName, count, formation }) => {
      const unit = faction.units.find((item) => item.unitName === unitName);
      if (!unit) throw new Error(`demo roster ${roster.key} names an unknown unit: ${unitName}`);
      if (!roster.formations[formation])
        throw new Error(`demo roster ${roster.key} names an unknown formation: ${formation}`);
      return { count, obj: unit, formation };
    }),
  };
  const problem = Value.Errors(RosterFile, file)[0];
  if (problem)
    throw new Error(`demo roster ${roster.key} is not a roster file: ${problem.message}`);
  return file;
}

/** The share code of a roster file: what follows `#share=`. */
export function shareCode(file: RosterFile): string {
  return deflateRawSync(Buffer.from(JSON.stringify(file), 'utf8')).toString('base64url');
}

/** The roster file a share code holds (the inverse of {@link shareCode}); throws on a bad code. */
export function readShareCode(code: string): unknown {
  return JSON.parse(inflateRawSync(Buffer.from(code, 'base64url')).toString('utf8'));
}

/**
 * A page's markdown with each `{{roster:key}}` line replaced by a link to that roster on a line of
 * its own, which the page shows as the roster's summary.
 */
export function withRosterLinks(markdown: string, links: ReadonlyMap<string, string>): string {
  return markdown.replace(/\{\{roster:([a-z0-9-]+)\}\}/g, (_, key: string) => {
    const link = links.get(key);
    if (!link) throw new Error(`demo page names an unknown roster: ${key}`);
    return link;
  });
}
