import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderScreen, signIn } from '@muster/shared-kernel/testing';
import { HEAVY_FORMULA, OFFICIAL_FORMULA, officialEachTest } from '@muster/shared-kernel/testing';
import { FormulaListPage } from './formula-list-page';

const api = mockApi(() => ({
  formulas: [HEAVY_FORMULA, OFFICIAL_FORMULA],
  ruleset: { markdown: '# Rules', activePointFormula: OFFICIAL_FORMULA._id },
}));

const deletes = () => api.requests.filter((line) => line.startsWith('DELETE'));

function renderList() {
  return renderScreen(<FormulaListPage />);
}

officialEachTest();

describe('Formula Playground', () => {
  it('lists the official formulas with the active one highlighted', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Formula Playground' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Official Point Formulas' })).toBeVisible();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Last Updated', 'Details']);
    const active = within(table).getByText('Official Formula').closest('tr') as HTMLElement;
    expect(active).toHaveClass('highlight');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    const other = within(table).getByText('Heavy Metal').closest('tr') as HTMLElement;
    expect(other).not.toHaveClass('highlight');
    expect(within(other).getByRole('link', { name: 'Details of Heavy Metal' })).toHaveAttribute(
      'href',
      `/editformula/${HEAVY_FORMULA._id}`,
    );
    expect(screen.getByRole('link', { name: 'New Formula' })).toHaveAttribute(
      'href',
      '/newformula',
    );
  });

  it('lets moderators remove a formula after confirming, but never the active one', async () => {
    signIn('m', ['mod']);
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Remove' })).toBeInTheDocument();
    const active = within(table).getByText('Official Formula').closest('tr') as HTMLElement;
    expect(within(active).getByRole('button', { name: 'Remove' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Heavy Metal' }));
    expect(deletes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    // The list follows the removal without a reload.
    await waitFor(() => expect(screen.queryByText('Heavy Metal')).not.toBeInTheDocument());
    expect(deletes()).toEqual([`DELETE /api/formulas/${HEAVY_FORMULA._id}`]);
    expect(api.db.formulas.map((formula) => formula._id)).toEqual([OFFICIAL_FORMULA._id]);
    expect(screen.getByText('Official Formula')).toBeInTheDocument();
  });

  it('keeps the formula when the removal is called off or refused', async () => {
    signIn('m', ['mod']);
    api.fail('delete', '/api/formulas/:id');
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Heavy Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(deletes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Heavy Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(await screen.findByRole('button', { name: 'Remove Heavy Metal' })).toBeInTheDocument();
    expect(deletes()).toEqual([`DELETE /api/formulas/${HEAVY_FORMULA._id}`]);
    expect(screen.getByText('Heavy Metal')).toBeInTheDocument();
  });

  it('says so when there are no official formulas', async () => {
    api.db.formulas = [];
    renderList();
    expect(await screen.findByText(/no official formulas yet/)).toBeInTheDocument();
  });

  it('says so when the formulas cannot be loaded', async () => {
    api.fail('get', '/api/formulas/list/');
    renderList();
    expect(await screen.findByText('The formulas could not be loaded.')).toBeInTheDocument();
  });
});
