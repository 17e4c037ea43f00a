import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFormulaStore } from '@muster/shared-kernel/client';
import { DemoFormulaBadge } from './demo-formula-badge';

const FORMULA = JSON.stringify({ movementFormula: '0', defenseFormula: '1', weaponFormula: '0' });

describe('DemoFormulaBadge', () => {
  afterEach(() => act(() => demoFormulaStore.removeDemo()));

  it('is absent while there is no demo formula', () => {
    render(<DemoFormulaBadge />);
    expect(screen.queryByRole('status', { name: 'Demo formula' })).not.toBeInTheDocument();
  });

  it('appears when a demo formula is stored, toggles it and removes it', async () => {
    render(<DemoFormulaBadge />);
    act(() => demoFormulaStore.setDemo({ name: 'Cheap Scouts', formula: FORMULA }));
    const badge = screen.getByRole('status', { name: 'Demo formula' });
    expect(badge).toHaveTextContent('Demo: Cheap Scouts');
    expect(demoFormulaStore.get()?.enabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(badge).toHaveTextContent('(off)');
    expect(demoFormulaStore.get()?.enabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(demoFormulaStore.get()?.enabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('status', { name: 'Demo formula' })).not.toBeInTheDocument();
    expect(demoFormulaStore.get()).toBeNull();
  });
});
