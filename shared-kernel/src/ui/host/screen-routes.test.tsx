import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@muster/shared-kernel/core';
import { ScreenRoutes } from './screen-routes.js';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenRoutes
        routes={[
          ['/things/:page', <Where />],
          [['/thing/:id', '/newthing'], <h1>A thing</h1>],
        ]}
      />
    </MemoryRouter>,
  );
}

describe('ScreenRoutes', () => {
  it.each(['/thing/7', '/newthing'])('shows the screen of %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'A thing' })).toBeInTheDocument();
  });

  it('sends a paged list without a page to its first page', () => {
    renderAt('/things');
    expect(screen.getByText('at /things/1')).toBeInTheDocument();
  });

  it('answers any other path with the not-found page', () => {
    renderAt('/thing');
    expect(screen.getByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });
});
