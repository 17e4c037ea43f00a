/**
 * The browser's rosters (SPEC §3): kept in localStorage under `roster_{slug}_{timestamp}`,
 * exported to a versioned JSON file, imported back after validation. Nothing here throws: a
 * failure answers a message a screen can show as it is.
 */
import {
  ROSTER_FILE_VERSION,
  type ProtectionType,
  type Roster,
  type RosterEntry,
  type RosterFile,
  type TrainingType,
  type Unit,
} from '@muster/shared-kernel/core';

/** The prefix of every roster key. */
export const ROSTER_KEY_PREFIX = 'roster_';

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
}

/** The roster store of one storage. */
export interface RosterStore {
  /** Creates and saves a roster; its key is `roster_{slug}_{timestamp}`. */
  create(roster: NewRoster): RosterResult;
  /** Every stored roster, newest first (unreadable entries are skipped). */
  list(): Roster[];
  /** One roster by key, or null. */
  get(key: string): Roster | null;
  /** Saves a roster under its key (quantity, name and limit changes). */
  save(roster: Roster): RosterResult;
  /** Deletes a roster; true when it existed. */
  remove(key: string): boolean;
  /** Parses, validates and saves an exported roster file as a new roster. */
  importFile(text: string): RosterResult;
  /** Called after every change. */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change (a cheap snapshot for React). */
  version(): number;
}

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function numberField(
  unit: Record<string, unknown>,
  field: string,
  fallback: number,
  where: string,
): Check<number> {
  const value = unit[field];
  if (value === undefined || value === null) return { ok: true, value: fallback };
  if (!isFiniteNumber(value)) return { ok: false, error: `${where}: "${field}" must be a number` };
  return { ok: true, value };
}

function arrayField<T>(
  unit: Record<string, unknown>,
  field: string,
  where: string,
  item: (value: unknown) => value is T,
  what: string,
): Check<T[]> {
  const value = unit[field];
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value)) return { ok: false, error: `${where}: "${field}" must be a list` };
  if (!value.every(item))
    return { ok: false, error: `${where}: every "${field}" entry must be ${what}` };
  return { ok: true, value: value as T[] };
}

const isProtectionType = (v: unknown): v is ProtectionType => v === 1 || v === 2 || v === 3;
const isEquipment = (v: unknown): v is Unit['equippedWeapons'][number] =>
  isRecord(v) && typeof v.weaponID === 'string' && isFiniteNumber(v.knack);
const isAbility = (v: unknown): v is Unit['abilities'][number] =>
  isRecord(v) &&
  typeof v.name === 'string' &&
  (v.description === undefined || typeof v.description === 'string') &&
  isFiniteNumber(v.pointCost);
// Values typed into a form may arrive as numeric text: accept them, they are read as numbers.
const isAbilityValue = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.key === 'string' &&
  (isFiniteNumber(v.value) ||
    (typeof v.value === 'string' && v.value.trim() !== '' && Number.isFinite(Number(v.value))));
const isStructured = (v: unknown): v is Unit['structuredAbilities'][number] =>
  isRecord(v) &&
  typeof v.templateID === 'string' &&
  (v.overrides === undefined ||
    (Array.isArray(v.overrides) && v.overrides.every(isAbilityValue))) &&
  (v.customName === undefined || typeof v.customName === 'string');

