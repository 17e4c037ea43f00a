import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DELETED_USER } from '@muster/shared-kernel/core';
import { sessionStore } from '@muster/shared-kernel/client';
import {
  ADMINISTRATOR,
  MOCK_BROWSER,
  SCENARIO,
  catchDownloads,
  mockApi,
  renderScreen,
  signIn,
} from '@muster/shared-kernel/testing';
import { NavBar } from '../nav/nav-bar';
import { OWN_ACCOUNT_TEXTS } from './own-account';
import { ProfilePage } from './profile-page';
import { HERE, VEX, holdToasts, signInVexHere } from './test-support';

const api = mockApi(() => ({
  profiles: [
    VEX,
    { username: 'ada', display: 'Ada', email: 'ada@example.org', roles: [], likes: [] },
    ADMINISTRATOR,
  ],
  passwords: { vex: 'correct horse', ada: 'correct horse', root: 'correct horse' },
  sessions: [
    {
      id: HERE,
      username: 'vex',
      browser: MOCK_BROWSER,
      firstSeen: '2026-11-01T10:00:00.000Z',
      lastSeen: '2026-11-01T10:00:00.000Z',
    },
  ],
}));

/** `who` signed in (Vex on the session HERE), with the bar above the page at `path`. */
function renderProfile(path = '/profile', who: { username: string; roles: string[] } = VEX) {
  if (who === VEX) signInVexHere();
  else signIn(who.username, who.roles);
  return renderScreen(
    <>
      <NavBar />
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/profile/:username" element={<ProfilePage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </>,
    { entries: [path] },
  );
}

/** The tokens the home page was drawn with, in order. */
const homeTokens: (string | null)[] = [];

/** The home page, which notes whether it was drawn signed in. */
function Home() {
  homeTokens.push(sessionStore.get().token);
  return <h1>Home</h1>;
}
const section = (name: string) => screen.findByRole('region', { name });
const navName = () => screen.getByRole('navigation', { name: 'Main' }).querySelector('.nav-user');

const toasts = holdToasts();

