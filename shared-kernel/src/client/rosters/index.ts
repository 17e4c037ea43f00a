/**
 * @muster/shared-kernel/client/rosters: the rosters of this browser (one federation singleton).
 * An entry of its own because it checks rosters with the core schemas: only the pages that read
 * or write rosters download it, and TypeBox with it.
 */
export {
  ROSTER_KEY_PREFIX,
  STORAGE_FULL_MESSAGE,
  createRosterStore,
  exportRoster,
  exportRosterText,
  memoryRosterStorage,
  parseRosterFile,
  rosterFileName,
  rosterStore,
} from './roster-store.js';
export type { NewRoster, RosterResult, RosterStorage, RosterStore } from './roster-store.js';
export { useRoster, useRosterList } from './use-rosters.js';
