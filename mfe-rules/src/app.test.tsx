import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import App from './app';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getRuleset: jest.fn(),
  listPointFormulas: jest.fn(),
  getPointFormula: jest.fn(),
  listFactions: jest.fn(),
  unitsOfFaction: jest.fn(),
  weaponsOfFaction: jest.fn(),
  listAbilityTemplates: jest.fn(),
  getAbilityTemplate: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;

/** The heading each route of the rules remote opens with. */
const SCREENS: Record<string, string> = {
  '/': 'Muster Ruleset',
  '/ruleset': 'Muster Ruleset',
  '/pointformulas': 'Formula Playground',
  '/newformula': 'Point Formula',
  '/editformula/sample-id': 'Point Formula',
  '/abilitytemplates': 'Ability Templates',
  '/newability': 'Ability Template',
  '/editability/sample-id': 'Ability Template',
};

/** A concrete path for a route pattern: each parameter becomes a sample value. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => `sample-${key}`);
}

beforeEach(() => {
  api.getRuleset.mockResolvedValue({ markdown: '# Rules', activePointFormula: null });
  api.listPointFormulas.mockResolvedValue([]);
  api.getPointFormula.mockResolvedValue({
    _id: 'sample-id',
    name: 'Sample',
    formula: core.DEFAULT_POINT_FORMULA,
    lastUpdated: '2026-11-21T12:00:00.000Z',
  });
  api.listFactions.mockResolvedValue([]);
  api.listAbilityTemplates.mockResolvedValue([]);
  api.getAbilityTemplate.mockResolvedValue({
    _id: 'sample-id',
    name: 'Flight',
    description: '',
    formula: '5',
    defaultValues: [],
  });
});

describe('rules remote', () => {
  it('owns exactly the routes the route table gives it', () => {
    expect(core.REMOTE_ROUTES.rules.map(samplePath).sort()).toEqual(Object.keys(SCREENS).sort());
  });

  it.each(Object.entries(SCREENS))('renders %s as %s', async (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(core.NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });

  it('answers not-found for paths it does not own', () => {
    render(
      <MemoryRouter initialEntries={['/ruleset/extra']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText(core.NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
