import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { usePageAddress } from './use-page-address.js';

/** The address of a page of the list. */
const thingsPage = (page: number) => `/things/${page}`;

/** A list of `last` pages showing the one its address names, clamped; buttons open pages. */
function List({ last, search }: { last: number; search?: string }) {
  const shown = Math.min(Math.max(Number(useParams().page) || 1, 1), last);
  const go = usePageAddress(thingsPage, shown, search);
  const { pathname, search: query } = useLocation();
  return (
    <>
      <output data-testid="address">{pathname + query}</output>
      <button type="button" onClick={() => go(1)}>
        First
      </button>
      <button type="button" onClick={() => go(1, 'iron pact')}>
        Search
      </button>
    </>
  );
}

function renderList(path: string, last: number, search?: string) {
  return render(
    <MemoryRouter initialEntries={['/elsewhere', path]} initialIndex={1}>
      <Routes>
        <Route path="/things/:page" element={<List last={last} search={search} />} />
        <Route path="/things" element={<List last={last} search={search} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('usePageAddress', () => {
  it('makes the address follow the page shown, keeping the search', async () => {
    renderList('/things/9?search=iron', 2, 'iron');
    await waitFor(() => expect(address()).toBe('/things/2?search=iron'));
  });

  it('leaves an address that names the page shown alone', () => {
    renderList('/things/2', 3);
    expect(address()).toBe('/things/2');
  });

  it('names the first page of a bare list address', async () => {
    renderList('/things', 3);
    await waitFor(() => expect(address()).toBe('/things/1'));
  });

  it('opens a page, with the search shown or a new one', async () => {
    renderList('/things/2?search=iron', 3, 'iron');
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(address()).toBe('/things/1?search=iron');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/things/1?search=iron%20pact');
  });
});
