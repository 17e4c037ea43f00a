import { act, render, screen } from '@testing-library/react';
import type { PointFormula } from '@muster/shared-kernel/core';
import { formulaStore } from './formula-store.js';
import { useFormulaInForce } from './use-formula-in-force.js';

const official: PointFormula = {
  _id: 'p1',
  name: 'Season 2',
  formula: '{}',
  lastUpdated: '2026-01-01T00:00:00Z',
};

jest.mock('../api/http.js', () => ({
  request: jest.fn(async () => official),
}));

describe('useFormulaInForce', () => {
  it('re-renders when the demo formula changes', async () => {
    function Badge() {
      const inForce = useFormulaInForce();
      return <span>{`${inForce.source}:${inForce.name}`}</span>;
    }
    render(<Badge />);
    await act(async () => {
      await formulaStore.loadOfficial();
    });
    expect(screen.getByText('official:Season 2')).toBeTruthy();
    act(() => formulaStore.setDemo({ name: 'Mine', formula: '{}' }));
    expect(screen.getByText('demo:Mine')).toBeTruthy();
    act(() => formulaStore.removeDemo());
    expect(screen.getByText('official:Season 2')).toBeTruthy();
  });
});
