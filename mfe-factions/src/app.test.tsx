import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import App from './app';
import {
  FACTION,
  SCOUT,
  UNITS,
  WEAPONS,
  HAMMER,
  TEMPLATE,
  signIn,
  signOut,
  stubFetch,
} from '@muster/shared-kernel/testing';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  countFactions: jest.fn(),
  listFactions: jest.fn(),
  randomFactions: jest.fn(),
  factionsByAuthor: jest.fn(),
  getFaction: jest.fn(),
  unitsOfFaction: jest.fn(),
  weaponsOfFaction: jest.fn(),
  listAbilityTemplates: jest.fn(),
  getUnit: jest.fn(),
  getWeapon: jest.fn(),
  getProfile: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;

/** A concrete path for a route pattern: each parameter becomes a sample value. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => (key === 'page' ? '1' : `sample-${key}`));
}

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

beforeEach(() => {
  stubFetch();
  signIn('vex', ['publisher', 'mod']);
  api.countFactions.mockResolvedValue(1);
  api.listFactions.mockResolvedValue([FACTION]);
  api.randomFactions.mockResolvedValue([FACTION]);
  api.factionsByAuthor.mockResolvedValue([FACTION]);
  api.getFaction.mockResolvedValue(FACTION);
  api.unitsOfFaction.mockResolvedValue(UNITS);
  api.weaponsOfFaction.mockResolvedValue(WEAPONS);
  api.listAbilityTemplates.mockResolvedValue([TEMPLATE]);
  api.getUnit.mockResolvedValue(SCOUT);
  api.getWeapon.mockResolvedValue(HAMMER);
  api.getProfile.mockResolvedValue({
    username: 'vex',
    display: 'Vex the Bold',
    roles: [],
    likes: [],
  });
});

afterEach(() => {
  signOut();
  jest.clearAllMocks();
});

describe('factions remote', () => {
  it('has a heading for every route it owns', () => {
    expect(Object.keys(HEADINGS).sort()).toEqual([...REMOTE_ROUTES.factions].sort());
  });

  it.each(REMOTE_ROUTES.factions.map((pattern) => [samplePath(pattern), pattern]))(
    'renders a screen for %s',
    async (path, pattern) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: HEADINGS[pattern] }),
      ).toBeInTheDocument();
      expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
    },
  );

  it('shows the not-found text for a path it does not own', async () => {
    render(
      <MemoryRouter initialEntries={['/factions']}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });
});
