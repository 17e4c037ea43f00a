import { render, screen, within } from '@testing-library/react';
import { EnvironmentTable, TacticsAndEnvironment, TacticsTable } from './faction-tables.js';

describe('faction tables', () => {
  it('sorts tactics by knack, lowest first', () => {
    render(
      <TacticsTable
        tactics={[
          { name: 'Ambush', knack: 5, description: 'Strike first.' },
          { name: 'Rally', knack: 2, description: 'Stand firm.' },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Tactics' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameKnackDescription',
      'Rally2Stand firm.',
      'Ambush5Strike first.',
    ]);
  });

  it('numbers environment effects and shows their tactic penalty', () => {
    render(
      <EnvironmentTable
        effects={[{ name: 'Ash Storm', description: 'Ranged -1.', antePenalty: 1 }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Environment Effects' });
    expect(within(table).getByRole('rowheader', { name: 'Ash Storm' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('1Ash StormRanged -1.1');
  });

  it('says so when a faction has none', () => {
    render(<TacticsTable tactics={[]} />);
    render(<EnvironmentTable effects={[]} />);
    expect(screen.getByText('This faction has no tactics.')).toBeTruthy();
    expect(screen.getByText('This faction has no environment effects.')).toBeTruthy();
  });

  it('puts both tables in sections named by their headings', () => {
    render(
      <TacticsAndEnvironment
        className="roster-section"
        faction={{ anteList: [{ name: 'Rally', knack: 2, description: '' }], environmentList: [] }}
      />,
    );
    const tactics = screen.getByRole('region', { name: 'Tactics' });
    expect(tactics).toHaveClass('roster-section');
    expect(within(tactics).getByRole('table', { name: 'Tactics' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Environment Effects' })).toHaveTextContent(
      'This faction has no environment effects.',
    );
  });
});
