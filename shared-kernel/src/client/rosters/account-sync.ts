/**
 * Keeps a signed-in user's rosters in their account as well as in this browser, and changes
 * flowing both ways. The browser's store stays the rosters' home: a run compares what it holds
 * with what this device last synced, sends the changes, writes what the server answers, then
 * reads the account's list and brings this browser up to date. The server decides conflicts (see
 * the account roster operations of /core): a change made on two devices keeps both, the other as
 * a '… (conflict copy)', and a deletion never silently beats a change.
 *
 * Pure: no React, no DOM events, no timers. The rosters remote decides when a run happens, and
 * downloads this module only for a signed-in user, after the page has drawn.
 */
import {
  OFFLINE_MESSAGE,
  operations,
  type AccountRoster,
  type AccountRosterSaved,
  type Roster,
  type RosterFile,
  type SaveAccountRosterPayload,
} from '@muster/shared-kernel/core';
// Through the package, as the rest of /client/rosters: this entry is a singleton of its own, and
// a relative import would bundle a second copy of the client's session and calls into it.
import { ApiRequestError, callOperation, isOnline } from '@muster/shared-kernel/client';
import { exportRoster, type RosterStore } from './roster-store.js';

/** The calls of the account's rosters that a run makes. */
export interface AccountRosterApi {
  /** The account's rosters, deleted ones marked. */
  list(): Promise<AccountRoster[]>;
  /** Keeps a roster in the account under `key`. */
  save(key: string, change: SaveAccountRosterPayload): Promise<AccountRosterSaved>;
  /** Deletes a roster from the account, or answers it when it changed since `baseRevision`. */
  remove(key: string, baseRevision: number): Promise<AccountRoster>;
}

/**
 * The API's calls, quiet: a run says what went wrong in its outcome, once, instead of a toast per
 * call.
 */
export const accountRosterApi: AccountRosterApi = {
  list: () => callOperation(operations.listAccountRosters, {}, { quiet: true }),
  save: (key, body) =>
    callOperation(operations.saveAccountRoster, { params: { key }, body }, { quiet: true }),
  remove: (key, baseRevision) =>
    callOperation(
      operations.deleteAccountRoster,
      { params: { key }, query: { baseRevision } },
      { quiet: true },
    ),
};

/** What one run did. */
export interface SyncOutcome {
  /** Rosters sent to the account (saved or deleted). */
  pushed: number;
  /** Rosters this browser took from the account (written, put back or removed). */
  pulled: number;
  /** The names of the conflict copies the run brought here. */
  conflictCopies: string[];
  /**
   * Rosters of this browser made before the user first synced here, which go to the account only
   * if the user says so ({@link AccountSync.accept}).
   */
  offer: Roster[];
  /**
   * The keys of this browser's rosters the account holds (sent from here or taken from it); the
   * others (offered, declined, not sent yet) are only in this browser.
   */
  kept: string[];
  /** What went wrong, in words a screen can show (the roster stays in this browser). */
  error?: string;
  /** The network was unreachable: what is left waits for the next run. */
  offline?: boolean;
}

/** A user's roster sync on this device. */
export interface AccountSync {
  /** Sends this browser's changes, then takes the account's. Never throws. */
  run(): Promise<SyncOutcome>;
  /** Sends the offered rosters `keys` to the account, then runs. */
  accept(keys: readonly string[]): Promise<SyncOutcome>;
  /** Never offers the rosters `keys` again. */
  decline(keys: readonly string[]): void;
  /**
   * Notes that a roster of this browser changed now: when two devices changed a roster, the
   * later change keeps it, so a change sent hours after it was made (offline) says when it was
   * made. Cheap: call it on every change of the store.
   */
  noticeChange(): void;
  /** Whether a change of this browser waits to be sent (one made while a run was on its way). */
  pending(): boolean;
}

/** What {@link createAccountSync} works with. */
export interface AccountSyncOptions {
  store: RosterStore;
  /** Where the run keeps its bookkeeping (localStorage), under {@link syncStorageKey}. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  api?: AccountRosterApi;
  username: string;
  /**
   * When this session signed in (ms): rosters made since go to the account by themselves; older
   * ones this device never synced are offered. Without it, the first sync here is the line.
   */
  signedInAt?: number;
  now?: () => number;
  /** How long one call may take before the run stops as if offline (tests shorten it). */
  callTimeoutMs?: number;
}

/** A roster as this device last synced it: the account's revision and a hash of its content. */
interface SyncedRoster {
  revision: number;
  hash: string;
}

