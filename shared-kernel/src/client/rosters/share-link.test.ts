import { shareCodeOf, type Roster } from '@muster/shared-kernel/core';
import {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARED_ROSTER_BYTES,
  MAX_SHARE_CODE_LENGTH,
  SHARE_LINK_TOO_LONG_MESSAGE,
  decodeRoster,
  encodeRoster,
  encodeText,
  shareUrl,
} from './share-link.js';

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

  it('refuse a code longer than the limit before decompressing it', async () => {
    const long = 'A'.repeat(MAX_SHARE_CODE_LENGTH + 1);
    expect(await decodeRoster(long)).toEqual({ ok: false, error: SHARE_LINK_TOO_LONG_MESSAGE });
  });

  it('stop decompressing a small code that unpacks to more than the limit', async () => {
    const bomb = await encodeText(' '.repeat(MAX_SHARED_ROSTER_BYTES + 1));
    expect(bomb.length).toBeLessThan(MAX_SHARE_CODE_LENGTH);
    expect(await decodeRoster(bomb)).toEqual({ ok: false, error: SHARE_LINK_TOO_LONG_MESSAGE });
  });
});
