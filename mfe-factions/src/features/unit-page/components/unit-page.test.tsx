import { screen, within } from '@testing-library/react';
import * as kernel from '@muster/shared-kernel/client';
import { explainUnitCost } from '@muster/shared-kernel/core';
import {
  ENGINE,
  FACTION,
  TEMPLATE,
  WEAPONS,
  signIn,
  signOut,
  stubFetch,
} from '@muster/shared-kernel/testing';
import { renderApp } from '../../../test/render';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getUnit: jest.fn(),
  getFaction: jest.fn(),
  weaponsOfFaction: jest.fn(),
  listAbilityTemplates: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;

beforeEach(() => {
  stubFetch();
  api.getUnit.mockResolvedValue(ENGINE);
  api.getFaction.mockResolvedValue(FACTION);
  api.weaponsOfFaction.mockResolvedValue(WEAPONS);
  api.listAbilityTemplates.mockResolvedValue([TEMPLATE]);
});
afterEach(() => {
  signOut();
  jest.clearAllMocks();
});

describe('unit page', () => {
  it('shows the unit card and its cost explained term by term', async () => {
    renderApp(`/units/${ENGINE._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: ENGINE.unitName }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FACTION.title })).toHaveAttribute(
      'href',
      `/factions/${FACTION.slug}`,
    );
    const explained = explainUnitCost({
      unit: ENGINE,
      weapons: WEAPONS,
      abilityTemplates: [TEMPLATE],
    });
    const table = screen.getByRole('table', { name: 'Cost terms' });
    for (const term of explained.terms)
      expect(within(table).getByRole('cell', { name: term.label })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextSibling).toHaveTextContent(
      String(explained.total),
    );
    expect(screen.getByText(`${explained.total} pts`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('gives the faction author Edit and Delete', async () => {
    signIn('vex', ['publisher']);
    renderApp(`/units/${ENGINE._id}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/editunit/${ENGINE._id}`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("says there's nothing to show for a missing unit", async () => {
    api.getUnit.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderApp('/units/nope');
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
  });
});