/** The bookkeeping of one user on this device. */
interface SyncState {
  /** When the user first synced on this device (ms): older unknown rosters are offered. */
  since: number;
  synced: Record<string, SyncedRoster>;
  /** Offered rosters the user agreed to send, until they are sent. */
  accepted: string[];
  /** Offered rosters the user declined: never offered again. */
  declined: string[];
  /** When this browser's rosters last changed (ms), while that change is not sent yet. */
  changedAt?: number;
  /**
   * Saves sent whose answer has not arrived, by key: the hash of what was sent. A page closed
   * while one was on its way finds it here, and learns from the account's list whether the
   * account kept it, rather than sending a later change from the old revision (which the
   * account would take for a change made on another device).
   */
  sending?: Record<string, string>;
}

/**
 * The bookkeeping's key. Not `roster_…`: the store reads every key with that prefix as a
 * roster.
 */
export const syncStorageKey = (username: string) => `muster-roster-sync:${username}`;

/** JSON with its object keys sorted, so the same content hashes the same whatever its order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A 53-bit hash of a text (cyrb53): enough to tell a changed roster from the one synced, without
 * keeping a second copy of every roster in the storage.
 */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The hash of what the account keeps of a roster: its export file. */
const hashOf = (file: RosterFile): string => hashText(canonical(file));
const rosterHash = (roster: Roster): string => hashOf(exportRoster(roster, true));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function readState(text: string | null): SyncState | null {
  let json: unknown;
  try {
    json = text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.since !== 'number') return null;
  const synced: Record<string, SyncedRoster> = {};
  if (isRecord(json.synced)) {
    for (const [key, entry] of Object.entries(json.synced)) {
      if (isRecord(entry) && typeof entry.revision === 'number' && typeof entry.hash === 'string')
        synced[key] = { revision: entry.revision, hash: entry.hash };
    }
  }
  const sending: Record<string, string> = {};
  if (isRecord(json.sending)) {
    for (const [key, hash] of Object.entries(json.sending))
      if (typeof hash === 'string') sending[key] = hash;
  }
  return {
    since: json.since,
    synced,
    accepted: strings(json.accepted),
    declined: strings(json.declined),
    ...(typeof json.changedAt === 'number' ? { changedAt: json.changedAt } : {}),
    ...(Object.keys(sending).length > 0 ? { sending } : {}),
  };
}

/** Why a run stops: the network, or an answer that no other call will do better with. */
class StopRun extends Error {
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message);
  }
}

/** What a failed call means for the run: a roster refused (too many, too large) or a stop. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 409 || error.status === 413) return error.serverMessage ?? error.message;
    throw new StopRun(error.message, error.status === 0);
  }
  throw new StopRun(`Your rosters were not synced: ${String(error)}`, false);
}

/**
 * How long one call of a run may take. A request caught by a dropped connection can wait for an
 * answer that never comes, and the run would hold every later one until the page reloads; given
 * up on, it stops the run as offline, and a save it may have delivered is settled by the next run
 * (`sending`).
 */
export const CALL_TIMEOUT_MS = 30_000;

