import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { explainUnitCost } from '@muster/shared-kernel/core/points';
import {
  ENGINE,
  FACTION,
  TEMPLATE,
  WEAPONS,
  mockApi,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { renderApp } from '../../../test/render';

const api = mockApi();
const location = () => screen.getByTestId('location').textContent;

afterEach(() => signOut());

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
    expect(api.requests).toEqual(
      expect.arrayContaining([
        `GET /api/units/${ENGINE._id}`,
        `GET /api/factions/${ENGINE.faction}`,
        `GET /api/weapons/faction/${ENGINE.faction}`,
        'GET /api/ability',
      ]),
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

  it('deletes the unit after confirming and goes to its faction', async () => {
    signIn('vex', ['publisher']);
    renderApp(`/units/${ENGINE._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() => expect(location()).toBe(`/factions/${FACTION.slug}`));
    expect(api.requests).toContain(`DELETE /api/units/${ENGINE._id}`);
    expect(api.db.units.map((unit) => unit._id)).not.toContain(ENGINE._id);
    // The deleted unit is not read again.
    expect(api.requests.filter((line) => line === `GET /api/units/${ENGINE._id}`)).toHaveLength(1);
  });

  it('still shows the card when the faction cannot be read', async () => {
    api.fail('get', '/api/factions/:key');
    renderApp(`/units/${ENGINE._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: ENGINE.unitName }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: FACTION.title })).not.toBeInTheDocument();
  });

  it("says there's nothing to show for a missing unit", async () => {
    renderApp('/units/nope');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
  });

  it("says there's nothing to show when the unit cannot be read", async () => {
    api.fail('get', '/api/units/:id');
    renderApp(`/units/${ENGINE._id}`);
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
  });
});
