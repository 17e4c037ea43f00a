import { screen } from '@testing-library/react';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import { mockApi, renderScreen, samplePath, signIn, signOut } from '@muster/shared-kernel/testing';
import App from './app';

mockApi();

describe('community remote', () => {
  // Signed in, so that the screens needing a login show themselves rather than the login page.
  beforeEach(() => signIn('vex', ['publisher', 'mod']));
  afterEach(() => signOut());

  it.each(REMOTE_ROUTES.community.map(samplePath))('renders a screen for %s', async (path) => {
    renderScreen(<App />, { entries: [path] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });

  it('shows the not-found page for a path it does not own', async () => {
    renderScreen(<App />, { entries: ['/scenarios'] });
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });
});
