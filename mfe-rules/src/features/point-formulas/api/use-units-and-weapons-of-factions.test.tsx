import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  FACTION,
  MOCK_API_ORIGIN,
  UNITS,
  WEAPONS,
  queryWrapper,
  mockApi,
} from '@muster/shared-kernel/testing';
import { useUnitsOfFaction } from '@muster/shared-kernel/client';
import { useUnitsAndWeaponsOfFactions } from './use-units-and-weapons-of-factions';

const OTHER = { ...FACTION, _id: '00000000-0000-4000-8000-000000000002', slug: 'other' };
const api = mockApi(() => ({ factions: [FACTION, OTHER] }));

describe('the units and weapons of several factions', () => {
  it('reads each faction’s units and weapons, in the order asked for', async () => {
    const { result } = renderHook(() => useUnitsAndWeaponsOfFactions([OTHER._id, FACTION._id]), {
      wrapper: queryWrapper().wrapper,
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.units).toEqual([[], UNITS]);
    expect(result.current.weapons).toEqual([[], WEAPONS]);
  });

  it('shares the cache of one faction’s units', async () => {
    const Wrapper = queryWrapper().wrapper;
    const one = renderHook(() => useUnitsOfFaction(FACTION._id), { wrapper: Wrapper });
    await waitFor(() => expect(one.result.current.data).toHaveLength(UNITS.length));
    const many = renderHook(() => useUnitsAndWeaponsOfFactions([FACTION._id]), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(many.result.current.isPending).toBe(false));
    expect(many.result.current.units).toEqual([UNITS]);
    expect(api.requests.filter((line) => line.startsWith('GET /api/units/'))).toHaveLength(1);
  });

  it('answers a failed read as undefined, the others still read', async () => {
    api.server.use(
      http.get(`${MOCK_API_ORIGIN}/api/weapons/faction/:id`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { result } = renderHook(() => useUnitsAndWeaponsOfFactions([FACTION._id]), {
      wrapper: queryWrapper().wrapper,
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.units).toEqual([UNITS]);
    expect(result.current.weapons).toEqual([undefined]);
  });
});
