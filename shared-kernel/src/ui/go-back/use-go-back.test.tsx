import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useGoBack } from './use-go-back.js';

function Editor({ fallback }: { fallback?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <button type="button" onClick={goBack}>
      Cancel
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function app(entries: string[], fallback?: string) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/edit" element={<Editor fallback={fallback} />} />
        <Route path="/list" element={<Link to="/edit">Edit</Link>} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('useGoBack', () => {
  it('goes back one page when the visitor came from a page of the site', async () => {
    app(['/list'], '/fallback');
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/list');
  });

  it('goes to the fallback, or home, when the page was opened directly', async () => {
    app(['/edit'], '/fallback');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/fallback');
  });

  it('goes home without a fallback', async () => {
    app(['/edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
