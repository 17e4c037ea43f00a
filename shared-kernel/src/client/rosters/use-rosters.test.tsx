import { act, render, screen } from '@testing-library/react';
import { rosterStore } from './roster-store.js';
import { useRoster, useRosterList } from './use-rosters.js';

function List() {
  const rosters = useRosterList();
  return <p>{rosters.map((r) => r.name).join(',') || 'none'}</p>;
}

function One({ id }: { id: string }) {
  const roster = useRoster(id);
  return <p>{roster ? `one:${roster.name}` : 'Roster Not Found...'}</p>;
}

describe('roster hooks', () => {
  beforeEach(() => localStorage.clear());

  it('follow creates, saves and deletes', async () => {
    render(<List />);
    expect(screen.getByText('none')).toBeTruthy();
    let key = '';
    await act(async () => {
      const result = await rosterStore.create({
        faction_title: 'Orcs',
        faction_slug: 'orcs',
        name: 'A',
      });
      if (result.ok) key = result.roster.key;
    });
    expect(screen.getByText('A')).toBeTruthy();
    render(<One id={key} />);
    expect(screen.getByText('one:A')).toBeTruthy();
    await act(async () => {
      const roster = rosterStore.get(key);
      if (roster) await rosterStore.save({ ...roster, name: 'B' });
    });
    expect(screen.getByText('one:B')).toBeTruthy();
    act(() => {
      rosterStore.remove(key);
    });
    expect(screen.getByText('Roster Not Found...')).toBeTruthy();
    expect(screen.getByText('none')).toBeTruthy();
  });
});
