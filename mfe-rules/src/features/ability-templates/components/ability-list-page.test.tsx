import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { AbilityListPage } from './ability-list-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  listAbilityTemplates: jest.fn(),
  deleteAbilityTemplate: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const { sessionStore } = kernel;

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

function renderList() {
  return render(
    <MemoryRouter>
      <AbilityListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => api.listAbilityTemplates.mockResolvedValue(TEMPLATES));
afterEach(() => {
  act(() => sessionStore.clear());
  jest.clearAllMocks();
});

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
    act(() =>
      sessionStore.set({
        token: 'h.e30.s',
        username: 'm',
        display: null,
        roles: ['mod'],
        likes: [],
      }),
    );
    api.deleteAbilityTemplate.mockResolvedValue({});
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Remove' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Regeneration 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(api.deleteAbilityTemplate).toHaveBeenCalledWith('a-1');
    expect(screen.queryByText('Regeneration 2')).not.toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
  });

  it('says so when there are no templates', async () => {
    api.listAbilityTemplates.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText('There are no ability templates yet.')).toBeInTheDocument();
  });
});
