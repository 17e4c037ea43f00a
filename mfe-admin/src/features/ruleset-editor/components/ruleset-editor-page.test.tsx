import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { activePointFormulaKey } from '@muster/shared-kernel/client';
import { CONFLICT_MESSAGE } from '@muster/shared-kernel/core';
import {
  MOCK_API_ORIGIN,
  mockApi,
  renderScreen,
  saveElsewhere,
  signIn,
} from '@muster/shared-kernel/testing';
import { HEAVY_FORMULA, OFFICIAL_FORMULA, officialEachTest } from '@muster/shared-kernel/testing';
import { ADMINISTRATOR_ONLY_TEXT, RulesetEditorPage } from './ruleset-editor-page';

const api = mockApi(() => ({
  formulas: [OFFICIAL_FORMULA, HEAVY_FORMULA],
  ruleset: { markdown: '# Rules\n\nOld text.', activePointFormula: OFFICIAL_FORMULA._id },
}));

function renderEditor() {
  return renderScreen(
    <Routes>
      <Route path="/ruleset" element={<h1>Ruleset page</h1>} />
      <Route path="/editrules" element={<RulesetEditorPage />} />
    </Routes>,
    { entries: ['/ruleset', '/editrules'] },
  );
}

const saves = () => api.requests.filter((line) => line.startsWith('POST /api/ruleset'));

