import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DEMO_FORMULA_KEY,
  activePointFormulaKey,
  demoFormulaStore,
} from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import {
  FACTION,
  mockApi,
  renderScreen,
  saveElsewhere,
  signIn,
} from '@muster/shared-kernel/testing';
import { OFFICIAL_FORMULA, officialEachTest } from '@muster/shared-kernel/testing';
import { FormulaEditorPage } from './formula-editor-page';

const { DEFAULT_POINT_FORMULA } = core;

const SWORD: core.Weapon = {
  _id: 'w-1',
  faction: 'fa-1',
  name: 'Sword',
  description: '',
  type: ['melee'],
  attacks: 2,
  damage: 3,
  effectiveTypes: [],
};

const KNIGHT: core.Unit = {
  _id: 'u-1',
  faction: 'fa-1',
  unitName: 'Knight',
  description: '',
  trainingType: 2,
  health: 4,
  protectionTypes: [1],
  protectionValue: 2,
  movement: 6,
  size: 1,
  equippedWeapons: [{ weaponID: 'w-1', knack: 3 }],
  abilities: [],
  structuredAbilities: [],
};

const ORDER: core.Faction = { ...FACTION, _id: 'fa-1', slug: 'order', title: 'The Order' };

const api = mockApi(() => ({
  factions: [ORDER],
  units: [KNIGHT],
  weapons: [SWORD],
  abilities: [],
  formulas: [OFFICIAL_FORMULA],
  ruleset: { markdown: '# Rules', activePointFormula: OFFICIAL_FORMULA._id },
}));

function renderEditor(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/pointformulas" element={<h1>Formula Playground</h1>} />
      <Route path="/newformula" element={<FormulaEditorPage />} />
      <Route path="/editformula/:id" element={<FormulaEditorPage />} />
    </Routes>,
    { entries: ['/pointformulas', path] },
  );
}

const formulaBox = () => screen.getByLabelText('Formula');

/** Opens a new formula and types its name and formula text. */
async function typeNewFormula(name: string, text: string) {
  renderEditor('/newformula');
  await userEvent.type(screen.getByLabelText('Name'), name);
  fireEvent.change(formulaBox(), { target: { value: text } });
}
const saves = () => api.requests.filter((line) => line.startsWith('POST /api/formulas'));

officialEachTest();
afterEach(() => act(() => demoFormulaStore.removeDemo()));

