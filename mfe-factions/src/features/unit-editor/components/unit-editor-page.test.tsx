import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as core from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import { demoFormulaStore } from '@muster/shared-kernel/client';
import {
  ENGINE,
  FACTION,
  HAMMER,
  MOCK_API_ORIGIN,
  TEMPLATE,
  WEAPONS,
  mockApi,
  signIn,
  signOut,
  retype,
  saveElsewhere,
} from '@muster/shared-kernel/testing';
import { renderApp } from '../../../test/render';

const api = mockApi();
const total = () => screen.getByRole('complementary', { name: 'Total Cost' });
const costOf = (unit: Partial<core.Unit>) =>
  `${computeUnitCost({ unit, weapons: WEAPONS, abilityTemplates: [TEMPLATE] }).total} pts`;
const saves = () => api.requests.filter((line) => line.startsWith('POST /api/units'));

/** Records the bodies of unit saves, answering each with the unit saved. */
function recordSaves() {
  const bodies: unknown[] = [];
  api.server.use(
    http.post(`${MOCK_API_ORIGIN}/api/units/:id?`, async ({ request, params }) => {
      const body = (await request.json()) as object;
      bodies.push(body);
      return HttpResponse.json({ ...body, _id: params.id ?? 'new-id' });
    }),
  );
  return bodies;
}

beforeEach(() => signIn('vex', ['publisher']));
afterEach(() => {
  signOut();
  act(() => demoFormulaStore.removeDemo());
});