/** Validates one unit copy of a roster, filling SPEC §3's defaults for absent fields. */
function checkUnit(value: unknown, where: string): Check<Unit> {
  if (!isRecord(value)) return { ok: false, error: `${where}: the unit is missing` };
  if (typeof value.unitName !== 'string' || value.unitName.trim() === '') {
    return { ok: false, error: `${where}: the unit has no name` };
  }
  const label = `${where} (${value.unitName})`;
  const health = numberField(value, 'health', 1, label);
  const protectionValue = numberField(value, 'protectionValue', 0, label);
  const movement = numberField(value, 'movement', 6, label);
  const size = numberField(value, 'size', 1, label);
  const trainingType = numberField(value, 'trainingType', 1, label);
  const protectionTypes = arrayField(
    value,
    'protectionTypes',
    label,
    isProtectionType,
    '1, 2 or 3',
  );
  const equippedWeapons = arrayField(
    value,
    'equippedWeapons',
    label,
    isEquipment,
    'a weapon id with a knack',
  );
  const abilities = arrayField(value, 'abilities', label, isAbility, 'a name with a point cost');
  const structuredAbilities = arrayField(
    value,
    'structuredAbilities',
    label,
    isStructured,
    'a template id with overrides',
  );
  for (const check of [
    health,
    protectionValue,
    movement,
    size,
    trainingType,
    protectionTypes,
    equippedWeapons,
    abilities,
    structuredAbilities,
  ]) {
    if (!check.ok) return check;
  }
  if (!trainingType.ok || ![1, 2, 3, 4, 5, 6].includes(trainingType.value)) {
    return { ok: false, error: `${label}: "trainingType" must be 1 to 6` };
  }
  for (const text of ['_id', 'faction', 'description'] as const) {
    if (value[text] !== undefined && typeof value[text] !== 'string')
      return { ok: false, error: `${label}: "${text}" must be a text` };
  }
  return {
    ok: true,
    value: {
      _id: typeof value._id === 'string' ? value._id : '',
      faction: typeof value.faction === 'string' ? value.faction : '',
      unitName: value.unitName,
      description: typeof value.description === 'string' ? value.description : '',
      trainingType: trainingType.value as TrainingType,
      health: (health as { value: number }).value,
      protectionTypes: (protectionTypes as { value: ProtectionType[] }).value,
      protectionValue: (protectionValue as { value: number }).value,
      movement: (movement as { value: number }).value,
      size: (size as { value: number }).value,
      equippedWeapons: (equippedWeapons as { value: Unit['equippedWeapons'] }).value.map(
        ({ weaponID, knack }) => ({ weaponID, knack }),
      ),
      abilities: (abilities as { value: Unit['abilities'] }).value.map(
        ({ name, description, pointCost }) => ({
          name,
          description: description ?? '',
          pointCost,
        }),
      ),
      structuredAbilities: (
        structuredAbilities as { value: Unit['structuredAbilities'] }
      ).value.map((a) => ({
        templateID: a.templateID,
        overrides: (a.overrides ?? []).map(({ key, value }) => ({ key, value: Number(value) })),
        customName: a.customName ?? '',
      })),
    },
  };
}

/** Validates the fields a roster file and a stored roster share. */
function checkRosterBody(value: Record<string, unknown>): Check<Omit<RosterFile, 'version'>> {
  for (const field of ['name', 'faction_title', 'faction_slug'] as const) {
    if (value[field] === undefined) return { ok: false, error: `The roster has no "${field}"` };
    if (typeof value[field] !== 'string')
      return { ok: false, error: `The roster's "${field}" must be a text` };
  }
  if ((value.name as string).trim() === '') return { ok: false, error: 'The roster has no name' };
  if ((value.faction_slug as string).trim() === '')
    return { ok: false, error: 'The roster has no faction' };
  const limit = value.point_limit;
  if (limit !== undefined && limit !== null && (!isFiniteNumber(limit) || limit < 0)) {
    return { ok: false, error: 'The roster\'s "point_limit" must be a number of at least 0' };
  }
  if (!Array.isArray(value.unit_list)) return { ok: false, error: 'The roster has no "unit_list"' };
  const units: RosterEntry[] = [];
  for (const [index, entry] of value.unit_list.entries()) {
    const where = `Unit ${index + 1}`;
    if (!isRecord(entry))
      return { ok: false, error: `${where}: must be an object with "count" and "obj"` };
    if (!isFiniteNumber(entry.count) || !Number.isInteger(entry.count) || entry.count < 1) {
      return { ok: false, error: `${where}: "count" must be a whole number of at least 1` };
    }
    const unit = checkUnit(entry.obj, where);
    if (!unit.ok) return unit;
    units.push({ count: entry.count, obj: unit.value });
  }
  return {
    ok: true,
    value: {
      name: value.name as string,
      faction_title: value.faction_title as string,
      faction_slug: value.faction_slug as string,
      point_limit: isFiniteNumber(limit) ? limit : null,
      unit_list: units,
    },
  };
}

