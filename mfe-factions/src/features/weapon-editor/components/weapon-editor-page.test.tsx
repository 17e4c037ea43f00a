import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONFLICT_MESSAGE, type Weapon } from '@muster/shared-kernel/core';
import { weaponCost } from '@muster/shared-kernel/core/points';
import {
  CANNON,
  FACTION,
  MOCK_API_ORIGIN,
  mockApi,
  signIn,
  signOut,
  retype,
  saveElsewhere,
} from '@muster/shared-kernel/testing';
import { RE_REVIEW_MESSAGE, notify } from '@muster/shared-kernel/client';
import { renderApp } from '../../../test/render';

const api = mockApi();
const saves = () => api.requests.filter((line) => line.startsWith('POST /api/weapons'));

beforeEach(() => signIn('vex', ['publisher']));
afterEach(() => signOut());

describe('Weapon Editor', () => {
  it('starts as a melee weapon and simulates its cost at knack 2 to 6', async () => {
    renderApp(`/newweapon/${FACTION._id}`);
    expect(await screen.findByRole('heading', { name: 'Weapon Editor' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Melee' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ranged' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Bypass Defense Type' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cost simulation' });
    const knacks = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(knacks).toEqual(['2', '3', '4', '5', '6']);

    await retype('Attacks', '3');
    await retype('Damage', '2');
    const weapon = { attacks: 3, damage: 2, type: ['melee' as const], effectiveTypes: [] };
    const atTwo = weaponCost({ weapon, knack: 2 });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText(atTwo.dpr.toFixed(2))).toBeInTheDocument();
    expect(within(row).getByText(`${atTwo.cost} pts`)).toBeInTheDocument();
  });

  it('requires a name, attacks and damage of at least 0, and one type', async () => {
    renderApp(`/newweapon/${FACTION._id}`);
    await screen.findByRole('heading', { name: 'Weapon Editor' });
    await userEvent.clear(screen.getByLabelText('Attacks'));
    await userEvent.type(screen.getByLabelText('Damage'), '{Backspace}-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Melee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Attacks is required')).toBeInTheDocument();
    expect(screen.getByText('Damage must be from 0 to 100')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one type')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    // Each error goes as soon as its field is fixed.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranged' }));
    expect(screen.queryByText('Choose at least one type')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Attacks'), '2');
    expect(screen.queryByText('Attacks is required')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('creates a weapon for the faction and returns to the previous page', async () => {
    renderApp(`/newweapon/${FACTION._id}`);
    await userEvent.type(await screen.findByLabelText('Name'), 'Thorn Volley');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranged' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Energy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(saves()).toEqual(['POST /api/weapons/']);
    expect(api.db.weapons.at(-1)).toEqual({
      _id: expect.any(String),
      faction: FACTION._id,
      name: 'Thorn Volley',
      description: '',
      type: ['melee', 'ranged'],
      attacks: 1,
      damage: 1,
      effectiveTypes: [3],
      // A new weapon starts at version 1.
      version: 1,
    });
  });

  it('tells users who may not edit the faction so, instead of the editor', async () => {
    signIn('stranger', ['publisher']);
    renderApp(`/editweapon/${CANNON._id}`);
    expect(await screen.findByText(/Only the author, the listed editors/)).toBeInTheDocument();
    expect(api.requests).toEqual([
      `GET /api/weapons/${CANNON._id}`,
      `GET /api/factions/${CANNON.faction}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('edits a weapon under its id', async () => {
    const bodies: unknown[] = [];
    api.server.use(
      http.post(`${MOCK_API_ORIGIN}/api/weapons/:id`, async ({ request, params }) => {
        const body = (await request.json()) as object;
        bodies.push(body);
        return HttpResponse.json({ ...body, _id: params.id });
      }),
    );
    renderApp(`/editweapon/${CANNON._id}`);
    expect(await screen.findByLabelText('Name')).toHaveValue(CANNON.name);
    expect(screen.getByRole('checkbox', { name: 'Heavy' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reactive' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual([`POST /api/weapons/${CANNON._id}`]));
    const { _id, ...payload } = CANNON;
    expect(bodies).toEqual([payload]);
  });

  it('reads the faction again after a save and tells the author it waits for a moderator', async () => {
    const info = jest.spyOn(notify, 'info');
    try {
      renderApp(`/editweapon/${CANNON._id}`);
      expect(await screen.findByLabelText('Name')).toHaveValue(CANNON.name);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(info).toHaveBeenCalledWith(RE_REVIEW_MESSAGE));
      expect(api.db.factions.find((f) => f._id === FACTION._id)?.reviewed).toBe(false);
      expect(
        api.requests.filter((line) => line === `GET /api/factions/${FACTION._id}`),
      ).toHaveLength(2);
    } finally {
      info.mockRestore();
    }
  });

  it('keeps the typed text when someone else saved the weapon first, and Reload brings theirs', async () => {
    renderApp(`/editweapon/${CANNON._id}`);
    expect(await screen.findByLabelText('Name')).toHaveValue(CANNON.name);
    const stored = api.db.weapons.find((weapon) => weapon._id === CANNON._id) as Weapon;
    saveElsewhere(stored, { name: 'Their Cannon', description: 'Loud.' });

    await retype('Name', 'My Cannon');
    await userEvent.type(screen.getByLabelText('Description'), 'Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Name')).toHaveValue('My Cannon');
    expect(screen.getByLabelText('Description')).toHaveValue('Mine.');
    expect(stored).toMatchObject({ name: 'Their Cannon', version: 2 });

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Their Cannon'));
    expect(screen.getByLabelText('Description')).toHaveValue('Loud.');
    expect(screen.queryByRole('alert', { name: CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(api.db.weapons.find((weapon) => weapon._id === CANNON._id)?.version).toBe(3);
  });
});