describe('Unit Editor', () => {
  it('starts a new unit with its defaults and updates the total cost as you type', async () => {
    renderApp(`/newunit/${FACTION._id}`);
    expect(await screen.findByRole('heading', { name: 'Unit Editor' })).toBeInTheDocument();
    expect(api.requests).toContain(`GET /api/weapons/faction/${FACTION._id}`);
    expect(screen.getByLabelText('Training Type')).toHaveDisplayValue('Infantry');
    expect(screen.getByLabelText('Health')).toHaveValue(1);
    expect(screen.getByLabelText('Protection Value')).toHaveValue(0);
    expect(screen.getByLabelText('Movement')).toHaveValue(6);
    expect(screen.getByLabelText('Size')).toHaveValue(1);
    expect(within(total()).getByText(costOf({}))).toBeInTheDocument();

    await retype('Health', '10');
    expect(within(total()).getByText(costOf({ health: 10 }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Equip Weapon' }));
    const row = screen.getByRole('group', { name: 'Weapon 1' });
    expect(within(row).getByLabelText('Knack')).toHaveValue(2);
    expect(within(row).getByLabelText('Weapon')).toHaveDisplayValue(HAMMER.name);
    expect(
      within(total()).getByText(
        costOf({ health: 10, equippedWeapons: [{ weaponID: HAMMER._id, knack: 2 }] }),
      ),
    ).toBeInTheDocument();
    expect(within(total()).getByText(`${HAMMER.name} (knack 2)`)).toBeInTheDocument();
  });

  it('follows the formula in force', async () => {
    renderApp(`/newunit/${FACTION._id}`);
    await screen.findByRole('heading', { name: 'Unit Editor' });
    act(() =>
      demoFormulaStore.setDemo({
        name: 'Flat',
        formula: JSON.stringify({ defenseFormula: '40', movementFormula: '2' }),
      }),
    );
    expect(await within(total()).findByText('42 pts')).toBeInTheDocument();
  });

  it('checks the unit field rules before saving', async () => {
    renderApp(`/newunit/${FACTION._id}`);
    await screen.findByRole('heading', { name: 'Unit Editor' });
    await retype('Health', '0');
    await retype('Size', '6');
    await userEvent.clear(screen.getByLabelText('Movement'));
    await userEvent.type(screen.getByLabelText('Protection Value'), '{Backspace}-1');
    await userEvent.click(screen.getByRole('button', { name: 'Equip Weapon' }));
    await retype('Knack', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    // The bounds are the unit schema's, the same the API checks.
    expect(screen.getByText('Health must be from 1 to 1000')).toBeInTheDocument();
    expect(screen.getByText('Size must be from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Movement is required')).toBeInTheDocument();
    expect(screen.getByText('Protection Value must be from 0 to 100')).toBeInTheDocument();
    expect(screen.getByText('Knack must be from 2 to 20')).toBeInTheDocument();
    expect(screen.getByText('Please fix the marked fields.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    // Each error goes as soon as its field is fixed; the notice goes with the last one.
    await userEvent.type(screen.getByLabelText('Name'), 'Outrider');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Movement'), '5');
    expect(screen.queryByText('Movement is required')).not.toBeInTheDocument();
    await retype('Health', '2');
    await retype('Size', '2');
    await retype('Protection Value', '1');
    expect(screen.getByText('Please fix the marked fields.')).toBeInTheDocument();
    await retype('Knack', '3');
    expect(screen.queryByText(/ must be /)).not.toBeInTheDocument();
    expect(screen.queryByText('Please fix the marked fields.')).not.toBeInTheDocument();
  });

  it('edits every kind of field and saves, then returns to the previous page', async () => {
    const bodies = recordSaves();
    renderApp(`/editunit/${ENGINE._id}`);
    expect(await screen.findByLabelText('Name')).toHaveValue(ENGINE.unitName);
    expect(within(total()).getByText(costOf(ENGINE))).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Training Type'), 'Leader');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Energy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Ability' }));
    const ability = screen.getByRole('group', { name: 'Ability 1' });
    await userEvent.type(within(ability).getByLabelText('Ability Name'), 'Stubborn');
    await userEvent.clear(within(ability).getByLabelText('Point Cost'));
    await userEvent.type(within(ability).getByLabelText('Point Cost'), '4');

    const structured = screen.getByRole('group', { name: 'Structured ability 1' });
    expect(within(structured).getByText(/Ignore the first 2 damage/)).toBeInTheDocument();
    await userEvent.clear(within(structured).getByLabelText('amount (default 1)'));
    await userEvent.type(within(structured).getByLabelText('amount (default 1)'), '3');
    expect(within(structured).getByText(/Ignore the first 3 damage/)).toBeInTheDocument();
    await userEvent.type(within(structured).getByLabelText('Custom Name'), 'Slag Plates');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(saves()).toEqual([`POST /api/units/${ENGINE._id}`]);
    expect(bodies).toEqual([
      {
        // The version the editor opened: the server refuses it if someone saved since.
        version: 1,
        faction: FACTION._id,
        unitName: ENGINE.unitName,
        description: '',
        trainingType: 6,
        health: 10,
        protectionTypes: [1, 2, 3],
        protectionValue: 3,
        movement: 4,
        size: 4,
        equippedWeapons: ENGINE.equippedWeapons,
        abilities: [{ name: 'Stubborn', description: '', pointCost: 4 }],
        structuredAbilities: [
          {
            templateID: TEMPLATE._id,
            customName: 'Slag Plates',
            overrides: [{ key: 'amount', value: 3 }],
          },
        ],
        keywords: [],
      },
    ]);
  });

  it('adds and removes keywords, each checked, and saves them with the unit', async () => {
    api.db.units = api.db.units.map((unit) =>
      unit._id === ENGINE._id ? { ...unit, keywords: ['Artillery'] } : unit,
    );
    renderApp(`/editunit/${ENGINE._id}`);
    const list = await screen.findByRole('list', { name: 'Keywords' });
    expect(within(list).getByText('Artillery')).toBeInTheDocument();
    const box = screen.getByLabelText('New keyword');
    await userEvent.type(box, 'Elite{Enter}');
    // Rules match keywords whatever their case: a repeat in another case is not added.
    await userEvent.type(box, 'ELITE{Enter}');
    await userEvent.type(box, 'Big gun!');
    await userEvent.click(screen.getByRole('button', { name: 'Add Keyword' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Keyword may hold only letters, digits, spaces and -',
    );
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Remove keyword Artillery' }));
    expect(
      within(screen.getByRole('list', { name: 'Keywords' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Elite']);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(api.db.units.find((unit) => unit._id === ENGINE._id)?.keywords).toEqual(['Elite']);
  });

  it('refuses more than 20 keywords', async () => {
    api.db.units = api.db.units.map((unit) =>
      unit._id === ENGINE._id
        ? { ...unit, keywords: Array.from({ length: 20 }, (_, i) => `Word ${i + 1}`) }
        : unit,
    );
    renderApp(`/editunit/${ENGINE._id}`);
    await userEvent.type(await screen.findByLabelText('New keyword'), 'One more{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 20 keywords')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove keyword Word 1' }));
    expect(screen.queryByText('At most 20 keywords')).not.toBeInTheDocument();
  });

  it('removes one ability row and keeps what was typed in the others', async () => {
    renderApp(`/newunit/${FACTION._id}`);
    await screen.findByRole('heading', { name: 'Unit Editor' });
    for (const name of ['First', 'Second', 'Third']) {
      await userEvent.click(screen.getByRole('button', { name: 'Add Ability' }));
      const rows = screen.getAllByRole('group', { name: /^Ability \d$/ });
      await userEvent.type(
        within(rows[rows.length - 1] as HTMLElement).getByLabelText('Ability Name'),
        name,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove ability 1' }));
    const names = screen
      .getAllByRole('group', { name: /^Ability \d$/ })
      .map((row) => within(row).getByLabelText('Ability Name'));
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['Second', 'Third']);
  });

  it('tells users who may not edit the faction so, instead of the editor', async () => {
    signIn('stranger', ['publisher']);
    renderApp(`/newunit/${FACTION._id}`);
    expect(await screen.findByText(/Only the author, the listed editors/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Cancel returns to the previous page', async () => {
    renderApp(`/newunit/${FACTION._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('keeps the typed text when someone else saved the unit first, and Reload brings theirs', async () => {
    renderApp(`/editunit/${ENGINE._id}`);
    expect(await screen.findByLabelText('Name')).toHaveValue(ENGINE.unitName);
    const stored = api.db.units.find((unit) => unit._id === ENGINE._id) as core.Unit;
    saveElsewhere(stored, { unitName: 'Their Engine', health: 12 });

    await retype('Name', 'My Engine');
    await retype('Health', '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: core.CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Name')).toHaveValue('My Engine');
    expect(screen.getByLabelText('Health')).toHaveValue(9);
    expect(stored).toMatchObject({ unitName: 'Their Engine', version: 2 });
    expect(screen.queryByRole('heading', { name: /Previous page/ })).not.toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Their Engine'));
    expect(screen.getByLabelText('Health')).toHaveValue(12);
    expect(screen.queryByRole('alert', { name: core.CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(api.db.units.find((unit) => unit._id === ENGINE._id)?.version).toBe(3);
  });
});
