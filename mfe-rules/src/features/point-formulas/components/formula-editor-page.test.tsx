import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { FormulaEditorPage } from './formula-editor-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getPointFormula: jest.fn(),
  savePointFormula: jest.fn(),
  listFactions: jest.fn(),
  unitsOfFaction: jest.fn(),
  weaponsOfFaction: jest.fn(),
  listAbilityTemplates: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const { formulaStore, sessionStore } = kernel;
const { DEFAULT_POINT_FORMULA } = core;

const OFFICIAL: core.PointFormula = {
  _id: 'f-1',
  name: 'Official Formula',
  formula: DEFAULT_POINT_FORMULA,
  lastUpdated: '2026-11-01T10:00:00.000Z',
};

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

function renderEditor(path: string) {
  return render(
    <MemoryRouter initialEntries={['/pointformulas', path]} initialIndex={1}>
      <Routes>
        <Route path="/pointformulas" element={<h1>Formula Playground</h1>} />
        <Route path="/newformula" element={<FormulaEditorPage />} />
        <Route path="/editformula/:id" element={<FormulaEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(roles: string[]) {
  act(() =>
    sessionStore.set({ token: 'h.e30.s', username: 'someone', display: null, roles, likes: [] }),
  );
}

const formulaBox = () => screen.getByLabelText('Formula');

beforeEach(() => {
  act(() => formulaStore.setOfficial(OFFICIAL));
  api.listFactions.mockResolvedValue([
    {
      _id: 'fa-1',
      slug: 'order',
      title: 'The Order',
      public: true,
      reviewed: true,
      likes: 0,
      thumbnailURL: '',
      acl: { author: 'a', editors: [] },
    },
  ]);
  api.unitsOfFaction.mockResolvedValue([KNIGHT]);
  api.weaponsOfFaction.mockResolvedValue([SWORD]);
  api.listAbilityTemplates.mockResolvedValue([]);
});

afterEach(() => {
  act(() => {
    sessionStore.clear();
    formulaStore.removeDemo();
  });
  jest.clearAllMocks();
});

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
    signIn(['mod']);
    renderEditor('/newformula');
    await userEvent.type(screen.getByLabelText('Name'), 'Broken');
    fireEvent.change(formulaBox(), { target: { value: '{"movementFormula": ' } });
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
    signIn(['mod']);
    api.savePointFormula.mockResolvedValue({
      _id: 'f-2',
      name: 'Cheap Armor',
      formula: '{}',
      lastUpdated: '2026-11-21T12:00:00.000Z',
    });
    renderEditor('/newformula');
    await userEvent.type(screen.getByLabelText('Name'), '  Cheap Armor ');
    fireEvent.change(formulaBox(), { target: { value: '{"defenseFormula": "1"}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.savePointFormula).toHaveBeenCalledWith(
      { name: 'Cheap Armor', formula: '{"defenseFormula": "1"}' },
      undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Formula Playground' })).toBeInTheDocument();
  });

  it('asks for a name before saving', async () => {
    signIn(['mod']);
    renderEditor('/newformula');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name the formula')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.savePointFormula).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Named');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await screen.findByText('Knight');
  });

  it('stays on the editor when the save fails (the kernel toasted it)', async () => {
    signIn(['mod']);
    api.savePointFormula.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderEditor('/newformula');
    await userEvent.type(screen.getByLabelText('Name'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.savePointFormula).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Point Formula' })).toBeInTheDocument();
  });

  it('loads a formula to edit, saves it under its id and refreshes the active formula', async () => {
    signIn(['mod']);
    api.getPointFormula.mockResolvedValue(OFFICIAL);
    const changed = '{"weaponFormula": "weaponDPR * 2"}';
    api.savePointFormula.mockResolvedValue({ ...OFFICIAL, formula: changed });
    renderEditor('/editformula/f-1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Official Formula');
    expect(api.getPointFormula).toHaveBeenCalledWith('f-1');
    fireEvent.change(formulaBox(), { target: { value: changed } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.savePointFormula).toHaveBeenCalledWith(
      { name: 'Official Formula', formula: changed },
      'f-1',
    );
    await screen.findByRole('heading', { name: 'Formula Playground' });
    expect(formulaStore.get().formula).toBe(changed);
  });

  it("says 'Problem Loading Formula' when the formula cannot be loaded", async () => {
    api.getPointFormula.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderEditor('/editformula/missing');
    expect(
      await screen.findByRole('heading', { name: 'Problem Loading Formula' }),
    ).toBeInTheDocument();
  });

  it('demos the formula: stored in the browser and enabled, for anyone', async () => {
    renderEditor('/newformula');
    await userEvent.type(screen.getByLabelText('Name'), 'My Idea');
    fireEvent.change(formulaBox(), { target: { value: '{"defenseFormula": "2"}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(formulaStore.get()).toMatchObject({
      source: 'demo',
      name: 'My Idea',
      formula: '{"defenseFormula": "2"}',
    });
    expect(JSON.parse(localStorage.getItem(kernel.DEMO_FORMULA_KEY) ?? 'null')).toEqual({
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
    const active = core.computeUnitCost({ unit: KNIGHT, weapons: [SWORD] }).total;
    expect(within(row).getAllByText(String(active))).toHaveLength(2);
    expect(within(row).getByText('±0')).toBeInTheDocument();
    expect(api.listFactions).toHaveBeenCalledWith('public', expect.objectContaining({ limit: 3 }));
    expect(api.unitsOfFaction).toHaveBeenCalledWith('fa-1');

    const edited = '{"defenseFormula": "100"}';
    const expected = core.computeUnitCost({ unit: KNIGHT, weapons: [SWORD], formula: edited });
    fireEvent.change(formulaBox(), { target: { value: edited } });
    const change = expected.total - active;
    expect(await within(row).findByText(String(expected.total))).toBeInTheDocument();
    expect(within(row).getByText(`+${change}`)).toBeInTheDocument();
    expect(within(row).getByText('The Order')).toBeInTheDocument();
  });
});
