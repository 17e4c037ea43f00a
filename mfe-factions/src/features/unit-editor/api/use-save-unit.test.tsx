import { act, renderHook, waitFor } from '@testing-library/react';
import { FACTION, SCOUT, mockApi, queryWrapper, signIn } from '@muster/shared-kernel/testing';
import { sessionStore, useUnitsOfFaction } from '@muster/shared-kernel/client';
import { useSaveUnit } from './use-save-unit';

mockApi();

afterEach(() => sessionStore.clear());

describe('useSaveUnit', () => {
  it('refreshes the faction’s units after a unit is saved', async () => {
    signIn('vex', ['publisher']);
    const { wrapper: Wrapper } = queryWrapper();
    const units = renderHook(() => useUnitsOfFaction(FACTION._id), { wrapper: Wrapper });
    // Read `data` here: a query hook re-renders only for the fields its caller reads.
    await waitFor(() => expect(units.result.current.data).toHaveLength(3));
    const save = renderHook(() => useSaveUnit(), { wrapper: Wrapper });
    await act(() =>
      save.result.current.mutateAsync({ unit: { ...SCOUT, unitName: 'Outrider' }, id: SCOUT._id }),
    );
    await waitFor(() =>
      expect(units.result.current.data?.map((unit) => unit.unitName)).toContain('Outrider'),
    );
  });
});
