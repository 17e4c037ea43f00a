/**
 * The browser's rosters: kept in localStorage under `roster_{slug}_{timestamp}`,
 * exported to a versioned JSON file, imported back after validation. Nothing here throws: a
 * failure answers a message a screen can show as it is.
 *
 * Reads are synchronous and need no schema checker: the store checks a roster in full when it
 * writes it, so writes (and file imports) are asynchronous and download the checker
 * (roster-check.ts, TypeBox's Value module and the schemas) the first time; reads trust what the
 * store wrote (roster-shape.ts) and check anything else in the background.
 */
import {
  ROSTER_FILE_VERSION,
  type Formation,
  type Game,
  type Roster,
  type RosterEntry,
  type RosterFile,
} from '@muster/shared-kernel/core';
import type { Check } from './roster-check.js';
import { checkedRoster, storedRosterText } from './roster-shape.js';

import { ROSTER_KEY_PREFIX } from './roster-keys.js';

export { ROSTER_KEY_PREFIX };

/** Shown when the browser storage cannot take the roster. */
export const STORAGE_FULL_MESSAGE =
  'Your browser storage is full: the roster was not saved. Delete or export some rosters and try again.';

/** A Storage that can also list its keys (localStorage). */
export type RosterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The answer of a write: the roster, or a message saying why nothing was written. */
export type RosterResult = { ok: true; roster: Roster } | { ok: false; error: string };

/** What a new roster needs. */
export interface NewRoster {
  faction_title: string;
  faction_slug: string;
  name: string;
  point_limit?: number | null;
  unit_list?: RosterEntry[];
  /** The approved version of the faction it is built on, when it has one. */
  faction_version?: number;
  /** Its formations, which its lines name by index. */
  formations?: Formation[];
  /** The games played with it (an imported file's history). */
  games?: Game[];
}

