import { act, renderHook } from '@testing-library/react';
import { FORMULA, queryWrapper, mockApi, signIn, signOut } from '@muster/shared-kernel/testing';
import { activePointFormulaKey } from '@muster/shared-kernel/client';
import { useSaveRuleset } from './use-save-ruleset';

/** The formula the saved ruleset makes the active one. */
const NEXT = { ...FORMULA, _id: '00000000-0000-4000-8000-0000000000d2', name: 'Heavy Metal' };
const api = mockApi(() => ({ formulas: [FORMULA, NEXT] }));

afterEach(() => signOut());

describe('useSaveRuleset', () => {
  it('loads the new active formula at once (the formula base change)', async () => {
    signIn('admin', ['admin', 'mod']);
    const { client, wrapper } = queryWrapper();
    const save = renderHook(() => useSaveRuleset(), { wrapper });
    await act(() =>
      save.result.current.mutateAsync({ markdown: '# New', activePointFormula: NEXT._id }),
    );
    expect(client.getQueryData(activePointFormulaKey)).toMatchObject({
      _id: NEXT._id,
      name: 'Heavy Metal',
    });
    expect(api.requests).toContain('GET /api/formulas/active');
  });
});
