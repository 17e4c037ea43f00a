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
export {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARED_ROSTER_BYTES,
  MAX_SHARE_CODE_LENGTH,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  RosterTooLargeToShareError,
  decodeRoster,
  encodeRoster,
  encodeText,
  shareUrl,
} from './share-link.js';
export type { DecodedRoster } from './share-link.js';
export { sharedRosterKey, useSharedRoster } from './use-shared-roster.js';
export { useRosterFaction } from './use-roster-faction.js';
export type { RosterFaction } from './use-roster-faction.js';
