import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as core from '@muster/shared-kernel/core';
import { mockApi, signIn, signOut } from '@muster/shared-kernel/testing';
import { renderScreen } from '@muster/shared-kernel/testing';
import { AbilityListPage } from './ability-list-page';

const TEMPLATES: core.AbilityTemplate[] = [
  {
    _id: 'a-1',
    name: 'Regeneration _amount_',
    description: 'Recover _amount_ lost Health.',
    formula: 'amount * 4 + unitHP',
    defaultValues: [{ key: 'amount', value: 2 }],
  },
  { _id: 'a-2', name: 'Broken', description: '', formula: 'nope +', defaultValues: [] },
];

const api = mockApi(() => ({ abilities: TEMPLATES }));

function renderList() {
  return renderScreen(<AbilityListPage />);
}

afterEach(() => signOut());

describe('Ability Templates', () => {
  it('lists templates with the values filled in and their points', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Ability Templates' })).toBeVisible();
    expect(screen.getByText(/Only moderators can add and edit ability templates/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Template' })).toHaveAttribute(
      'href',
      '/newability',
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Points', 'Details']);
    const row = within(table).getByText('Regeneration 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('Recover 2 lost Health.')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Details of Regeneration 2' })).toHaveAttribute(
      'href',
      '/editability/a-1',
    );
    const broken = within(table).getByText('Broken').closest('tr') as HTMLElement;
    expect(within(broken).getByText('Error')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Error: /),
    );
  });

  it('lets moderators remove a template after confirming', async () => {
    signIn('m', ['mod']);
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Remove' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Regeneration 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    // The list follows the removal without a reload.
    await waitFor(() => expect(screen.queryByText('Regeneration 2')).not.toBeInTheDocument());
    expect(api.requests.filter((line) => line.startsWith('DELETE'))).toEqual([
      'DELETE /api/ability/a-1',
    ]);
    expect(api.db.abilities.map((template) => template._id)).toEqual(['a-2']);
    expect(screen.getByText('Broken')).toBeInTheDocument();
  });

  it('says so when there are no templates', async () => {
    api.db.abilities = [];
    renderList();
    expect(await screen.findByText('There are no ability templates yet.')).toBeInTheDocument();
  });

  it('says so when the templates cannot be loaded', async () => {
    api.fail('get', '/api/ability');
    renderList();
    expect(await screen.findByText('The templates could not be loaded.')).toBeInTheDocument();
  });
});
