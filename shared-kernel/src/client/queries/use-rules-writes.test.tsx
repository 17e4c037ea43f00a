import { act, renderHook, waitFor } from '@testing-library/react';
import { FORMULA, queryWrapper, mockApi, signIn, signOut } from '@muster/shared-kernel/testing';
import { formulaStore } from '../formulas/formula-store.js';
import { usePointFormulas } from './use-point-formulas.js';
import { useSavePointFormula } from './use-point-formula-writes.js';
import { useSaveRuleset } from './use-save-ruleset.js';

const HEAVY = { ...FORMULA, _id: '00000000-0000-4000-8000-0000000000d2', name: 'Heavy Metal' };
const api = mockApi(() => ({ formulas: [FORMULA, HEAVY] }));

beforeEach(() => signIn('admin', ['admin', 'mod']));
afterEach(() => {
  signOut();
  act(() => formulaStore.setOfficial(null));
});

describe('the rules writes', () => {
  it('saving the active formula changes the formula in force and the lists', async () => {
    act(() => formulaStore.setOfficial(FORMULA));
    const Wrapper = queryWrapper().wrapper;
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
    expect(formulaStore.get()).toMatchObject({ source: 'official', formula: changed });
    await waitFor(() => expect(list.result.current.data?.[0]?.name).toBe('Renamed'));
  });

  it('saving another formula leaves the formula in force alone', async () => {
    act(() => formulaStore.setOfficial(FORMULA));
    const save = renderHook(() => useSavePointFormula(), { wrapper: queryWrapper().wrapper });
    await act(() =>
      save.result.current.mutateAsync({
        formula: { name: 'Heavier', formula: '{}' },
        id: HEAVY._id,
      }),
    );
    expect(formulaStore.get().official).toEqual(FORMULA);
  });

  it('saving the ruleset loads the new active formula (the formula base change)', async () => {
    act(() => formulaStore.setOfficial(FORMULA));
    const save = renderHook(() => useSaveRuleset(), { wrapper: queryWrapper().wrapper });
    await act(() =>
      save.result.current.mutateAsync({ markdown: '# New', activePointFormula: HEAVY._id }),
    );
    expect(formulaStore.get().official).toMatchObject({ _id: HEAVY._id, name: 'Heavy Metal' });
    expect(api.requests).toContain('GET /api/formulas/active');
  });
});
