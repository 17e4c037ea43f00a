import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as core from '@muster/shared-kernel/core';
import { mockApi, renderScreen, samplePath } from '@muster/shared-kernel/testing';
import App from './app';

const api = mockApi(() => ({
  ruleset: { markdown: '# Rules', activePointFormula: null },
  formulas: [
    {
      _id: 'sample-id',
      name: 'Sample',
      formula: core.DEFAULT_POINT_FORMULA,
      lastUpdated: '2026-11-21T12:00:00.000Z',
    },
  ],
  factions: [],
  abilities: [
    { _id: 'sample-id', name: 'Flight', description: '', formula: '5', defaultValues: [] },
  ],
}));

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

describe('rules remote', () => {
  it('owns exactly the routes the route table gives it', () => {
    expect(core.REMOTE_ROUTES.rules.map(samplePath).sort()).toEqual(Object.keys(SCREENS).sort());
  });

  it.each(Object.entries(SCREENS))('renders %s as %s', async (path, heading) => {
    renderScreen(<App />, { entries: [path] });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(core.NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });

  it('answers not-found for paths it does not own', () => {
    renderScreen(<App />, { entries: ['/ruleset/extra'] });
    expect(screen.getByText(core.NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('fetches the ability templates once while moving between the list and a template', async () => {
    renderScreen(<App />, { entries: ['/abilitytemplates'] });
    await userEvent.click(await screen.findByRole('link', { name: 'Details of Flight' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('link', { name: 'Details of Flight' })).toBeInTheDocument();
    expect(api.requests.filter((line) => line.startsWith('GET /api/ability'))).toEqual([
      'GET /api/ability',
      'GET /api/ability/sample-id',
    ]);
  });
});
