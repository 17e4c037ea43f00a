import { LORE_COLLECTIONS } from '@muster/shared-kernel/core';
import { loadConfig } from '../../src/config/env.js';

describe('LORE_COLLECTIONS', () => {
  it("defaults to the kernel's two collections: World Lore and Battle Reports", () => {
    const expected = [
      { label: 'World Lore', type: 'lore', tag: 'world' },
      { label: 'Battle Reports', type: 'batrep', tag: 'report' },
    ];
    expect(loadConfig({}).loreCollections).toEqual(expected);
    expect(loadConfig({ LORE_COLLECTIONS: ' ' }).loreCollections).toEqual(expected);
    expect(LORE_COLLECTIONS).toEqual(expected);
  });

  it('reads Label=type/tag entries separated by semicolons, in menu order', () => {
    expect(
      loadConfig({
        LORE_COLLECTIONS: ' Chronicles of Kell = lore / kell ;Table Tales=random/table tales;',
      }).loreCollections,
    ).toEqual([
      { label: 'Chronicles of Kell', type: 'lore', tag: 'kell' },
      { label: 'Table Tales', type: 'random', tag: 'table tales' },
    ]);
  });

  it.each([
    ['World Lore', 'is not Label=type/tag'],
    ['World Lore=lore', 'is not Label=type/tag'],
    ['=lore/world', 'needs a label'],
    ['World Lore=poems/world', 'needs a page type of batrep, scenario, terrain, lore, random'],
    ['World Lore=lore/', 'needs a tag'],
    ['World Lore=lore/world/old', 'needs a tag'],
    ['World Lore=lore/wörld', 'needs a tag'],
    [`${'L'.repeat(41)}=lore/world`, 'needs a label'],
    ['A=lore/world;B=lore/world', 'repeats lore/world'],
    [';;', 'names no collection'],
    [Array.from({ length: 9 }, (_, i) => `L${i}=lore/t${i}`).join(';'), 'at most 8'],
  ])('refuses %j at start, saying why', (value, why) => {
    expect(() => loadConfig({ LORE_COLLECTIONS: value })).toThrow(why);
  });
});

/**
 * A setting as a row: the config field, its default, and, where the test reads it, its variable,
 * a value as written there and the value the field then holds.
 */
type Setting = [
  field: string,
  fallback: number,
  variable?: string,
  written?: string,
  read?: number,
];

/** The defaults of a group of settings, by field. */
const defaults = (settings: Setting[]) =>
  Object.fromEntries(settings.map(([field, fallback]) => [field, fallback]));

/** The variables of a group set to their test values. */
const environment = (settings: Setting[]) =>
  Object.fromEntries(
    settings.flatMap(([, , variable, written]) => (variable ? [[variable, written]] : [])),
  );

/** The fields those variables set, with the values they then hold. */
const readBack = (settings: Setting[]) =>
  Object.fromEntries(
    settings.flatMap(([field, , variable, , read]) => (variable ? [[field, read]] : [])),
  );

const ABUSE_LIMITS: Setting[] = [
  ['loginFailureLimit', 10],
  ['loginFailureWindowSeconds', 900],
  ['loginBackoffBaseSeconds', 30, 'LOGIN_BACKOFF_BASE_SECONDS', '5', 5],
  ['loginBackoffMaxSeconds', 3600, 'LOGIN_BACKOFF_MAX_SECONDS', '600', 600],
  ['loginUsernameFailureLimit', 100, 'LOGIN_USERNAME_FAILURE_LIMIT', '200', 200],
  ['loginAddressFailureLimit', 50, 'LOGIN_ADDRESS_FAILURE_LIMIT', '20', 20],
  ['registrationsPerHour', 20, 'REGISTRATIONS_PER_HOUR', '3', 3],
  ['imageUploadLimit', 30, 'IMAGE_UPLOAD_LIMIT', '7', 7],
  ['imageUploadWindowSeconds', 3600, 'IMAGE_UPLOAD_WINDOW_SECONDS', '60', 60],
  ['imageQuotaBytes', 50 * 1024 * 1024, 'IMAGE_QUOTA_BYTES', '1048576', 1_048_576],
  ['imageCleanupIntervalSeconds', 3600, 'IMAGE_CLEANUP_INTERVAL_SECONDS', '0', 0],
  ['imageOrphanSeconds', 86_400, 'IMAGE_ORPHAN_SECONDS', '3600', 3600],
];

const CONNECTION_LIMITS: Setting[] = [
  ['headersTimeoutMs', 10_000, 'HEADERS_TIMEOUT_MS', '2000', 2000],
  ['requestTimeoutMs', 30_000, 'REQUEST_TIMEOUT_MS', '4000', 4000],
  ['keepAliveTimeoutMs', 5_000, 'KEEP_ALIVE_TIMEOUT_MS', '1000', 1000],
  ['maxConnectionsPerAddress', 256, 'MAX_CONNECTIONS_PER_ADDRESS', '0', 0],
];

/**
 * A group's tests: its defaults (`shipped` says which), each setting read from its variable, and
 * each of `refused` (a variable and a value it must not take) stopping the start, naming it.
 */
function describeLimits(shipped: string, settings: Setting[], refused: [string, string][]) {
  it(`defaults to ${shipped}`, () => {
    expect(loadConfig({})).toMatchObject(defaults(settings));
  });

  it('reads each setting from its variable', () => {
    expect(loadConfig(environment(settings))).toMatchObject(readBack(settings));
  });

  it.each(refused)('refuses %s=%j at start, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
}

describe('abuse limits', () => {
  describeLimits('what a real site would use', ABUSE_LIMITS, [
    ['LOGIN_BACKOFF_MAX_SECONDS', '0'],
    ['LOGIN_USERNAME_FAILURE_LIMIT', 'many'],
    ['LOGIN_ADDRESS_FAILURE_LIMIT', '-1'],
    ['REGISTRATIONS_PER_HOUR', '1.5'],
    ['IMAGE_UPLOAD_LIMIT', '0'],
    ['IMAGE_QUOTA_BYTES', '10'],
    ['IMAGE_ORPHAN_SECONDS', '1'],
  ]);
});

describe('connection limits', () => {
  // 0 sockets per address turns the per-address cap off.
  describeLimits(
    '10 s for headers, 30 s per request, 5 s keep-alive and 256 sockets per address',
    CONNECTION_LIMITS,
    [
      ['HEADERS_TIMEOUT_MS', '0'],
      ['REQUEST_TIMEOUT_MS', 'soon'],
      ['KEEP_ALIVE_TIMEOUT_MS', '-1'],
      ['MAX_CONNECTIONS_PER_ADDRESS', '1.5'],
    ],
  );
});
