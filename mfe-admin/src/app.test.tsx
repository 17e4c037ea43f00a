import { screen } from '@testing-library/react';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import { renderScreen, samplePath } from '@muster/shared-kernel/testing';
import App from './app';

describe('admin remote', () => {
  it.each(REMOTE_ROUTES.admin.map(samplePath))('renders a screen for %s', async (path) => {
    renderScreen(<App />, { entries: [path] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });
});
