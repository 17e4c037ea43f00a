import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { AbilityEditorPage } from './ability-editor-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getAbilityTemplate: jest.fn(),
  saveAbilityTemplate: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const { sessionStore } = kernel;

const STEALTH: core.AbilityTemplate = {
  _id: 'a-1',
  name: 'Stealth _range_"',
  description: 'Cannot be targeted from more than _range_ inches away.',
  formula: 'max(2, 30 / range) + unitSize',
  defaultValues: [{ key: 'range', value: 12 }],
};

function renderEditor(path: string) {
  return render(
    <MemoryRouter initialEntries={['/abilitytemplates', path]} initialIndex={1}>
      <Routes>
        <Route path="/abilitytemplates" element={<h1>Ability Templates</h1>} />
        <Route path="/newability" element={<AbilityEditorPage />} />
        <Route path="/editability/:id" element={<AbilityEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function signInModerator() {
  act(() =>
    sessionStore.set({ token: 'h.e30.s', username: 'm', display: null, roles: ['mod'], likes: [] }),
  );
}

const example = () => screen.getByRole('region', { name: 'Example' });

afterEach(() => {
  act(() => sessionStore.clear());
  jest.clearAllMocks();
});

describe('the ability template editor', () => {
  it('builds a template with values, showing a live example and its cost', async () => {
    signInModerator();
    api.saveAbilityTemplate.mockResolvedValue({ ...STEALTH, _id: 'a-9' });
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
    await userEvent.clear(screen.getByLabelText('Value 1'));
    await userEvent.type(screen.getByLabelText('Value 1'), '2');
    expect(example()).toHaveTextContent('Armored Plating 2');
    expect(example()).toHaveTextContent('Ignore 2 damage.');
    expect(example()).toHaveTextContent('Cost: 6 points');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '2' } });
    expect(example()).toHaveTextContent('Cost: 12 points');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveAbilityTemplate).toHaveBeenCalledWith(
      {
        name: 'Armored Plating _amount_',
        description: 'Ignore _amount_ damage.',
        formula: 'amount * 3 * unitSize',
        defaultValues: [{ key: 'amount', value: 2 }],
      },
      undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Ability Templates' })).toBeVisible();
  });

  it('edits a loaded template, removes a value and saves under its id', async () => {
    signInModerator();
    api.getAbilityTemplate.mockResolvedValue(STEALTH);
    api.saveAbilityTemplate.mockResolvedValue(STEALTH);
    renderEditor('/editability/a-1');
    expect(await screen.findByLabelText('Ability Name')).toHaveValue('Stealth _range_"');
    expect(example()).toHaveTextContent('Stealth 12"');
    expect(example()).toHaveTextContent('Cost: 4 points');
    await userEvent.click(screen.getByRole('button', { name: 'Remove value 1' }));
    expect(screen.queryByLabelText('Key 1')).not.toBeInTheDocument();
    expect(example()).toHaveTextContent(/Error: .*range/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveAbilityTemplate).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Formula'));
    await userEvent.type(screen.getByLabelText('Formula'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveAbilityTemplate).toHaveBeenCalledWith(
      expect.objectContaining({ formula: '4', defaultValues: [] }),
      'a-1',
    );
  });

  it('goes back only on a truthy answer', async () => {
    signInModerator();
    api.getAbilityTemplate.mockResolvedValue(STEALTH);
    api.saveAbilityTemplate.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderEditor('/editability/a-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(api.saveAbilityTemplate).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ability Template' })).toBeVisible();
  });

  it('refuses to save without a name, a formula or with a bad value', async () => {
    signInModerator();
    renderEditor('/newability');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name the ability')).toBeVisible();
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
    expect(api.saveAbilityTemplate).not.toHaveBeenCalled();
  });

  it('shows no Save to visitors, and Cancel goes back', async () => {
    renderEditor('/newability');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Only moderators can add and edit/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Ability Templates' })).toBeVisible();
  });

  it('says so when the template cannot be loaded', async () => {
    api.getAbilityTemplate.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderEditor('/editability/gone');
    expect(
      await screen.findByRole('heading', { name: 'Problem Loading Ability Template' }),
    ).toBeVisible();
  });
});