/** Answers ruleset saves with what was sent, and records the bodies. */
function recordSaves() {
  const bodies: Record<string, unknown>[] = [];
  api.server.use(
    http.post(`${MOCK_API_ORIGIN}/api/ruleset/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ ...body, html: '', version: 2 });
    }),
  );
  return bodies;
}

officialEachTest();

describe('the ruleset editor', () => {
  it('tells a moderator who is not the administrator no, loading nothing', async () => {
    signIn('admin', ['mod']);
    renderEditor();
    expect(screen.getByRole('heading', { name: ADMINISTRATOR_ONLY_TEXT })).toBeVisible();
    // Give a stray request the time to be made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests).toEqual([]);
  });

  it('edits the markdown and the active formula, saves, changes the formula in force and goes back', async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    const { client } = renderEditor();
    const textarea = await screen.findByLabelText('Rules (markdown)');
    expect(textarea).toHaveValue('# Rules\n\nOld text.');
    const select = screen.getByLabelText('Point formula');
    expect(select).toHaveValue(OFFICIAL_FORMULA._id);
    expect(screen.getByRole('option', { name: 'Heavy Metal' })).toBeInTheDocument();

    await userEvent.clear(textarea);
    await userEvent.type(textarea, '# New rules');
    await userEvent.selectOptions(select, HEAVY_FORMULA._id);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ruleset page' })).toBeVisible();
    expect(saves()).toEqual(['POST /api/ruleset/']);
    expect(api.db.ruleset).toEqual({
      markdown: '# New rules',
      activePointFormula: HEAVY_FORMULA._id,
      version: 2,
      rosterRules: [],
    });
    // The formula base change: the kernel reloads the active formula after the save.
    expect(api.requests).toContain('GET /api/formulas/active');
    expect(client.getQueryData(activePointFormulaKey)).toEqual(HEAVY_FORMULA);
  });

  it('can choose no formula (the defaults)', async () => {
    signIn('admin', ['admin']);
    renderEditor();
    await userEvent.selectOptions(
      await screen.findByLabelText('Point formula'),
      'Default formula (none chosen)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual(['POST /api/ruleset/']));
    await waitFor(() =>
      expect(api.db.ruleset).toEqual({
        markdown: '# Rules\n\nOld text.',
        activePointFormula: null,
        version: 2,
        rosterRules: [],
      }),
    );
  });

  it('stays when the save fails, and Cancel goes back without saving', async () => {
    signIn('admin', ['admin']);
    api.fail('post', '/api/ruleset/');
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // Save is offered again once the refusal is in, and the editor stays.
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Edit Rules' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Ruleset page' })).toBeVisible();
    expect(saves()).toEqual(['POST /api/ruleset/']);
  });

  it('previews the markdown', async () => {
    signIn('admin', ['admin']);
    renderEditor();
    await screen.findByLabelText('Rules (markdown)');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    // The preview's markdown renderer is its own chunk, fetched on first use.
    expect(
      await screen.findByRole('heading', { name: 'Rules' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Old text.')).toBeVisible();
  });

  it('previews what is written, and keeps it when going back to Write', async () => {
    signIn('admin', ['admin']);
    renderEditor();
    const textarea = await screen.findByLabelText('Rules (markdown)');
    await userEvent.clear(textarea);
    await userEvent.type(textarea, '# Fresh rules');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(
      await screen.findByRole('heading', { name: 'Fresh rules' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByLabelText('Rules (markdown)')).toHaveValue('# Fresh rules');
  });

  it('builds the site-wide roster rules from keywords and each unit, never a unit, and saves them', async () => {
    signIn('admin', ['admin']);
    api.db.ruleset = {
      ...api.db.ruleset,
      rosterRules: [{ kind: 'max', subject: { each: true }, count: 3 }],
    };
    const bodies = recordSaves();
    renderEditor();
    const part = await screen.findByRole('region', { name: 'Site-wide Roster Rules' });
    const first = within(part).getByRole('group', { name: 'Rule 1' });
    expect(within(first).getByText('Take at most 3 of any one unit')).toBeVisible();
    // No faction here: a rule names keywords or each unit, and there is no sample roster.
    expect(
      within(within(first).getByLabelText('Counts'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Units with a keyword', 'Each unit on its own']);
    expect(within(part).queryByRole('region', { name: 'Sample roster' })).not.toBeInTheDocument();

    await userEvent.click(within(part).getByRole('button', { name: 'Add Rule' }));
    const second = within(part).getByRole('group', { name: 'Rule 2' });
    await userEvent.selectOptions(within(second).getByLabelText('Kind'), 'At most N per P points');
    await userEvent.clear(within(second).getByLabelText('Keyword'));
    await userEvent.type(within(second).getByLabelText('Keyword'), 'Artillery');
    expect(within(second).getByText('Take at most 1 Artillery per 1000 points')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ruleset page' })).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        rosterRules: [
          { kind: 'max', subject: { each: true }, count: 3 },
          { kind: 'perPoints', subject: { keyword: 'Artillery' }, count: 1, points: 1000 },
        ],
      }),
    ]);
  });

  it('does not save an incomplete site-wide rule', async () => {
    signIn('admin', ['admin']);
    renderEditor();
    const part = await screen.findByRole('region', { name: 'Site-wide Roster Rules' });
    await userEvent.click(within(part).getByRole('button', { name: 'Add Rule' }));
    await userEvent.clear(within(part).getByLabelText('Copies'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(part).findByText('Copies is required')).toBeVisible();
    expect(saves()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Edit Rules' })).toBeVisible();
  });

  it('says so when the ruleset cannot be loaded', async () => {
    signIn('admin', ['admin']);
    api.fail('get', '/api/ruleset/');
    renderEditor();
    expect(await screen.findByText('The ruleset could not be loaded.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit Rules' })).toBeVisible();
  });

  it('keeps the typed text when someone else saved the rules first, and Reload brings theirs', async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    renderEditor();
    const textarea = await screen.findByLabelText('Rules (markdown)');
    saveElsewhere(api.db.ruleset, { markdown: '# Their rules' });

    await userEvent.type(textarea, '\n\nMy new paragraph.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Rules (markdown)')).toHaveValue(
      '# Rules\n\nOld text.\n\nMy new paragraph.',
    );
    expect(api.db.ruleset).toMatchObject({ markdown: '# Their rules', version: 2 });
    expect(screen.getByRole('heading', { name: 'Edit Rules' })).toBeVisible();

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Rules (markdown)')).toHaveValue('# Their rules'),
    );
    expect(screen.queryByRole('alert', { name: CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ruleset page' })).toBeVisible();
    expect(api.db.ruleset.version).toBe(3);
  });
});
