import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type Roster } from '@muster/shared-kernel/core';
import { exportRosterText, rosterStore } from '@muster/shared-kernel/client/rosters';
import { playedGame } from '@muster/shared-kernel/testing';
import { rosterOf, warden } from '../../../test-fixtures';
import { RosterListPage } from '../components/roster-list-page';

function renderList() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/rosters']}>
      <Routes>
        <Route path="/rosters" element={<RosterListPage />} />
        <Route path="/roster/:key" element={<h1>Builder</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

async function store(extra: Partial<Roster>): Promise<Roster> {
  const created = await rosterStore.create(rosterOf([{ count: 1, obj: warden }], extra));
  if (!created.ok) throw new Error(created.error);
  return created.roster;
}

const storedKeys = () => rosterStore.list().map((r) => r.key);

beforeEach(() => localStorage.clear());

describe('the roster list', () => {
  it('has an empty state that points to the factions and to import', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Rosters' })).toBeInTheDocument();
    expect(screen.getByText('You have no rosters yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Factions' })).toHaveAttribute(
      'href',
      '/factionlist/1',
    );
    expect(screen.getByLabelText('Roster file')).toBeInTheDocument();
  });

  it("lists Name, Faction, Point Limit ('N pts' or '-'), Created, newest first", async () => {
    await store({ name: 'Older', point_limit: 300 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await store({ name: 'Newer' });
    const user = renderList();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Faction', 'Point Limit', 'Created', 'Delete']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('300 pts');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      'Iron Wardens',
    );
    await user.click(screen.getByRole('link', { name: 'Older' }));
    expect(screen.getByRole('heading', { name: 'Builder' })).toBeInTheDocument();
  });

  it('deletes a roster after a confirmation', async () => {
    const kept = await store({ name: 'Kept' });
    const doomed = await store({ name: 'Doomed' });
    const user = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(storedKeys()).toContain(doomed.key);
    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(storedKeys()).toEqual([kept.key]);
    expect(screen.queryByRole('link', { name: 'Doomed' })).not.toBeInTheDocument();
  });

  it('points to the games played, and says a deletion takes a roster’s games with it', async () => {
    await store({ name: 'Veteran', games: [playedGame(1), playedGame(2, 'win')] });
    const user = renderList();
    expect(screen.getByRole('link', { name: 'Games played with these rosters' })).toHaveAttribute(
      'href',
      '/games',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Veteran' }));
    expect(
      screen.getByText(
        'The roster Veteran and the 2 games played with it will be deleted for good.',
      ),
    ).toBeInTheDocument();
  });

  it('imports an exported roster file as a new roster', async () => {
    const original = await store({ name: 'Exported', point_limit: 250 });
    const text = exportRosterText(original);
    act(() => void rosterStore.remove(original.key));
    const user = renderList();
    await user.upload(
      screen.getByLabelText('Roster file'),
      new File([text], 'Exported.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('link', { name: 'Exported' })).toBeInTheDocument();
    expect(rosterStore.list()).toMatchObject([
      { name: 'Exported', point_limit: 250, unit_list: [{ count: 1, obj: warden }] },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('imports a file dropped on the drop zone', async () => {
    const original = await store({ name: 'Dropped' });
    const text = exportRosterText(original);
    act(() => void rosterStore.remove(original.key));
    renderList();
    const file = new File([text], 'Dropped.json', { type: 'application/json' });
    const zone = screen.getByText(/Drag an exported roster file/).parentElement as HTMLElement;
    const dataTransfer = {
      files: [file],
      items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
      types: ['Files'],
    };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByRole('link', { name: 'Dropped' })).toBeInTheDocument();
    expect(rosterStore.list()).toHaveLength(1);
  });

  it.each([
    [
      'not JSON',
      '{ "name": ',
      /broken\.json was not imported: This file is not a roster: it is not JSON/,
    ],
    [
      'a unit without a name',
      JSON.stringify({
        faction_title: 'X',
        faction_slug: 'x',
        name: 'Bad',
        unit_list: [{ count: 1, obj: { unitName: '' } }],
      }),
      /broken\.json was not imported: Unit 1: the unit has no name/,
    ],
  ])(
    'refuses a file that is %s with a clear message, changing nothing',
    async (_, text, message) => {
      const kept = await store({ name: 'Kept' });
      const user = renderList();
      await user.upload(
        screen.getByLabelText('Roster file'),
        new File([text], 'broken.json', { type: 'application/json' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(storedKeys()).toEqual([kept.key]);
    },
  );

  it('refuses a file that is not JSON by type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <MemoryRouter>
        <RosterListPage />
      </MemoryRouter>,
    );
    await user.upload(
      screen.getByLabelText('Roster file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/notes\.txt: File type must be/);
    expect(storedKeys()).toEqual([]);
  });
});
