import { screen } from '@testing-library/react';
import { encodeRoster, rosterStore } from '@muster/shared-kernel/client/rosters';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import { samplePath } from '@muster/shared-kernel/testing';
import { mockFactionApi, rosterOf, warden } from './test-fixtures';
import { renderAt } from './test-render';
import App from './app';

mockFactionApi();

beforeEach(() => localStorage.clear());

describe('rosters remote', () => {
  it.each(REMOTE_ROUTES.rosters.map(samplePath))('renders a screen for %s', async (path) => {
    renderAt(path, <App />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });

  it('/rosters is the roster list', () => {
    renderAt('/rosters', <App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rosters' })).toBeInTheDocument();
  });

  it("/roster/{key} is the builder of that roster, or 'Roster Not Found...'", async () => {
    const created = await rosterStore.create(rosterOf([{ count: 1, obj: warden }]));
    if (!created.ok) throw new Error(created.error);
    renderAt(`/roster/${created.roster.key}`, <App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall of Iron' })).toBeVisible();
  });

  it('/roster/{key} opens a roster an older version of the site stored, once it is checked', async () => {
    // Not written by this store (no stamp): checked in full before it is shown, never 'not found'.
    const old = rosterOf([{ count: 1, obj: warden }]);
    localStorage.setItem('roster_iron_5', JSON.stringify(old));
    renderAt('/roster/roster_iron_5', <App />);
    expect(screen.queryByRole('heading', { name: 'Roster Not Found...' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall of Iron' })).toBeVisible();
  });

  it("/roster/{unknown} says 'Roster Not Found...'", () => {
    renderAt('/roster/roster_nothing_1', <App />);
    expect(screen.getByRole('heading', { name: 'Roster Not Found...' })).toBeInTheDocument();
  });

  it('/rosters#share=… opens the shared roster', async () => {
    const code = await encodeRoster({
      key: 'roster_x_1',
      created: 1,
      ...rosterOf([{ count: 1, obj: warden }], { name: 'Shared Wall' }),
    });
    renderAt(`/rosters#share=${code}`, <App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Wall' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to My Rosters' })).toBeInTheDocument();
  });

  it('leaves any other path to the not-found page', () => {
    renderAt('/rosters/extra/path', <App />);
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
