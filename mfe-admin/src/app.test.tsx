import { screen } from '@testing-library/react';
import { NOT_FOUND_TEXT, REMOTE_ROUTES } from '@muster/shared-kernel/core';
import {
  MODERATOR,
  createMockDb,
  mockApi,
  renderScreen,
  samplePath,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import App from './app';

mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR] }));

afterEach(() => signOut());

describe('admin remote', () => {
  it.each(REMOTE_ROUTES.admin.map(samplePath))('renders a screen for %s', async (path) => {
    signIn(MODERATOR.username, MODERATOR.roles);
    renderScreen(<App />, { entries: [path] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  });
});
