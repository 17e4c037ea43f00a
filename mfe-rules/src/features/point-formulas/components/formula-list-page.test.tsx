import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { FormulaListPage } from './formula-list-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  listPointFormulas: jest.fn(),
  deletePointFormula: jest.fn(),
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
  formula: '{}',
  lastUpdated: '2026-11-02T10:00:00.000Z',
};

function renderList() {
  return render(
    <MemoryRouter>
      <FormulaListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  act(() => formulaStore.setOfficial(OFFICIAL));
  api.listPointFormulas.mockResolvedValue([HEAVY, OFFICIAL]);
});

afterEach(() => {
  act(() => sessionStore.clear());
  jest.clearAllMocks();
});

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
      '/editformula/f-2',
    );
    expect(screen.getByRole('link', { name: 'New Formula' })).toHaveAttribute(
      'href',
      '/newformula',
    );
  });

  it('lets moderators remove a formula after confirming, but never the active one', async () => {
    act(() =>
      sessionStore.set({
        token: 'h.e30.s',
        username: 'm',
        display: null,
        roles: ['mod'],
        likes: [],
      }),
    );
    api.deletePointFormula.mockResolvedValue({});
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Remove' })).toBeInTheDocument();
    const active = within(table).getByText('Official Formula').closest('tr') as HTMLElement;
    expect(within(active).getByRole('button', { name: 'Remove' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Heavy Metal' }));
    expect(api.deletePointFormula).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(api.deletePointFormula).toHaveBeenCalledWith('f-2');
    expect(screen.queryByText('Heavy Metal')).not.toBeInTheDocument();
    expect(screen.getByText('Official Formula')).toBeInTheDocument();
  });

  it('keeps the formula when the removal is called off or refused', async () => {
    act(() =>
      sessionStore.set({
        token: 'h.e30.s',
        username: 'm',
        display: null,
        roles: ['mod'],
        likes: [],
      }),
    );
    api.deletePointFormula.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Heavy Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(api.deletePointFormula).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Heavy Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(await screen.findByRole('button', { name: 'Remove Heavy Metal' })).toBeInTheDocument();
    expect(screen.getByText('Heavy Metal')).toBeInTheDocument();
  });

  it('says so when there are no official formulas', async () => {
    api.listPointFormulas.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText(/no official formulas yet/)).toBeInTheDocument();
  });
});
