import { act, renderHook, waitFor } from '@testing-library/react';
import type { RosterFile } from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import {
  ENGINE,
  FACTION,
  SCOUT,
  TEMPLATE,
  WARDEN,
  WEAPONS,
  mockApi,
  queryWrapper,
} from '@muster/shared-kernel/testing';
import { encodeRoster } from '@muster/shared-kernel/client/rosters';
import { useRosterVerdict, verificationCodeOf } from './use-roster-verdict';
import { useVerdictOf, useVerifyRoster } from './use-verify-roster';

const api = mockApi();

const FILE: RosterFile = {
  version: 1,
  faction_title: FACTION.title,
  faction_slug: FACTION.slug,
  name: 'Wall of Iron',
  point_limit: 500,
  formations: [{ name: 'Vanguard' }],
  unit_list: [
    { count: 2, obj: WARDEN, formation: 0 },
    {
      count: 1,
      obj: { ...SCOUT, _id: '00000000-0000-4000-8000-0000000000ee', unitName: 'Gone' },
      formation: 0,
    },
  ],
};

const costOf = (unit: typeof WARDEN) =>
  computeUnitCost({ unit, weapons: WEAPONS, abilityTemplates: [TEMPLATE] }).total;

describe('verificationCodeOf', () => {
  it.each([
    ['K7QX-M2PD', 'K7QX-M2PD'],
    ['k7qx-m2pd', 'K7QX-M2PD'],
    ['k7qxm2pd', 'K7QX-M2PD'],
    ['  K7QX M2PD ', 'K7QX-M2PD'],
  ])('reads %j as %s', (typed, code) => {
    expect(verificationCodeOf(typed)).toBe(code);
  });

  it.each(['', 'K7QX-M2P', 'K7QX-M2PDX', 'K7QX--M2PD', 'https://muster.test/rosters#share=abc'])(
    'finds no code in %j',
    (typed) => {
      expect(verificationCodeOf(typed)).toBeNull();
    },
  );
});

describe("the server's verdicts", () => {
  it('asks the verdict of a share link, then reads it by its code from the cache', async () => {
    const { wrapper } = queryWrapper();
    const verify = renderHook(() => useVerifyRoster(), { wrapper });
    const link = `https://muster.test/rosters#share=${await encodeRoster({ key: 'k', created: 1, ...FILE })}`;
    const verdict = await act(() => verify.result.current.mutateAsync({ link }));
    expect(verdict).toMatchObject({
      faction: { slug: FACTION.slug, title: FACTION.title },
      version: 1,
      name: 'Wall of Iron',
      pointLimit: 500,
      total: costOf(WARDEN) * 2,
      formations: [
        {
          name: 'Vanguard',
          lines: [
            { unit: WARDEN._id, unitName: 'Shield Warden', count: 2, known: true },
            { unitName: 'Gone', count: 1, points: 0, known: false },
          ],
        },
      ],
    });
    expect(verdict.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(verdict.legal).toBe(false);
    expect(verdict.problems[0]).toEqual({
      message: "'Gone' is not in version 1 of Iron Wardens: remove it from the roster",
      units: ['00000000-0000-4000-8000-0000000000ee'],
      formation: 0,
    });

    const byCode = renderHook(() => useRosterVerdict(verdict.code), { wrapper });
    expect(byCode.result.current.data).toEqual(verdict);
    expect(api.requests).toEqual(['POST /api/rosters/verify']);
  });

  it('gives the same list the same code, from a link or its file', async () => {
    const { wrapper } = queryWrapper();
    const verify = renderHook(() => useVerifyRoster(), { wrapper });
    const code = await encodeRoster({ key: 'k', created: 1, ...FILE });
    const byLink = await act(() => verify.result.current.mutateAsync({ link: code }));
    const byFile = await act(() => verify.result.current.mutateAsync({ file: FILE }));
    expect(byFile).toEqual(byLink);
  });

  it('asks the verdict of one roster once, however many read it', async () => {
    const { wrapper } = queryWrapper();
    const payload = { file: { ...FILE, unit_list: [{ count: 1, obj: ENGINE }] } };
    const first = renderHook(() => useVerdictOf(payload), { wrapper });
    await waitFor(() => expect(first.result.current.data?.total).toBe(costOf(ENGINE)));
    const second = renderHook(() => useVerdictOf({ ...payload }), { wrapper });
    expect(second.result.current.data).toEqual(first.result.current.data);
    expect(api.requests).toEqual(['POST /api/rosters/verify']);
  });

  it('answers an unknown code as a 404, and a broken link as a 400, without a request for nothing', async () => {
    const { wrapper } = queryWrapper();
    const unknown = renderHook(() => useRosterVerdict('ZZZZ-ZZZZ'), { wrapper });
    await waitFor(() => expect(unknown.result.current.error).toMatchObject({ status: 404 }));
    const verify = renderHook(() => useVerifyRoster(), { wrapper });
    await expect(
      act(() => verify.result.current.mutateAsync({ link: 'not-a-roster' })),
    ).rejects.toMatchObject({ status: 400 });
    renderHook(() => useRosterVerdict(undefined), { wrapper });
    expect(api.requests).toEqual(['GET /api/rosters/verify/ZZZZ-ZZZZ', 'POST /api/rosters/verify']);
  });
});
