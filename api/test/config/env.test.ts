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

describe('abuse limits (issue 14)', () => {
  it('ships defaults a real site would use', () => {
    expect(loadConfig({})).toMatchObject({
      loginFailureLimit: 10,
      loginFailureWindowSeconds: 900,
      loginBackoffBaseSeconds: 30,
      loginBackoffMaxSeconds: 3600,
      loginUsernameFailureLimit: 100,
      loginAddressFailureLimit: 50,
      registrationsPerHour: 20,
      imageUploadLimit: 30,
      imageUploadWindowSeconds: 3600,
      imageQuotaBytes: 50 * 1024 * 1024,
      imageCleanupIntervalSeconds: 3600,
      imageOrphanSeconds: 86_400,
    });
  });

  it('reads each from its variable', () => {
    expect(
      loadConfig({
        LOGIN_BACKOFF_BASE_SECONDS: '5',
        LOGIN_BACKOFF_MAX_SECONDS: '600',
        LOGIN_USERNAME_FAILURE_LIMIT: '200',
        LOGIN_ADDRESS_FAILURE_LIMIT: '20',
        REGISTRATIONS_PER_HOUR: '3',
        IMAGE_UPLOAD_LIMIT: '7',
        IMAGE_UPLOAD_WINDOW_SECONDS: '60',
        IMAGE_QUOTA_BYTES: '1048576',
        IMAGE_CLEANUP_INTERVAL_SECONDS: '0',
        IMAGE_ORPHAN_SECONDS: '3600',
      }),
    ).toMatchObject({
      loginBackoffBaseSeconds: 5,
      loginBackoffMaxSeconds: 600,
      loginUsernameFailureLimit: 200,
      loginAddressFailureLimit: 20,
      registrationsPerHour: 3,
      imageUploadLimit: 7,
      imageUploadWindowSeconds: 60,
      imageQuotaBytes: 1_048_576,
      imageCleanupIntervalSeconds: 0,
      imageOrphanSeconds: 3600,
    });
  });

  it.each([
    ['LOGIN_BACKOFF_MAX_SECONDS', '0'],
    ['LOGIN_USERNAME_FAILURE_LIMIT', 'many'],
    ['LOGIN_ADDRESS_FAILURE_LIMIT', '-1'],
    ['REGISTRATIONS_PER_HOUR', '1.5'],
    ['IMAGE_UPLOAD_LIMIT', '0'],
    ['IMAGE_QUOTA_BYTES', '10'],
    ['IMAGE_ORPHAN_SECONDS', '1'],
  ])('refuses %s=%j at start, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('connection limits (issue 14)', () => {
  it('defaults to 10 s for headers, 30 s per request, 5 s keep-alive and 256 sockets per address', () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnectionsPerAddress: 256,
    });
  });

  it('reads each setting, and 0 turns the per-address cap off', () => {
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '4000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      }),
    ).toMatchObject({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      keepAliveTimeoutMs: 1000,
      maxConnectionsPerAddress: 0,
    });
  });

  it.each([
    ['HEADERS_TIMEOUT_MS', '0'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_MS', '-1'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '1.5'],
  ])('refuses %s=%j at start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