/** `call`, or a network failure once it has taken longer than `ms`. */
function inTime<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiRequestError(0, 'The account did not answer in time')),
      ms,
    );
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** The sync of `username`'s rosters on this device. */
export function createAccountSync({
  store,
  storage,
  api = accountRosterApi,
  username,
  signedInAt,
  now = Date.now,
  callTimeoutMs = CALL_TIMEOUT_MS,
}: AccountSyncOptions): AccountSync {
  const stateKey = syncStorageKey(username);
  /**
   * Rosters the account refused (too many, too large), by key, with the content refused: tried
   * again when they change, or on the next page, not on every run (each refusal is shown).
   */
  const refused = new Map<string, string>();

  const load = (): SyncState | null => readState(storage.getItem(stateKey));
  function keep(state: SyncState): void {
    try {
      storage.setItem(stateKey, JSON.stringify(state));
    } catch {
      // A full storage: the next run finds the old bookkeeping and sends again, which the server
      // takes (a second save of the same content) or resolves as a conflict; nothing is lost.
    }
  }

  /** Writes an account roster into the store under its key; the hash of what the store holds. */
  async function writeLocally(
    roster: AccountRoster & { file: RosterFile },
    local: Roster | null,
  ): Promise<string | null> {
    const { version: _version, ...file } = roster.file;
    // Which version the owner chose to keep away from is this device's choice: it stays.
    const declined = local?.declined_version;
    const written = await store.save({
      ...file,
      key: roster.key,
      created: roster.created,
      ...(declined === undefined ? {} : { declined_version: declined }),
    });
    return written.ok ? rosterHash(written.roster) : null;
  }

  const hasFile = (roster: AccountRoster): roster is AccountRoster & { file: RosterFile } =>
    !roster.deleted && roster.file !== undefined;

  /** Rosters made after this are this session's own; older unknown ones are offered. */
  const cutoff = (state: SyncState) => signedInAt ?? state.since;

  /** The rosters of this browser that are offered (made before signing in, never synced). */
  function offerOf(state: SyncState): Roster[] {
    return store
      .list()
      .filter(
        (roster) =>
          !(roster.key in state.synced) &&
          !state.declined.includes(roster.key) &&
          !state.accepted.includes(roster.key) &&
          roster.created <= cutoff(state),
      );
  }

  /** The keys of this browser's rosters the account holds, as far as this device knows. */
  const keptOf = (state: SyncState | null): string[] =>
    store
      .list()
      .filter((roster) => state !== null && roster.key in state.synced)
      .map((roster) => roster.key);

  /** Whether a roster of this browser goes to the account without asking. */
  const sendsItself = (state: SyncState, roster: Roster) =>
    roster.created > cutoff(state) || state.accepted.includes(roster.key);

  async function push(state: SyncState, outcome: SyncOutcome): Promise<void> {
    const errors: string[] = [];
    const keys = new Set([
      ...store.list().map((roster) => roster.key),
      ...Object.keys(state.synced),
    ]);
    for (const key of keys) {
      const entry = state.synced[key];
      if (!store.has(key)) {
        if (entry) await pushDeletion(state, outcome, key, entry);
        continue;
      }
      // Present but not readable yet (checked in the background) or at all: left as it is.
      const local = store.get(key);
      if (!local) continue;
      const hash = rosterHash(local);
      if (entry ? entry.hash === hash : !sendsItself(state, local)) continue;
      if (refused.get(key) === hash) continue;
      const error = await pushChange(state, outcome, local, hash, entry);
      if (error) errors.push(error);
    }
    if (errors.length > 0) outcome.error = errors.join(' ');
  }

  async function pushDeletion(
    state: SyncState,
    outcome: SyncOutcome,
    key: string,
    entry: SyncedRoster,
  ): Promise<void> {
    let answer: AccountRoster;
    try {
      answer = await inTime(api.remove(key, entry.revision), callTimeoutMs);
    } catch (error) {
      // Gone from the account as well: nothing left to delete.
      if (error instanceof ApiRequestError && error.status === 404) {
        delete state.synced[key];
        return;
      }
      refusalOf(error);
      return;
    }
    outcome.pushed += 1;
    if (!hasFile(answer)) {
      delete state.synced[key];
      return;
    }
    // Changed on another device since this one last had it: the change wins over the deletion.
    const hash = store.has(key) ? null : await writeLocally(answer, null);
    if (hash !== null) {
      state.synced[key] = { revision: answer.revision, hash };
      outcome.pulled += 1;
    }
  }

  /** Sends a changed or new roster; answers the account's refusal in words, if it refused. */
  async function pushChange(
    state: SyncState,
    outcome: SyncOutcome,
    local: Roster,
    hash: string,
    entry: SyncedRoster | undefined,
  ): Promise<string | null> {
    const baseRevision = entry?.revision ?? 0;
    let answer: AccountRosterSaved;
    // Known offline, nothing leaves: nothing to remember as sent.
    if (!isOnline()) throw new StopRun(OFFLINE_MESSAGE, true);
    state.sending = { ...state.sending, [local.key]: hash };
    keep(state);
    try {
      answer = await inTime(
        api.save(local.key, {
          baseRevision,
          created: local.created,
          changedAt: new Date(state.changedAt ?? now()).toISOString(),
          file: exportRoster(local, true),
        }),
        callTimeoutMs,
      );
    } catch (error) {
      // Refused, it was not kept; lost on the way, the next run asks the account (`sending`).
      const message = refusalOf(error);
      delete state.sending[local.key];
      refused.set(local.key, hash);
      return message;
    }
    delete state.sending[local.key];
    refused.delete(local.key);
    state.accepted = state.accepted.filter((key) => key !== local.key);
    outcome.pushed += 1;
    const { saved, conflictCopy } = answer;
    const current = store.get(local.key);
    const unchangedSince = current !== null && rosterHash(current) === hash;
    if (hasFile(saved) && hashOf(saved.file) !== hashOf(exportRoster(local, true))) {
      // The other device's change won the key. A change made here while the call was on its
      // way is not overwritten: it is sent again from the old revision, and the server keeps
      // both.
      const written = unchangedSince ? await writeLocally(saved, current) : null;
      state.synced[local.key] =
        written === null
          ? { revision: baseRevision, hash }
          : { revision: saved.revision, hash: written };
    } else {
      state.synced[local.key] = { revision: saved.revision, hash };
    }
    if (conflictCopy && hasFile(conflictCopy)) {
      const written = await writeLocally(conflictCopy, store.get(conflictCopy.key));
      if (written !== null) {
        state.synced[conflictCopy.key] = { revision: conflictCopy.revision, hash: written };
        outcome.conflictCopies.push(conflictCopy.file.name);
      }
    }
    return null;
  }

  async function accountList(): Promise<AccountRoster[]> {
    try {
      return await inTime(api.list(), callTimeoutMs);
    } catch (error) {
      if (error instanceof ApiRequestError) throw new StopRun(error.message, error.status === 0);
      throw new StopRun(`Your rosters were not synced: ${String(error)}`, false);
    }
  }

  /**
   * The saves of an earlier page whose answers never came: each the account kept (it holds what
   * was sent) is synced at the account's revision, so what changed here since goes from there.
   */
  async function settleSends(state: SyncState): Promise<void> {
    const sending = state.sending ?? {};
    if (Object.keys(sending).length === 0) return;
    for (const roster of await accountList()) {
      const sent = sending[roster.key];
      if (sent !== undefined && hasFile(roster) && hashOf(roster.file) === sent)
        state.synced[roster.key] = { revision: roster.revision, hash: sent };
    }
    delete state.sending;
    keep(state);
  }

  async function pull(state: SyncState, outcome: SyncOutcome): Promise<void> {
    const rosters = await accountList();
    for (const roster of rosters) {
      const entry = state.synced[roster.key];
      const present = store.has(roster.key);
      const local = present ? store.get(roster.key) : null;
      // Unreadable for now (checked in the background): the next run sees it.
      if (present && !local) continue;
      const localHash = local ? rosterHash(local) : null;
      if (!hasFile(roster)) {
        if (!entry) continue;
        // Deleted on another device, and not changed here since: it goes here too.
        if (localHash === null || localHash === entry.hash) {
          if (present) {
            store.remove(roster.key);
            outcome.pulled += 1;
          }
          delete state.synced[roster.key];
        }
        continue;
      }
      if (entry) {
        // Changed here since: the next run sends it, and the server keeps both changes.
        if (roster.revision <= entry.revision || localHash !== entry.hash) continue;
      } else if (local) {
        // The same roster kept before from here: known from now on; a different one is left
        // to the offer, or sent, and the server keeps both.
        if (localHash === hashOf(roster.file))
          state.synced[roster.key] = { revision: roster.revision, hash: localHash };
        continue;
      }
      const written = await writeLocally(roster, local);
      if (written !== null) {
        state.synced[roster.key] = { revision: roster.revision, hash: written };
        outcome.pulled += 1;
      }
    }
  }

  async function run(): Promise<SyncOutcome> {
    const outcome: SyncOutcome = {
      pushed: 0,
      pulled: 0,
      conflictCopies: [],
      offer: [],
      kept: [],
    };
    const state = load() ?? { since: now(), synced: {}, accepted: [], declined: [] };
    keep(state);
    try {
      await settleSends(state);
      await push(state, outcome);
      await pull(state, outcome);
      // Sent, or refused until changed again (which is noticed again).
      delete state.changedAt;
    } catch (error) {
      if (!(error instanceof StopRun)) throw error;
      outcome.error = error.message;
      if (error.offline) outcome.offline = true;
    }
    // What was done before a stop is kept: it happened on the server too.
    state.declined = state.declined.filter((key) => store.has(key));
    keep(state);
    outcome.offer = offerOf(state);
    outcome.kept = keptOf(state);
    return outcome;
  }

  async function safeRun(): Promise<SyncOutcome> {
    try {
      return await run();
    } catch (error) {
      return {
        pushed: 0,
        pulled: 0,
        conflictCopies: [],
        offer: [],
        kept: keptOf(load()),
        error: `Your rosters were not synced: ${String(error)}`,
      };
    }
  }

  return {
    run: safeRun,
    accept(keys) {
      const state = load();
      if (state) keep({ ...state, accepted: [...new Set([...state.accepted, ...keys])] });
      return safeRun();
    },
    decline(keys) {
      const state = load();
      if (state) keep({ ...state, declined: [...new Set([...state.declined, ...keys])] });
    },
    noticeChange() {
      const state = load();
      if (state) keep({ ...state, changedAt: now() });
    },
    pending() {
      const state = load();
      if (!state) return true;
      const changed = store.list().some((roster) => {
        const entry = state.synced[roster.key];
        const hash = rosterHash(roster);
        if (refused.get(roster.key) === hash) return false;
        return entry ? entry.hash !== hash : sendsItself(state, roster);
      });
      return changed || Object.keys(state.synced).some((key) => !store.has(key));
    },
  };
}
