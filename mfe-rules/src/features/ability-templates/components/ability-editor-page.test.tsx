import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as core from '@muster/shared-kernel/core';
import { mockApi, signIn, signOut, retype, saveElsewhere } from '@muster/shared-kernel/testing';
import { renderScreen } from '@muster/shared-kernel/testing';
import { AbilityEditorPage } from './ability-editor-page';

const STEALTH: core.AbilityTemplate = {
  _id: 'a-1',
  name: 'Stealth _range_"',
  description: 'Cannot be targeted from more than _range_ inches away.',
  formula: 'max(2, 30 / range) + unitSize',
  defaultValues: [{ key: 'range', value: 12 }],
};

const api = mockApi(() => ({ abilities: [STEALTH] }));

function renderEditor(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/abilitytemplates" element={<h1>Ability Templates</h1>} />
      <Route path="/newability" element={<AbilityEditorPage />} />
      <Route path="/editability/:id" element={<AbilityEditorPage />} />
    </Routes>,
    { entries: ['/abilitytemplates', path] },
  );
}

function signInModerator() {
  signIn('m', ['mod']);
}

const example = () => screen.getByRole('region', { name: 'Example' });
const saves = () => api.requests.filter((line) => line.startsWith('POST /api/ability'));

afterEach(() => signOut());

describe('the ability template editor', () => {
  it('builds a template with values, showing a live example and its cost', async () => {
    signInModerator();
    renderEditor('/newability');
    expect(screen.getByRole('heading', { level: 1, name: 'Ability Template' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Ability Name'), 'Armored Plating _amount_');
    await userEvent.type(screen.getByLabelText('Description'), 'Ignore _amount_ damage.');
    await userEvent.type(screen.getByLabelText('Formula'), 'amount * 3 * unitSize');
    expect(example()).toHaveTextContent(/Error: /);
    await userEvent.click(screen.getByRole('button', { name: 'Add Value' }));
    // A fresh row is not marked wrong before anyone tries to save.
    expect(screen.queryByText('Name the value')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Key 1'), 'amount');
    await retype('Value 1', '2');
    expect(example()).toHaveTextContent('Armored Plating 2');
    expect(example()).toHaveTextContent('Ignore 2 damage.');
    expect(example()).toHaveTextContent('Cost: 6 points');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '2' } });
    expect(example()).toHaveTextContent('Cost: 12 points');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ability Templates' })).toBeVisible();
    expect(saves()).toEqual(['POST /api/ability/']);
    expect(api.db.abilities).toHaveLength(2);
    expect(api.db.abilities[1]).toEqual({
      _id: expect.any(String),
      name: 'Armored Plating _amount_',
      description: 'Ignore _amount_ damage.',
      formula: 'amount * 3 * unitSize',
      defaultValues: [{ key: 'amount', value: 2 }],
      // A new template starts at version 1.
      version: 1,
    });
  });

  it('edits a loaded template, removes a value and saves under its id', async () => {
    signInModerator();
    renderEditor('/editability/a-1');
    expect(await screen.findByLabelText('Ability Name')).toHaveValue('Stealth _range_"');
    expect(api.requests).toContain('GET /api/ability/a-1');
    expect(example()).toHaveTextContent('Stealth 12"');
    expect(example()).toHaveTextContent('Cost: 4 points');
    await userEvent.click(screen.getByRole('button', { name: 'Remove value 1' }));
    expect(screen.queryByLabelText('Key 1')).not.toBeInTheDocument();
    expect(example()).toHaveTextContent(/Error: .*range/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The save was tried and refused: Save waits for the formula to be fixed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(saves()).toEqual([]);
    await retype('Formula', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual(['POST /api/ability/a-1']));
    await waitFor(() =>
      expect(api.db.abilities).toEqual([
        expect.objectContaining({ _id: 'a-1', formula: '4', defaultValues: [] }),
      ]),
    );
  });

  it('goes back only on a truthy answer', async () => {
    signInModerator();
    api.fail('post', '/api/ability/:id');
    renderEditor('/editability/a-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual(['POST /api/ability/a-1']));
    // Save is offered again once the refusal is in, and the editor stays.
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Ability Template' })).toBeVisible();
    expect(api.db.abilities).toEqual([{ ...STEALTH, version: 1 }]);
  });

  it('refuses to save without a name, a formula or with a bad value', async () => {
    signInModerator();
    renderEditor('/newability');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Ability Name is required')).toBeVisible();
    expect(screen.getByText('Write a formula')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Ability Name'), 'Tough');
    await userEvent.type(screen.getByLabelText('Formula'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Value' }));
    expect(screen.getByText('Name the value')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Key 1'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Value' }));
    await userEvent.type(screen.getByLabelText('Key 2'), 'x');
    expect(screen.getAllByText('This key is used twice')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(saves()).toEqual([]);
  });

  it('clears each error as soon as it is fixed', async () => {
    signInModerator();
    renderEditor('/newability');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Ability Name is required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Ability Name'), 'T');
    expect(screen.queryByText('Ability Name is required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Formula'), '2');
    expect(screen.queryByText('Write a formula')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Ability Name'));
    expect(screen.getByText('Ability Name is required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows no Save to visitors, and Cancel goes back', async () => {
    renderEditor('/newability');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Only moderators can add and edit/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Ability Templates' })).toBeVisible();
  });

  it('says so when the template cannot be loaded', async () => {
    api.fail('get', '/api/ability/:id');
    renderEditor('/editability/a-1');
    expect(
      await screen.findByRole('heading', { name: 'Problem Loading Ability Template' }),
    ).toBeVisible();
  });

  it('says so when the template does not exist', async () => {
    renderEditor('/editability/gone');
    expect(
      await screen.findByRole('heading', { name: 'Problem Loading Ability Template' }),
    ).toBeVisible();
    expect(api.requests).toContain('GET /api/ability/gone');
  });

  it('keeps the typed text when someone else saved the template first, and Reload brings theirs', async () => {
    signInModerator();
    renderEditor('/editability/a-1');
    expect(await screen.findByLabelText('Ability Name')).toHaveValue('Stealth _range_"');
    const stored = api.db.abilities[0] as core.AbilityTemplate;
    saveElsewhere(stored, { name: 'Their Stealth', description: 'Their words.' });

    await retype('Ability Name', 'My Stealth');
    await retype('Description', 'My words.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: core.CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Ability Name')).toHaveValue('My Stealth');
    expect(screen.getByLabelText('Description')).toHaveValue('My words.');
    expect(stored).toMatchObject({ name: 'Their Stealth', version: 2 });
    expect(screen.getByRole('heading', { name: 'Ability Template' })).toBeVisible();

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Ability Name')).toHaveValue('Their Stealth'));
    expect(screen.getByLabelText('Description')).toHaveValue('Their words.');
    expect(screen.queryByRole('alert', { name: core.CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ability Templates' })).toBeVisible();
    await waitFor(() => expect(api.db.abilities[0]?.version).toBe(3));
  });
});
