import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { ADMINISTRATOR_ONLY_TEXT, RulesetEditorPage } from './ruleset-editor-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getRuleset: jest.fn(),
  saveRuleset: jest.fn(),
  listPointFormulas: jest.fn(),
  getActivePointFormula: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const { formulaStore, sessionStore } = kernel;

const OFFICIAL: core.PointFormula = {
  _id: 'f-1',
  name: 'Official Formula',
  formula: core.DEFAULT_POINT_FORMULA,
  lastUpdated: '2026-11-01T10:00:00.000Z',
};
const HEAVY: core.PointFormula = {
  _id: 'f-2',
  name: 'Heavy Metal',
  formula: '{"defenseFormula": "1"}',
  lastUpdated: '2026-11-02T10:00:00.000Z',
};

function signIn(roles: string[]) {
  act(() =>
    sessionStore.set({ token: 'h.e30.s', username: 'admin', display: null, roles, likes: [] }),
  );
}

function renderEditor() {
  return render(
    <MemoryRouter initialEntries={['/ruleset', '/editrules']} initialIndex={1}>
      <Routes>
        <Route path="/ruleset" element={<h1>Ruleset page</h1>} />
        <Route path="/editrules" element={<RulesetEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.getRuleset.mockResolvedValue({ markdown: '# Rules\n\nOld text.', activePointFormula: 'f-1' });
  api.listPointFormulas.mockResolvedValue([OFFICIAL, HEAVY]);
});

afterEach(() => {
  act(() => sessionStore.clear());
  jest.clearAllMocks();
});

describe('the ruleset editor', () => {
  it('tells a moderator who is not the administrator no, loading nothing', () => {
    signIn(['mod']);
    renderEditor();
    expect(screen.getByRole('heading', { name: ADMINISTRATOR_ONLY_TEXT })).toBeVisible();
    expect(api.getRuleset).not.toHaveBeenCalled();
  });

  it('edits the markdown and the active formula, saves, changes the formula in force and goes back', async () => {
    signIn(['admin', 'mod', 'publisher']);
    api.saveRuleset.mockResolvedValue({ markdown: '# New rules', activePointFormula: 'f-2' });
    // The formula base change: the kernel reloads the active formula after the save.
    const reload = jest.spyOn(formulaStore, 'loadOfficial').mockResolvedValue(undefined);
    renderEditor();
    const textarea = await screen.findByLabelText('Rules (markdown)');
    expect(textarea).toHaveValue('# Rules\n\nOld text.');
    const select = screen.getByLabelText('Point formula');
    expect(select).toHaveValue('f-1');
    expect(screen.getByRole('option', { name: 'Heavy Metal' })).toBeInTheDocument();

    await userEvent.clear(textarea);
    await userEvent.type(textarea, '# New rules');
    await userEvent.selectOptions(select, 'f-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveRuleset).toHaveBeenCalledWith({
      markdown: '# New rules',
      activePointFormula: 'f-2',
    });
    expect(await screen.findByRole('heading', { name: 'Ruleset page' })).toBeVisible();
    expect(reload).toHaveBeenCalledWith(true);
    reload.mockRestore();
  });

  it('can choose no formula (the defaults)', async () => {
    signIn(['admin']);
    api.saveRuleset.mockResolvedValue({
      markdown: '# Rules\n\nOld text.',
      activePointFormula: null,
    });
    renderEditor();
    await userEvent.selectOptions(
      await screen.findByLabelText('Point formula'),
      'Default formula (none chosen)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveRuleset).toHaveBeenCalledWith({
      markdown: '# Rules\n\nOld text.',
      activePointFormula: null,
    });
  });

  it('stays when the save fails, and Cancel goes back without saving', async () => {
    signIn(['admin']);
    api.saveRuleset.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { name: 'Edit Rules' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Ruleset page' })).toBeVisible();
    expect(api.saveRuleset).toHaveBeenCalledTimes(1);
  });

  it('previews the markdown', async () => {
    signIn(['admin']);
    renderEditor();
    await screen.findByLabelText('Rules (markdown)');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    // The preview's markdown renderer is its own chunk, fetched on first use.
    expect(
      await screen.findByRole('heading', { name: 'Rules' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Old text.')).toBeVisible();
  });
});