describe('the point formula editor', () => {
  it('starts a new formula from the default one, its parts set for reading', async () => {
    renderEditor('/newformula');
    expect(screen.getByRole('heading', { level: 1, name: 'Point Formula' })).toBeInTheDocument();
    expect(formulaBox()).toHaveValue(DEFAULT_POINT_FORMULA);
    const parts = screen.getByText('Movement').closest('dl') as HTMLElement;
    expect(within(parts).getByText('Defense')).toBeInTheDocument();
    expect(within(parts).getByText('Weapon (each equipped weapon)')).toBeInTheDocument();
    expect(within(parts).getAllByText('unitMove').length).toBeGreaterThan(0);
    await screen.findByText('Knight');
  });

  it("shows 'Error: ' and the parser's message, and refuses to demo or save", async () => {
    signIn('someone', ['mod']);
    await typeNewFormula('Broken', '{"movementFormula": ');
    const error = screen.getByRole('alert');
    expect(error.textContent).toMatch(/^Error: /);
    expect(formulaBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Demo' })).toBeDisabled();
    fireEvent.change(formulaBox(), { target: { value: '{"movementFormula": "unitMove +"}' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Error: /);
    fireEvent.change(formulaBox(), { target: { value: '{"movementFormula": "unitMove"}' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('(default)')).toHaveLength(2);
    await screen.findByText('Knight');
  });

  it('shows Save to moderators only', async () => {
    renderEditor('/newformula');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByText(/Only moderators can save/)).toBeInTheDocument();
    await screen.findByText('Knight');
  });

  it('saves a new formula as a moderator and goes to the playground', async () => {
    signIn('someone', ['mod']);
    await typeNewFormula('  Cheap Armor ', '{"defenseFormula": "1"}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Formula Playground' })).toBeInTheDocument();
    expect(saves()).toEqual(['POST /api/formulas/']);
    expect(api.db.formulas[1]).toMatchObject({
      name: 'Cheap Armor',
      formula: '{"defenseFormula": "1"}',
    });
  });

  it('asks for a name before saving', async () => {
    signIn('someone', ['mod']);
    renderEditor('/newformula');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(saves()).toEqual([]);
    await userEvent.type(screen.getByLabelText('Name'), 'Named');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await screen.findByText('Knight');
  });

  it('stays on the editor when the save fails (the kernel toasted it)', async () => {
    signIn('someone', ['mod']);
    api.fail('post', '/api/formulas/');
    renderEditor('/newformula');
    await userEvent.type(screen.getByLabelText('Name'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual(['POST /api/formulas/']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveTextContent('Save'),
    );
    expect(screen.getByRole('heading', { name: 'Point Formula' })).toBeInTheDocument();
    expect(api.db.formulas).toHaveLength(1);
  });

  it('loads a formula to edit, saves it under its id and refreshes the active formula', async () => {
    signIn('someone', ['mod']);
    const changed = '{"weaponFormula": "weaponDPR * 2"}';
    const { client } = renderEditor(`/editformula/${OFFICIAL_FORMULA._id}`);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Official Formula');
    expect(api.requests).toContain(`GET /api/formulas/${OFFICIAL_FORMULA._id}`);
    fireEvent.change(formulaBox(), { target: { value: changed } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Formula Playground' });
    expect(saves()).toEqual([`POST /api/formulas/${OFFICIAL_FORMULA._id}`]);
    expect(api.db.formulas).toEqual([
      expect.objectContaining({
        _id: OFFICIAL_FORMULA._id,
        name: 'Official Formula',
        formula: changed,
      }),
    ]);
    // The formula in force is the saved one.
    await waitFor(() =>
      expect(client.getQueryData(activePointFormulaKey)).toMatchObject({ formula: changed }),
    );
  });

  it("says 'Problem Loading Formula' when the formula cannot be loaded", async () => {
    api.fail('get', '/api/formulas/:id');
    renderEditor(`/editformula/${OFFICIAL_FORMULA._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Problem Loading Formula' }),
    ).toBeInTheDocument();
  });

  it('demos the formula: stored in the browser and enabled, for anyone', async () => {
    await typeNewFormula('My Idea', '{"defenseFormula": "2"}');
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(demoFormulaStore.get()).toMatchObject({
      enabled: true,
      name: 'My Idea',
      formula: '{"defenseFormula": "2"}',
    });
    expect(JSON.parse(localStorage.getItem(DEMO_FORMULA_KEY) ?? 'null')).toEqual({
      name: 'My Idea',
      formula: '{"defenseFormula": "2"}',
      enabled: true,
    });
    await screen.findByText('Knight');
  });

  it('Cancel goes back', async () => {
    renderEditor('/newformula');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Formula Playground' })).toBeInTheDocument();
  });

  it('previews sample unit costs under the active and the edited formula', async () => {
    renderEditor('/newformula');
    const row = (await screen.findByText('Knight')).closest('tr') as HTMLElement;
    const active = computeUnitCost({ unit: KNIGHT, weapons: [SWORD] }).total;
    expect(within(row).getAllByText(String(active))).toHaveLength(2);
    expect(within(row).getByText('±0')).toBeInTheDocument();
    expect(api.requests).toContain('GET /api/factions?public=true&limit=3&page=1');
    expect(api.requests).toContain('GET /api/units/faction/fa-1');

    const edited = '{"defenseFormula": "100"}';
    const expected = computeUnitCost({ unit: KNIGHT, weapons: [SWORD], formula: edited });
    fireEvent.change(formulaBox(), { target: { value: edited } });
    const change = expected.total - active;
    expect(await within(row).findByText(String(expected.total))).toBeInTheDocument();
    expect(within(row).getByText(`+${change}`)).toBeInTheDocument();
    expect(within(row).getByText('The Order')).toBeInTheDocument();
  });

  it('keeps the typed text when someone else saved the formula first, and Reload brings theirs', async () => {
    signIn('someone', ['mod']);
    const theirs = '{"weaponFormula": "weaponDPR * 3"}';
    const mine = '{"weaponFormula": "weaponDPR * 4"}';
    renderEditor(`/editformula/${OFFICIAL_FORMULA._id}`);
    expect(await screen.findByLabelText('Name')).toHaveValue('Official Formula');
    const stored = api.db.formulas[0] as core.PointFormula;
    saveElsewhere(stored, { name: 'Their Formula', formula: theirs });

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'My Formula');
    fireEvent.change(formulaBox(), { target: { value: mine } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: core.CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Name')).toHaveValue('My Formula');
    expect(formulaBox()).toHaveValue(mine);
    expect(stored).toMatchObject({ name: 'Their Formula', version: 2 });

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Their Formula'));
    expect(formulaBox()).toHaveValue(theirs);
    expect(screen.queryByRole('alert', { name: core.CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Formula Playground' });
    expect(api.db.formulas[0]?.version).toBe(3);
  });
});