/** The roster store of one storage. */
export interface RosterStore {
  /** Creates and saves a roster; its key is `roster_{slug}_{timestamp}`. */
  create(roster: NewRoster): Promise<RosterResult>;
  /**
   * Every stored roster, newest first (unreadable entries are skipped, and entries the store did
   * not write itself until they are checked: subscribers hear when they are).
   */
  list(): Roster[];
  /** One roster by key, or null (also while {@link RosterStore.checking} it). */
  get(key: string): Roster | null;
  /** True while a stored entry the store did not write itself is checked before it is read. */
  checking(key: string): boolean;
  /**
   * Whether an entry is stored under the key, readable or not: a roster being checked is
   * still there.
   */
  has(key: string): boolean;
  /**
   * Saves a roster under its key (quantity, name and limit changes), with the `created` it
   * gives; a key not in use yet makes a new entry (a roster kept in the account, brought here).
   */
  save(roster: Roster): Promise<RosterResult>;
  /**
   * Keeps a change at once, before its check: for a page that closes before its {@link
   * RosterStore.save} has run. A read checks the entry in full; when the save of the same change
   * follows and is refused, the entry gets back what it held. False when the storage refused it.
   */
  keep(roster: Roster): boolean;
  /** Deletes a roster; true when it existed. */
  remove(key: string): boolean;
  /** Parses, validates and saves an exported roster file as a new roster. */
  importFile(text: string): Promise<RosterResult>;
  /** Called after every change. */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change (a cheap snapshot for React). */
  version(): number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The export file of a roster (its fields plus the format version). Its games go with it only
 * when asked (`withGames`: the downloaded file and the copy kept in an account): a share link and
 * a verified list carry the list alone.
 */
export function exportRoster(roster: Roster, withGames = false): RosterFile {
  return {
    version: ROSTER_FILE_VERSION,
    faction_title: roster.faction_title,
    faction_slug: roster.faction_slug,
    name: roster.name,
    point_limit: roster.point_limit ?? null,
    unit_list: roster.unit_list,
    // Formations travel with their lines; a roster made before them has none, and is arranged
    // by training type wherever it is opened.
    ...(roster.formations === undefined ? {} : { formations: roster.formations }),
    // The faction version it is built on travels with it; a file without one still
    // imports, and reads the faction as it is now.
    ...(roster.faction_version === undefined ? {} : { faction_version: roster.faction_version }),
    ...(withGames && roster.games?.length ? { games: roster.games } : {}),
  };
}

/** The downloaded file's JSON text: the roster with its games. */
export function exportRosterText(roster: Roster): string {
  return JSON.stringify(exportRoster(roster, true), null, 2);
}

/** The export file's name: the roster's name made safe for file systems, with `.json`. */
export function rosterFileName(roster: Pick<Roster, 'name'>): string {
  const visible = Array.from(roster.name, (c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
  const base = visible
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${base || 'roster'}.json`;
}

type RosterChecks = typeof import('./roster-check.js');
let rosterChecks: Promise<RosterChecks> | undefined;
/** Whether the checker has arrived (a write then checks at once). */
let checksLoaded = false;

/**
 * Runs a check with the schema checker, downloaded on first use; a failed download answers a
 * message (and the next check tries again).
 */
async function withChecks<T>(check: (checks: RosterChecks) => Check<T>): Promise<Check<T>> {
  rosterChecks ??= import('./roster-check.js');
  let checks: RosterChecks;
  try {
    checks = await rosterChecks;
    checksLoaded = true;
  } catch (error) {
    rosterChecks = undefined;
    return { ok: false, error: `The roster could not be checked: ${String(error)}` };
  }
  return check(checks);
}

/** Parses and validates an exported roster file; answers its contents or a clear message. */
export async function parseRosterFile(text: string): Promise<Check<RosterFile>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a roster: it is not JSON' };
  }
  if (!isRecord(json))
    return { ok: false, error: 'This file is not a roster: it holds no roster object' };
  const version = json.version ?? ROSTER_FILE_VERSION; // files from before versioning are version 1
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'This file is not a roster: "version" must be a whole number' };
  }
  if (version > ROSTER_FILE_VERSION) {
    return {
      ok: false,
      error: `This roster file is version ${version}, newer than this site reads (${ROSTER_FILE_VERSION})`,
    };
  }
  const file = { ...json, version: ROSTER_FILE_VERSION };
  return withChecks((checks) => checks.checkRosterFile(file));
}

function isQuotaError(error: unknown): boolean {
  // A DOMException is not an Error in every browser: read its name and message as plain fields.
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014 ||
    (typeof message === 'string' && /quota/i.test(message))
  );
}

/** A fresh roster key for a faction; never one already in use. */
function newKey(storage: RosterStorage, slug: string, now: number): string {
  let stamp = now;
  while (storage.getItem(`${ROSTER_KEY_PREFIX}${slug}_${stamp}`) !== null) stamp += 1;
  return `${ROSTER_KEY_PREFIX}${slug}_${stamp}`;
}

/** A stored entry's JSON object, or null when it holds none. */
function storedJson(text: string): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(text);
    return isRecord(json) ? json : null;
  } catch {
    return null;
  }
}

/** An entry the store did not write, as a roster candidate (its creation time from its key). */
function uncheckedRoster(json: Record<string, unknown>, key: string): Record<string, unknown> {
  const created =
    typeof json.created === 'number' && Number.isFinite(json.created)
      ? json.created
      : Number(key.slice(key.lastIndexOf('_') + 1)) || 0;
  return { ...json, key, created };
}

/** Builds a roster store over a storage (localStorage in the browser). */
export function createRosterStore(
  storage: RosterStorage,
  now: () => number = Date.now,
): RosterStore {
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };

  /**
   * Entries the store did not write, checked in full in the background: by key, the text checked
   * and its roster (null when it is no roster). A changed text is checked again.
   */
  const checked = new Map<string, { text: string; roster: Roster | null }>();
  const pending = new Set<string>();
  /**
   * What the store last wrote, by key, with its text: while the entry still holds that text, a
   * read answers the same roster without parsing it again (every change is read back at once by
   * the page that made it).
   */
  const written = new Map<string, { text: string; roster: Roster }>();

  function checkInBackground(key: string, text: string, json: Record<string, unknown>): void {
    if (pending.has(key)) return;
    pending.add(key);
    void withChecks((checks) => checks.checkStoredRoster(uncheckedRoster(json, key))).then(
      (result) => {
        pending.delete(key);
        checked.set(key, { text, roster: result.ok ? result.value : null });
        changed();
      },
    );
  }

  /** Reads a stored roster; null when the entry is not (or not yet) a readable roster. */
  function readRoster(key: string): Roster | null {
    const text = storage.getItem(key);
    if (text === null) return null;
    const mine = written.get(key);
    if (mine?.text === text) return mine.roster;
    const json = storedJson(text);
    if (json === null) return null;
    const trusted = checkedRoster(json, key);
    if (trusted) return trusted;
    const known = checked.get(key);
    if (known?.text === text) return known.roster;
    checkInBackground(key, text, json);
    return null;
  }

  function write(roster: Roster): RosterResult {
    const text = storedRosterText(roster);
    try {
      storage.setItem(roster.key, text);
      written.set(roster.key, { text, roster });
      kept.delete(roster.key);
    } catch (error) {
      return {
        ok: false,
        error: isQuotaError(error)
          ? STORAGE_FULL_MESSAGE
          : `The roster was not saved: ${String(error)}`,
      };
    }
    changed();
    return { ok: true, roster };
  }

  /**
   * Entries kept before their check ({@link RosterStore.keep}), by key: the text kept and what
   * the entry held before the first of them.
   */
  const kept = new Map<string, { text: string; before: string | null }>();

  /** A unit whose count reached zero has left the roster. */
  const withoutEmptyLines = (roster: Roster): Roster =>
    Array.isArray(roster.unit_list)
      ? { ...roster, unit_list: roster.unit_list.filter((entry) => entry.count !== 0) }
      : roster;

  /** Keeps a roster as it is, unstamped (it is checked when read); never throws. */
  function keep(roster: Roster): boolean {
    const text = JSON.stringify(withoutEmptyLines(roster));
    const held = storage.getItem(roster.key);
    const earlier = kept.get(roster.key);
    const before = earlier?.text === held ? earlier.before : held;
    try {
      storage.setItem(roster.key, text);
    } catch {
      return false;
    }
    kept.set(roster.key, { text, before });
    return true;
  }

  /** Puts back what an entry held (nothing: the entry goes). */
  function restore(key: string, text: string | null): void {
    kept.delete(key);
    try {
      if (text === null) storage.removeItem(key);
      else storage.setItem(key, text);
    } catch {
      // The entry keeps the unchecked text, which reads check in full.
    }
    changed();
  }

  async function create(input: NewRoster): Promise<RosterResult> {
    const candidate = {
      ...input,
      unit_list: input.unit_list ?? [],
      key: ROSTER_KEY_PREFIX,
      created: 0,
    };
    const body = await withChecks((checks) => checks.checkStoredRoster(candidate));
    if (!body.ok) return body;
    const created = now();
    return write({
      ...body.value,
      key: newKey(storage, body.value.faction_slug, created),
      created,
    });
  }

  return {
    create,
    list() {
      const rosters: Roster[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key === null || !key.startsWith(ROSTER_KEY_PREFIX)) continue;
        const roster = readRoster(key);
        if (roster) rosters.push(roster);
      }
      return rosters.sort((a, b) => b.created - a.created);
    },
    get: (key) => (key.startsWith(ROSTER_KEY_PREFIX) ? readRoster(key) : null),
    checking: (key) => pending.has(key),
    has: (key) => key.startsWith(ROSTER_KEY_PREFIX) && storage.getItem(key) !== null,
    async save(roster) {
      if (!roster.key.startsWith(ROSTER_KEY_PREFIX))
        return { ok: false, error: 'The roster has no valid key' };
      const candidate = withoutEmptyLines(roster);
      // Nothing is lost while the checker downloads (the first change after opening a page): the
      // change is kept at once, so a read before the check ends checks it too.
      if (!checksLoaded) keep(candidate);
      const body = await withChecks((checks) => checks.checkStoredRoster(candidate));
      if (body.ok) return write(body.value);
      // A refused change that was kept gives the entry back what it held (unless a later change
      // has been kept since).
      const early = kept.get(roster.key);
      if (early?.text === JSON.stringify(candidate) && storage.getItem(roster.key) === early.text)
        restore(roster.key, early.before);
      return body;
    },
    keep(roster) {
      return roster.key.startsWith(ROSTER_KEY_PREFIX) && keep(roster);
    },
    remove(key) {
      if (!key.startsWith(ROSTER_KEY_PREFIX) || storage.getItem(key) === null) return false;
      storage.removeItem(key);
      written.delete(key);
      changed();
      return true;
    },
    async importFile(text) {
      const file = await parseRosterFile(text);
      if (!file.ok) return file;
      const { version: _version, ...roster } = file.value;
      return create(roster);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** An in-memory storage for browsers that refuse localStorage (private modes, tests). */
export function memoryRosterStorage(): RosterStorage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

function browserStorage(): RosterStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage refused: rosters live for this page only.
  }
  return memoryRosterStorage();
}

/** The rosters of this browser. */
export const rosterStore: RosterStore = createRosterStore(browserStorage());