/** The export file of a roster (SPEC §3 fields plus the format version). */
export function exportRoster(roster: Roster): RosterFile {
  return {
    version: ROSTER_FILE_VERSION,
    faction_title: roster.faction_title,
    faction_slug: roster.faction_slug,
    name: roster.name,
    point_limit: roster.point_limit ?? null,
    unit_list: roster.unit_list,
  };
}

/** The export file's JSON text. */
export function exportRosterText(roster: Roster): string {
  return JSON.stringify(exportRoster(roster), null, 2);
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

/** Parses and validates an exported roster file; answers its contents or a clear message. */
export function parseRosterFile(text: string): Check<RosterFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a roster: it is not JSON' };
  }
  if (!isRecord(json))
    return { ok: false, error: 'This file is not a roster: it holds no roster object' };
  const version = json.version ?? ROSTER_FILE_VERSION; // files from before versioning are version 1
  if (!isFiniteNumber(version) || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'This file is not a roster: "version" must be a whole number' };
  }
  if (version > ROSTER_FILE_VERSION) {
    return {
      ok: false,
      error: `This roster file is version ${version}, newer than this site reads (${ROSTER_FILE_VERSION})`,
    };
  }
  const body = checkRosterBody(json);
  return body.ok ? { ok: true, value: { version: ROSTER_FILE_VERSION, ...body.value } } : body;
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

/** Reads a stored roster; null when the entry is not a readable roster. */
function readRoster(storage: RosterStorage, key: string): Roster | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const json = JSON.parse(text) as unknown;
    if (!isRecord(json)) return null;
    const body = checkRosterBody(json);
    if (!body.ok) return null;
    const created = isFiniteNumber(json.created)
      ? json.created
      : Number(key.slice(key.lastIndexOf('_') + 1)) || 0;
    return { key, created, ...body.value };
  } catch {
    return null;
  }
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

  function write(roster: Roster): RosterResult {
    try {
      storage.setItem(roster.key, JSON.stringify(roster));
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

  function create(input: NewRoster): RosterResult {
    const body = checkRosterBody({
      ...input,
      unit_list: input.unit_list ?? [],
    } as unknown as Record<string, unknown>);
    if (!body.ok) return body;
    const created = now();
    return write({
      key: newKey(storage, body.value.faction_slug, created),
      created,
      ...body.value,
    });
  }

  return {
    create,
    list() {
      const rosters: Roster[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key === null || !key.startsWith(ROSTER_KEY_PREFIX)) continue;
        const roster = readRoster(storage, key);
        if (roster) rosters.push(roster);
      }
      return rosters.sort((a, b) => b.created - a.created);
    },
    get: (key) => (key.startsWith(ROSTER_KEY_PREFIX) ? readRoster(storage, key) : null),
    save(roster) {
      if (!roster.key.startsWith(ROSTER_KEY_PREFIX))
        return { ok: false, error: 'The roster has no valid key' };
      // A unit whose count reached zero has left the roster (SPEC §4).
      const unitList = Array.isArray(roster.unit_list)
        ? roster.unit_list.filter((entry) => entry.count !== 0)
        : roster.unit_list;
      const body = checkRosterBody({ ...roster, unit_list: unitList } as unknown as Record<
        string,
        unknown
      >);
      if (!body.ok) return body;
      return write({ key: roster.key, created: roster.created, ...body.value });
    },
    remove(key) {
      if (!key.startsWith(ROSTER_KEY_PREFIX) || storage.getItem(key) === null) return false;
      storage.removeItem(key);
      changed();
      return true;
    },
    importFile(text) {
      const file = parseRosterFile(text);
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
