import { screen } from '@testing-library/react';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import { mockApi, renderScreen, samplePath, signIn, signOut } from '@muster/shared-kernel/testing';
import App from './app';

mockApi();

// Signed in, so the screens that need a session show themselves rather than the login page.
beforeEach(() => signIn('vex', ['publisher', 'mod']));
afterEach(() => signOut());

describe('community remote', () => {
  it.each(REMOTE_ROUTES.community.map(samplePath))('renders a screen for %s', async (path) => {
    renderScreen(<App />, { entries: [path] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });
});
