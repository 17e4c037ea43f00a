import { act, render, screen } from '@testing-library/react';
import { mockApi, queryWrapper } from '@muster/shared-kernel/testing';
import type { PointFormula } from '@muster/shared-kernel/core';
import { demoFormulaStore } from './formula-in-force.js';
import { useFormulaInForce } from './use-formula-in-force.js';

const official: PointFormula = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Season 2',
  formula: '{}',
  lastUpdated: '2026-01-01T00:00:00Z',
};

const api = mockApi(() => ({
  formulas: [official],
  ruleset: { markdown: '# Rules', activePointFormula: official._id },
}));

function Badge() {
  const inForce = useFormulaInForce();
  return <span>{`${inForce.source}:${inForce.name}`}</span>;
}

afterEach(() => act(() => demoFormulaStore.removeDemo()));

describe('useFormulaInForce', () => {
  it('is the defaults until the active formula is read, then follows the demo formula', async () => {
    render(<Badge />, queryWrapper());
    expect(screen.getByText('default:Default')).toBeTruthy();
    expect(await screen.findByText('official:Season 2')).toBeTruthy();
    expect(api.requests).toEqual(['GET /api/formulas/active']);
    act(() => demoFormulaStore.setDemo({ name: 'Mine', formula: '{}' }));
    expect(screen.getByText('demo:Mine')).toBeTruthy();
    act(() => demoFormulaStore.removeDemo());
    expect(screen.getByText('official:Season 2')).toBeTruthy();
  });

  it('is the defaults on a site with no active formula', async () => {
    api.db.ruleset = { markdown: '# Rules', activePointFormula: null };
    render(<Badge />, queryWrapper());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.requests).toEqual(['GET /api/formulas/active']);
    expect(screen.getByText('default:Default')).toBeTruthy();
  });
});
