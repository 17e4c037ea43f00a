import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type AbilityTemplate, type Unit, type Weapon } from '@muster/shared-kernel/core';
import { computeUnitCost, explainUnitCost } from '@muster/shared-kernel/core/points';
import { CANNON, ENGINE, TEMPLATE } from '../../testing/fixtures.js';
import { CostTerms } from './cost-terms.js';
import { UnitCard } from './unit-card.js';

// The fixtures' engine, its protections and bypasses given out of order, with a weapon and two
// templates that are gone and an ability longer than the card shows.
const cannon: Weapon = { ...CANNON, effectiveTypes: [2, 1] };
const plating: AbilityTemplate = TEMPLATE;
const engine: Unit = {
  ...ENGINE,
  description: 'A walking forge.',
  protectionTypes: [2, 1],
  equippedWeapons: [...ENGINE.equippedWeapons, { weaponID: 'gone', knack: 3 }],
  abilities: [{ name: 'Steam Vent', description: 'x'.repeat(600), pointCost: 2 }],
  structuredAbilities: [
    ...ENGINE.structuredAbilities,
    { templateID: 'gone', overrides: [], customName: '' },
    { templateID: 'gone', overrides: [], customName: 'Old Trick' },
  ],
};
const cost = computeUnitCost({ unit: engine, weapons: [cannon], abilityTemplates: [plating] });

function card(props: Partial<Parameters<typeof UnitCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <UnitCard
        unit={engine}
        cost={cost}
        weapons={[cannon]}
        abilityTemplates={[plating]}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('UnitCard', () => {
  it('shows the stats, the equipment with knack, and the abilities', () => {
    card();
    const article = screen.getByRole('article', { name: 'Anvil Engine' });
    expect(within(article).getByText(`${cost.total} pts`)).toHaveClass('unit-card-cost');
    const stats = article.querySelector('dl.unit-stats');
    expect(stats).toHaveTextContent('TrainingShockH10D3 (Physical, Reactive)M4S4');
    expect(within(article).getByText('A walking forge.')).toBeInTheDocument();
    expect(within(article).getByRole('row', { name: /Anvil Cannon/ })).toHaveTextContent(
      'Anvil CannonRanged, Heavy · bypasses Physical, Reactive4+24',
    );
    expect(within(article).getByText('Weapon Undefined')).toHaveClass('error-text');
    expect(within(article).getByText('Armored Plating 2').parentElement).toHaveTextContent(
      'Armored Plating 2: Ignore the first 2 damage each round.',
    );
  });

  it('shows the keywords roster rules name, and no keyword line without any', () => {
    const { unmount } = card({ unit: { ...engine, keywords: ['Artillery', 'Elite'] } });
    expect(screen.getByText('Keywords:').parentElement).toHaveTextContent(
      'Keywords: Artillery, Elite',
    );
    unmount();
    card({ unit: { ...engine, keywords: [] } });
    expect(screen.getByRole('article', { name: 'Anvil Engine' })).toBeInTheDocument();
    expect(screen.queryByText('Keywords:')).not.toBeInTheDocument();
  });

  it("cuts ability descriptions to 500 characters ending in '...'", () => {
    card();
    const steam = screen.getByText('Steam Vent').parentElement as HTMLElement;
    expect(steam.textContent).toBe(`Steam Vent: ${'x'.repeat(497)}...`);
  });

  it("says 'Ability Undefined' for a structured ability whose template is gone, unless named", () => {
    card();
    expect(screen.getByText('Ability Undefined')).toHaveClass('error-text');
    expect(screen.getByText('Old Trick')).toBeInTheDocument();
  });

  it('names an unknown training type by its id, a missing one Infantry, and size 1 when unset', () => {
    const { unmount } = card({ unit: { ...engine, trainingType: 9 as 1 } });
    expect(screen.getByText('Type 9')).toBeInTheDocument();
    unmount();
    card({ unit: { ...engine, trainingType: undefined as unknown as 1, size: 0 } });
    expect(screen.getByText('Infantry')).toBeInTheDocument();
    expect(screen.getByTitle('Size').nextSibling).toHaveTextContent(/^1$/);
  });

  it("shows the engine's error in place of the points", () => {
    card({ cost: { ...cost, total: 0, error: 'Error: bad formula' } });
    expect(screen.getByText('Error: bad formula')).toHaveClass('error-text');
  });

  it("links the name to the unit's page when asked, and shows its actions", () => {
    card({ link: true, actions: <button type="button">Edit</button> });
    expect(screen.getByRole('link', { name: 'Anvil Engine' })).toHaveAttribute(
      'href',
      `/units/${ENGINE._id}`,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("on a roster, shows the quantity with − and +, and the line's points", async () => {
    const onAdd = jest.fn();
    const onRemove = jest.fn();
    card({ lineId: 'line-1', count: 2, onAdd, onRemove, withDescription: false });
    const article = screen.getByRole('article', { name: 'Anvil Engine' });
    expect(article).toHaveAttribute('aria-labelledby', 'unit-line-1');
    expect(article).toHaveClass('unit-card--picked');
    expect(screen.getByLabelText('Quantity of Anvil Engine')).toHaveTextContent('×2');
    expect(article).toHaveTextContent(`${cost.total * 2} pts (${cost.total} pts each)`);
    expect(screen.queryByText('A walking forge.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Anvil Engine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Anvil Engine' }));
    expect(onAdd).toHaveBeenCalledWith('line-1');
    expect(onRemove).toHaveBeenCalledWith('line-1');
  });

  it('moves the focus to + when − takes the last one away (− is then disabled)', async () => {
    card({ count: 1, onAdd: () => undefined, onRemove: () => undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Anvil Engine' }));
    expect(screen.getByRole('button', { name: 'Add one Anvil Engine' })).toHaveFocus();
  });

  it('disables − at zero and marks the card unpicked', () => {
    card({ count: 0, onAdd: () => undefined, onRemove: () => undefined });
    expect(screen.getByRole('button', { name: 'Remove one Anvil Engine' })).toBeDisabled();
    expect(screen.getByRole('article')).toHaveClass('unit-card--unpicked');
  });
});

describe('CostTerms', () => {
  const explanation = explainUnitCost({
    unit: engine,
    weapons: [cannon],
    abilityTemplates: [plating],
  });

  it('lists every term, and the total when asked', () => {
    render(<CostTerms explanation={explanation} withTotal />);
    const table = screen.getByRole('table', { name: 'Cost terms' });
    for (const term of explanation.terms)
      expect(within(table).getByRole('cell', { name: term.label })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextSibling).toHaveTextContent(
      String(explanation.total),
    );
  });

  it('shows only the terms in a live panel', () => {
    render(<CostTerms explanation={explanation} />);
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(explanation.terms.length);
  });
});