describe('Edit Profile', () => {
  it('is filled in with the profile, and saving it renames the user in the bar', async () => {
    renderProfile();
    const form = await section('Edit Profile');
    expect(within(form).getByLabelText('Display Name')).toHaveValue('Captain Vex');
    expect(within(form).getByLabelText('Recovery Email')).toHaveValue('vex@example.org');
    expect(navName()).toHaveTextContent('Captain Vex');
    const display = within(form).getByLabelText('Display Name');
    await userEvent.clear(display);
    await userEvent.type(display, '  Lord Vex ');
    await userEvent.clear(within(form).getByLabelText('Recovery Email'));
    await userEvent.type(within(form).getByLabelText('Recovery Email'), 'lord@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Profile saved.'));
    expect(navName()).toHaveTextContent('Lord Vex');
    expect(sessionStore.get().display).toBe('Lord Vex');
    expect(api.db.profiles[0]).toMatchObject({ display: 'Lord Vex', email: 'lord@example.org' });
    // The profile's facts are read again.
    const facts = screen.getByText('User ID').closest('dl');
    await waitFor(() => expect(facts).toHaveTextContent('lord@example.org'));
    expect(display).toHaveValue('Lord Vex');
  });

  it('shows the username for a blank display name', async () => {
    renderProfile();
    const form = await section('Edit Profile');
    await userEvent.clear(within(form).getByLabelText('Display Name'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Profile saved.'));
    expect(within(form).getByLabelText('Display Name')).toHaveValue('vex');
    expect(navName()).toHaveTextContent('vex');
  });

  it('sends nothing while the email is not one; a blank one removes it', async () => {
    renderProfile();
    const form = await section('Edit Profile');
    await userEvent.clear(within(form).getByLabelText('Recovery Email'));
    await userEvent.type(within(form).getByLabelText('Recovery Email'), 'not an email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(within(form).getByLabelText('Recovery Email')).toBeInvalid();
    await userEvent.clear(within(form).getByLabelText('Recovery Email'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Profile saved.'));
    // Only the second press was sent: no email is one too.
    expect(api.requests.filter((line) => line === 'POST /api/users/profile')).toHaveLength(1);
    expect(api.db.profiles[0]?.email).toBe('');
  });

  it('keeps what was typed when the server refuses it', async () => {
    renderProfile();
    api.fail('post', '/api/users/profile', 400);
    const form = await section('Edit Profile');
    await userEvent.type(within(form).getByLabelText('Display Name'), ' the Bold');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error: failed'));
    expect(within(form).getByLabelText('Display Name')).toHaveValue('Captain Vex the Bold');
    expect(navName()).toHaveTextContent('Captain Vex');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

describe('Your Data', () => {
  it('downloads everything of the user as muster-{username}.json', async () => {
    const downloads = catchDownloads();
    renderProfile();
    const data = await section('Your Data');
    expect(data).toHaveTextContent(OWN_ACCOUNT_TEXTS.yourData);
    await userEvent.click(within(data).getByRole('button', { name: 'Download My Data' }));
    await waitFor(() => expect(downloads.names).toEqual(['muster-vex.json']));
    downloads.restore();
    expect(api.requests).toContain('GET /api/users/export');
    const [text = ''] = await downloads.texts();
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(file).toMatchObject({
      format: 'muster-account-data',
      profile: { username: 'vex', email: 'vex@example.org' },
      scenarios: [{ _id: SCENARIO._id }],
    });
    expect(within(data).getByRole('button', { name: 'Download My Data' })).toBeEnabled();
  });
});

describe('Delete Account', () => {
  const askToDelete = async (password: string) => {
    const zone = await section('Delete Account');
    expect(zone).toHaveTextContent(OWN_ACCOUNT_TEXTS.deleteWarning);
    await userEvent.type(within(zone).getByLabelText('Password'), password);
    await userEvent.click(within(zone).getByRole('button', { name: 'Delete My Account' }));
    return screen.getByRole('dialog', { name: 'Delete your account for good?' });
  };

  it('warns in words what stays and what goes', async () => {
    renderProfile();
    const zone = await section('Delete Account');
    expect(zone).toHaveTextContent(`credited to "${DELETED_USER}"`);
    expect(within(zone).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('asks first, and Cancel (where the focus starts) deletes nothing', async () => {
    renderProfile();
    const dialog = await askToDelete('correct horse');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests).not.toContain('POST /api/users/delete');
    expect(api.db.profiles.map((p) => p.username)).toContain('vex');
  });

  it('keeps the session and the form when the password is wrong', async () => {
    renderProfile();
    const dialog = await askToDelete('wrong horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Forbidden: Wrong password'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong horse');
    expect(sessionStore.get().token).not.toBeNull();
    expect(navName()).toHaveTextContent('Captain Vex');
    expect(api.db.profiles.map((p) => p.username)).toContain('vex');
  });

  it('deletes the account, signs out here and goes home', async () => {
    renderProfile();
    const dialog = await askToDelete('correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    // Never with the deleted session: its reads would be refused, which sends to the login page.
    expect(new Set(homeTokens)).toEqual(new Set([null]));
    expect(toasts.success).toHaveBeenCalledWith('Your account was deleted.');
    // No read was tried without the session ('Authentication required', then the login page).
    expect(toasts.failure).not.toHaveBeenCalled();
    expect(sessionStore.get().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(api.db.profiles.map((p) => p.username)).not.toContain('vex');
    expect(api.db.sessions).toEqual([]);
    expect(SCENARIO.author).toBe('vex');
    expect(api.db.scenarios[0]?.author).toBe(DELETED_USER);
  });

  it('is not offered to the administrator, whose account the server keeps', async () => {
    renderProfile('/profile', ADMINISTRATOR);
    expect(await section('Edit Profile')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your Data' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Delete Account' })).toBeNull();
  });
});

it('shows none of it on another user’s profile', async () => {
  renderProfile('/profile/ada');
  expect(await screen.findByText('Factions by Ada')).toBeVisible();
  for (const name of ['Edit Profile', 'Your Data', 'Delete Account'])
    expect(screen.queryByRole('region', { name })).toBeNull();
  expect(screen.queryByLabelText('Recovery Email')).toBeNull();
});
