import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs.js';

function Harness() {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      label="Faction"
      selected={selected}
      onSelect={setSelected}
      items={[
        { label: 'Unit Stats', content: <p>units here</p> },
        { label: 'Lore', content: <p>lore here</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows one panel and moves between tabs with the arrow keys, Home and End', async () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('units here');
    expect(screen.getByRole('tab', { name: 'Unit Stats' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Lore' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Unit Stats' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lore' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Lore' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Lore' })).toHaveTextContent('lore here');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Unit Stats' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Lore' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('units here');
  });
});
