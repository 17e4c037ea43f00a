import { shareCodeOf, type Roster } from '@muster/shared-kernel/core';
import {
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
import { exportRoster } from './roster-store.js';

const roster: Roster = {
  key: 'roster_orcs_1',
  created: 1,
  faction_title: 'Orcs',
  faction_slug: 'orcs',
  name: 'Ünïcode “Orcs” 🪓',
  point_limit: 150,
  unit_list: Array.from({ length: 20 }, (_, i) => ({
    count: (i % 3) + 1,
    obj: {
      _id: `u${i}`,
      faction: 'f1',
      unitName: `Grunt ${i}`,
      description: 'A grunt with a long description. '.repeat(5),
      trainingType: 1 as const,
      health: 2,
      protectionTypes: [1 as const],
      protectionValue: 1,
      movement: 6,
      size: 1,
      equippedWeapons: [{ weaponID: 'w1', knack: 3 }],
      abilities: [],
      structuredAbilities: [],
    },
  })),
};

describe('share links', () => {
  it('carry the whole roster, compressed and URL-safe', async () => {
    const code = await encodeRoster(roster);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(JSON.stringify(roster).length / 4);
    const decoded = await decodeRoster(code);
    expect(decoded).toMatchObject({
      ok: true,
      file: {
        version: 1,
        name: roster.name,
        faction_slug: 'orcs',
        point_limit: 150,
        unit_list: roster.unit_list,
      },
    });
  });

  it('carry the faction version the roster is built on', async () => {
    const decoded = await decodeRoster(await encodeRoster({ ...roster, faction_version: 4 }));
    expect(decoded).toMatchObject({ ok: true, file: { faction_version: 4 } });
    const unpinned = await decodeRoster(await encodeRoster(roster));
    expect(unpinned.ok && unpinned.file).not.toHaveProperty('faction_version');
  });

  it('carry the formations', async () => {
    const arranged: Roster = {
      ...roster,
      formations: [{ name: 'Left' }, { name: 'Right' }],
      unit_list: roster.unit_list.map((entry, i) => ({ ...entry, formation: i % 2 })),
    };
    const decoded = await decodeRoster(await encodeRoster(arranged));
    expect(decoded).toMatchObject({
      ok: true,
      file: { formations: arranged.formations, unit_list: arranged.unit_list },
    });
  });

  it('live in the hash of /rosters', async () => {
    const url = await shareUrl(roster, 'https://muster.example');
    expect(url).toMatch(/^https:\/\/muster\.example\/rosters#share=[A-Za-z0-9_-]+$/);
    expect(shareCodeOf(new URL(url).hash)).toBe(await encodeRoster(roster));
    expect(shareCodeOf('')).toBeNull();
    expect(shareCodeOf('#other=1')).toBeNull();
  });

  it.each([
    ['cut short', (code: string) => code.slice(0, Math.floor(code.length / 2))],
    ['cut by one character', (code: string) => code.slice(0, -1)],
    ['mangled', (code: string) => `${code.slice(0, 10)}%%${code.slice(12)}`],
    ['empty', () => ''],
    ['random', () => 'aGVsbG8gd29ybGQ'],
  ])('answer a clear message when %s', async (_, spoil) => {
    const decoded = await decodeRoster(spoil(await encodeRoster(roster)));
    expect(decoded).toEqual({ ok: false, error: BAD_SHARE_LINK_MESSAGE });
  });

  it('refuse a link whose roster is invalid, saying why', async () => {
    const code = await encodeText(JSON.stringify({ name: 'x', unit_list: [] }));
    const decoded = await decodeRoster(code);
    expect(decoded.ok).toBe(false);
    expect(decoded.ok ? '' : decoded.error).toMatch(/no usable roster.*faction_title/);
  });

  it.each([
    ['1e308', 1e308, 'must be a whole number from 1 to 999'],
    ['1.5', 1.5, 'must be a whole number from 1 to 999'],
    ['-1', -1, 'must be a whole number from 1 to 999'],
    ['1000', 1000, 'must be a whole number from 1 to 999'],
  ])('refuse a link whose count is %s', async (_, count, why) => {
    const file = { ...exportRoster(roster), unit_list: [{ ...roster.unit_list[0], count }] };
    const decoded = await decodeRoster(await encodeText(JSON.stringify(file)));
    expect(decoded).toEqual({
      ok: false,
      error: `This share link holds no usable roster: Unit 1: "count" ${why}`,
    });
  });

  it('open a link whose counts are at the most a roster holds', async () => {
    const file = { ...exportRoster(roster), unit_list: [{ ...roster.unit_list[0], count: 999 }] };
    const decoded = await decodeRoster(await encodeText(JSON.stringify(file)));
    expect(decoded.ok).toBe(true);
  });

  it('refuse a code longer than the limit before decompressing it', async () => {
    const long = 'A'.repeat(MAX_SHARE_CODE_LENGTH + 1);
    expect(await decodeRoster(long)).toEqual({
      ok: false,
      error: ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
    });
  });

  it('refuse a 398 KB link at once', async () => {
    // The size of the link that unpacked to 300 MB in the browser before the limits.
    const started = performance.now();
    const decoded = await decodeRoster('A'.repeat(398 * 1024));
    expect(decoded).toEqual({ ok: false, error: ROSTER_TOO_LARGE_TO_SHARE_MESSAGE });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('hold codes of at most 16 KB unpacking to at most 1 MB', () => {
    expect(MAX_SHARE_CODE_LENGTH).toBe(16 * 1024);
    expect(MAX_SHARED_ROSTER_BYTES).toBe(1024 * 1024);
  });

  it('stop inflating a small code that unpacks to more than the limit at the limit', async () => {
    // 10 MB of spaces deflate to a code under the length limit: a bomb the length check passes.
    const bomb = await encodeText(' '.repeat(10 * MAX_SHARED_ROSTER_BYTES));
    expect(bomb.length).toBeLessThan(MAX_SHARE_CODE_LENGTH);
    // Count what the inflater hands out, by wrapping the browser's DecompressionStream.
    const Original = globalThis.DecompressionStream;
    let inflated = 0;
    class Counting extends Original {
      override get readable() {
        return super.readable.pipeThrough(
          new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
            transform(chunk, controller) {
              inflated += chunk.length;
              controller.enqueue(chunk);
            },
          }),
        );
      }
    }
    globalThis.DecompressionStream = Counting;
    try {
      expect(await decodeRoster(bomb)).toEqual({
        ok: false,
        error: ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
      });
    } finally {
      globalThis.DecompressionStream = Original;
    }
    expect(inflated).toBeGreaterThan(MAX_SHARED_ROSTER_BYTES);
    expect(inflated).toBeLessThan(MAX_SHARED_ROSTER_BYTES + 256 * 1024);
  });

  it('refuse to create a link for a roster too large to open again', async () => {
    // Units of random text compress badly, so the code passes 16 KB well before the file 1 MB.
    let seed = 1;
    const noise = () =>
      Array.from({ length: 400 }, () => {
        seed = (seed * 16807) % 2147483647;
        return String.fromCharCode(33 + (seed % 90));
      }).join('');
    const large: Roster = {
      ...roster,
      unit_list: Array.from({ length: 60 }, (_, i) => ({
        count: 1,
        obj: { ...roster.unit_list[0]!.obj, _id: `n${i}`, description: noise() },
      })),
    };
    await expect(encodeRoster(large)).rejects.toThrow(RosterTooLargeToShareError);
    await expect(shareUrl(large, 'https://muster.example')).rejects.toThrow(
      ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
    );
    const huge: Roster = {
      ...roster,
      unit_list: Array.from({ length: 1 }, () => ({
        count: 1,
        obj: { ...roster.unit_list[0]!.obj, description: ' '.repeat(MAX_SHARED_ROSTER_BYTES) },
      })),
    };
    await expect(encodeRoster(huge)).rejects.toThrow(ROSTER_TOO_LARGE_TO_SHARE_MESSAGE);
    // The roster of the other tests is far inside both limits.
    expect((await encodeRoster(roster)).length).toBeLessThan(MAX_SHARE_CODE_LENGTH / 4);
  });
});
