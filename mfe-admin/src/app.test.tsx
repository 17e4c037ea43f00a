import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import App from './app';

/** A concrete path for a route pattern: each parameter becomes a sample value. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => `sample-${key}`);
}

describe('admin remote', () => {
  it.each(REMOTE_ROUTES.admin.map(samplePath))('renders a screen for %s', async (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });
});
