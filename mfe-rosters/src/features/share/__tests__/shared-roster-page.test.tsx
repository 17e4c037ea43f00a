import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { faction, rosterOf, templates, units, warden, weapons } from '../../../test-fixtures';
import { BAD_SHARE_LINK_MESSAGE, encodeRoster } from '../../../lib/share-link';
import { SharedRosterPage } from '../components/shared-roster-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getFaction: jest.fn(),
  unitsOfFaction: jest.fn(),
  weaponsOfFaction: jest.fn(),
  listAbilityTemplates: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const { rosterStore } = kernel;
const { computeUnitCost } = core;

function renderShared(code: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/rosters']}>
      <Routes>
        <Route path="/rosters" element={<SharedRosterPage code={code} />} />
        <Route path="/roster/:key" element={<h1>Builder</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const shared: core.Roster = {
  key: 'roster_iron-wardens_1',
  created: 1,
  ...rosterOf([{ count: 3, obj: warden }], { name: 'Friend’s Wall', point_limit: 100 }),
};

beforeEach(() => {
  localStorage.clear();
  api.getFaction.mockResolvedValue(faction);
  api.unitsOfFaction.mockResolvedValue(units);
  api.weaponsOfFaction.mockResolvedValue(weapons);
  api.listAbilityTemplates.mockResolvedValue(templates);
});

describe('a shared roster', () => {
  it('shows the roster read-only, and Add to My Rosters stores it and opens it', async () => {
    const user = renderShared(await encodeRoster(shared));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friend’s Wall' })).toBeVisible();
    const each = computeUnitCost({ unit: warden, weapons, abilityTemplates: templates }).total;
    expect(screen.getByTestId('roster-total')).toHaveTextContent(`${each * 3} / 100`);
    expect(screen.getByRole('article', { name: 'Shield Warden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add one/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove one/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tactics' })).toBeInTheDocument();
    expect(rosterStore.list()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add to My Rosters' }));
    expect(screen.getByRole('heading', { name: 'Builder' })).toBeInTheDocument();
    expect(rosterStore.list()).toMatchObject([
      { name: 'Friend’s Wall', point_limit: 100, unit_list: [{ count: 3, obj: warden }] },
    ]);
  });

  it('answers a clear message for a truncated link', async () => {
    const code = await encodeRoster(shared);
    renderShared(code.slice(0, code.length - 7));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_SHARE_LINK_MESSAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shared roster cannot be opened',
    );
    expect(screen.getByRole('link', { name: 'Go to my rosters' })).toBeInTheDocument();
  });
});
