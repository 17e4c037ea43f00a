import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import App from './app';
import {
  FACTION,
  SCOUT,
  UNITS,
  WEAPONS,
  HAMMER,
  TestProviders,
  mockApi,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';

/** A concrete path for a route pattern: each parameter becomes a sample value. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => (key === 'page' ? '1' : `sample-${key}`));
}

// The sample paths name one faction (by slug and by id), one author, one unit and one weapon.
const factionId = 'sample-factionId';
mockApi(() => ({
  factions: [{ ...FACTION, _id: factionId, slug: 'sample-slug' }],
  units: [...UNITS, { ...SCOUT, _id: 'sample-id' }].map((unit) => ({
    ...unit,
    faction: factionId,
  })),
  weapons: [...WEAPONS, { ...HAMMER, _id: 'sample-id' }].map((weapon) => ({
    ...weapon,
    faction: factionId,
  })),
  profiles: [
    { username: 'vex', display: 'Vex the Bold', roles: [], likes: [] },
    { username: 'sample-name', display: 'Vex the Bold', roles: [], likes: [] },
  ],
}));

/** The heading each owned route shows once loaded (a publisher and moderator is signed in). */
const HEADINGS: Record<string, string> = {
  '/factionlist': 'Factions',
  '/factionlist/:page': 'Factions',
  '/myfactions': 'My Factions',
  '/myfactions/:page': 'My Factions',
  '/authorpage/:name': 'Factions by Vex the Bold',
  '/factions/:slug': FACTION.title,
  '/newfaction': 'Faction Editor',
  '/editfaction/:slug': 'Faction Editor',
  '/units/:id': SCOUT.unitName,
  '/newunit/:factionId': 'Unit Editor',
  '/editunit/:id': 'Unit Editor',
  '/newweapon/:factionId': 'Weapon Editor',
  '/editweapon/:id': 'Weapon Editor',
};

beforeEach(() => signIn('vex', ['publisher', 'mod']));
afterEach(() => signOut());

describe('factions remote', () => {
  it('has a heading for every route it owns', () => {
    expect(Object.keys(HEADINGS).sort()).toEqual([...REMOTE_ROUTES.factions].sort());
  });

  it.each(REMOTE_ROUTES.factions.map((pattern) => [samplePath(pattern), pattern]))(
    'renders a screen for %s',
    async (path, pattern) => {
      render(
        <TestProviders>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </TestProviders>,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: HEADINGS[pattern] }),
      ).toBeInTheDocument();
      expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
    },
  );

  it('shows the not-found text for a path it does not own', async () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/factions']}>
          <App />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });
});
