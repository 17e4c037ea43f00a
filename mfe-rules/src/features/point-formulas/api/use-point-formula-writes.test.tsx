import { act, renderHook, waitFor } from '@testing-library/react';
import { FORMULA, queryWrapper, mockApi, signIn, signOut } from '@muster/shared-kernel/testing';
import { useActivePointFormula, usePointFormulas } from '@muster/shared-kernel/client';
import { useSavePointFormula } from './use-point-formula-writes';

const HEAVY = { ...FORMULA, _id: '00000000-0000-4000-8000-0000000000d2', name: 'Heavy Metal' };
mockApi(() => ({
  formulas: [FORMULA, HEAVY],
  ruleset: { markdown: '# Rules', activePointFormula: FORMULA._id },
}));

beforeEach(() => signIn('admin', ['admin', 'mod']));
afterEach(() => signOut());

describe('the point formula writes', () => {
  it('saving the active formula changes the formula in force and the lists', async () => {
    const Wrapper = queryWrapper().wrapper;
    const active = renderHook(() => useActivePointFormula(), { wrapper: Wrapper });
    await waitFor(() => expect(active.result.current.data).toEqual(FORMULA));
    const list = renderHook(() => usePointFormulas(), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(2));
    const save = renderHook(() => useSavePointFormula(), { wrapper: Wrapper });
    const changed = '{"defenseFormula": "1"}';
    await act(() =>
      save.result.current.mutateAsync({
        formula: { name: 'Renamed', formula: changed },
        id: FORMULA._id,
      }),
    );
    // The save's answer goes into the cache at once; a read the save made stale may still be
    // on its way, and lands with the same formula.
    await waitFor(() => expect(active.result.current.data).toMatchObject({ formula: changed }));
    await waitFor(() => expect(list.result.current.data?.[0]?.name).toBe('Renamed'));
  });

  it('saving another formula leaves the formula in force alone', async () => {
    const Wrapper = queryWrapper().wrapper;
    const active = renderHook(() => useActivePointFormula(), { wrapper: Wrapper });
    await waitFor(() => expect(active.result.current.data).toEqual(FORMULA));
    const save = renderHook(() => useSavePointFormula(), { wrapper: Wrapper });
    await act(() =>
      save.result.current.mutateAsync({
        formula: { name: 'Heavier', formula: '{}' },
        id: HEAVY._id,
      }),
    );
    expect(active.result.current.data).toEqual(FORMULA);
  });
});
