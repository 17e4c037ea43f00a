/**
 * @muster/shared-kernel/client/rosters: the rosters of this browser (one federation singleton).
 * An entry of its own: only the pages that read or write rosters download it. It checks rosters
 * with the core schemas (TypeBox) in a chunk of its own, downloaded on the first write or import.
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
export { useRoster, useRosterChecking, useRosterList } from './use-rosters.js';
export { loadAccountSync } from './account-sync-loader.js';
export type {
  AccountRosterApi,
  AccountSync,
  AccountSyncOptions,
  SyncOutcome,
} from './account-sync.js';
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
export { useSharedRoster } from './use-shared-roster.js';
export { useRosterFaction } from './use-roster-faction.js';
export type { RosterFaction } from './use-roster-faction.js';
export { siteRosterRulesKey, useSiteRosterRules } from './use-roster-rules.js';
