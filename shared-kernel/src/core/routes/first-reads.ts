import { operationPath, operations } from '../api/index.js';
import { remoteForPath } from './route-table.js';

/**
 * The addresses of the public reads a page starts with, shared by the calls that make them
 * (`@muster/shared-kernel/client`) and the server, which preloads them in the page it sends.
 */
export const START_READS = {
  /** The site's settings, which every page reads. */
  site: operationPath(operations.getSite),
  ruleset: operationPath(operations.getRuleset),
  /** The official point formula in force: costs and the ruleset's formula line use it. */
  activeFormula: operationPath(operations.getActiveFormula),
  /** The ability templates, which a faction's costs count. */
  abilityTemplates: operationPath(operations.listAbilityTemplates),
  faction: (idOrSlug: string) => operationPath(operations.getFaction, { id: idOrSlug }),
  scenario: (slug: string) => operationPath(operations.getScenario, { id: slug }),
  /** A faction's units and weapons, by its id (the server finds it to preload them). */
  unitsOfFaction: (factionId: string) => operationPath(operations.listUnits, { factionId }),
  weaponsOfFaction: (factionId: string) => operationPath(operations.listWeapons, { factionId }),
  /** A user's public profile: a faction or scenario page names its author by display name. */
  profile: (username: string) => operationPath(operations.getProfile, { username }),
} as const;

/**
 * The id of the element in which the server sends, inside the page, the answers of the page's
 * first reads (`{ [address]: answer }`), so the page does not ask for them again.
 */
export const PAGE_READS_ELEMENT_ID = 'muster-page-reads';

/**
 * The name a detail page's path carries (its second segment: the slug of `/factions/:slug`),
 * decoded; null when there is none or it is not a valid address.
 */
export function pathName(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What the page of a path reads first from the API, so the server can send the answers inside the
 * page: the site's settings always; the ruleset and the formula in force on `/` and
 * `/ruleset`; the faction, the ability templates and the formula in force on `/factions/:slug`;
 * the scenario on `/scenarios/:slug`. Only reads a visitor may make: a
 * signed-in reader's call sends a token and does not use them.
 */
export function firstReads(pathname: string): string[] {
  const reads: string[] = [START_READS.site];
  if (remoteForPath(pathname) === null) return reads;
  const [first] = pathname.split('/').filter(Boolean);
  const name = pathName(pathname);
  if (first === undefined || (first === 'ruleset' && name === null)) {
    reads.push(START_READS.ruleset, START_READS.activeFormula);
  } else if (first === 'factions' && name !== null) {
    reads.push(START_READS.faction(name), START_READS.abilityTemplates, START_READS.activeFormula);
  } else if (first === 'scenarios' && name !== null) {
    reads.push(START_READS.scenario(name));
  }
  return reads;
}
