import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@muster/shared-kernel/client';
import {
  MOCK_BROWSER,
  mockApi,
  renderScreen,
  type MockSession,
} from '@muster/shared-kernel/testing';
import { passwordChangedText } from './account-security';
import { ProfilePage } from './profile-page';
import { HERE, VEX, holdToasts, signInVexHere } from './test-support';

const PHONE = '00000000-0000-4000-8000-0000000000bb';

const device = (id: string, browser: string, seen: string): MockSession => ({
  id,
  username: 'vex',
  browser,
  firstSeen: seen,
  lastSeen: seen,
});

const api = mockApi(() => ({
  profiles: [VEX],
  passwords: { vex: 'correct horse' },
  sessions: [
    device(HERE, MOCK_BROWSER, '2026-11-01T10:00:00.000Z'),
    device(PHONE, 'Safari on iPhone', '2026-11-20T18:30:00.000Z'),
  ],
}));

/** Vex signed in on the session HERE, on their profile. */
function renderOwnProfile() {
  signInVexHere();
  return renderScreen(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { entries: ['/profile'] },
  );
}

const sessionIds = () => (api.db.sessions ?? []).map((session) => session.id);

const toasts = holdToasts();

describe('signed-in devices', () => {
  it('lists each device, this one marked, with when it signed in and was last seen', async () => {
    renderOwnProfile();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Safari on iPhone',
      `${MOCK_BROWSER} (this device)`,
    ]);
    expect(items[0]).toHaveTextContent(/Signed in .*2026.* · Last seen .*2026/);
    expect(within(list).getByRole('button', { name: 'Sign out this device' })).toBeVisible();
  });

  it('signs another device out, which leaves the list', async () => {
    renderOwnProfile();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    await userEvent.click(within(list).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).toBeNull());
    expect(sessionIds()).toEqual([HERE]);
    expect(sessionStore.get().username).toBe('vex');
  });

  it('signs this device out on the server and here', async () => {
    renderOwnProfile();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out this device' }));
    expect(sessionStore.get().token).toBeNull();
    await waitFor(() => expect(sessionIds()).toEqual([PHONE]));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('signs out everywhere, this device too', async () => {
    renderOwnProfile();
    await screen.findByRole('list', { name: 'Signed-in devices' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(sessionIds()).toEqual([]);
    expect(sessionStore.get().token).toBeNull();
  });

  it('the profile’s Log out ends the session on the server too', async () => {
    renderOwnProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(sessionStore.get().token).toBeNull();
    await waitFor(() => expect(sessionIds()).toEqual([PHONE]));
  });
});

describe('Change Password', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await userEvent.type(await screen.findByLabelText('Current Password'), current);
    await userEvent.type(screen.getByLabelText('New Password'), next);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('says when the new passwords differ, and sends nothing', async () => {
    renderOwnProfile();
    await fill('correct horse', 'a new password', 'another password');
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
    expect(api.db.passwords.vex).toBe('correct horse');
  });

  it('keeps what was typed when the current password is wrong', async () => {
    renderOwnProfile();
    await fill('wrong horse', 'a new password', 'a new password');
    await waitFor(() =>
      expect(toasts.failure).toHaveBeenCalledWith('Forbidden: Wrong current password'),
    );
    expect(screen.getByLabelText('Current Password')).toHaveValue('wrong horse');
    expect(api.db.passwords.vex).toBe('correct horse');
  });

  it('changes it, says how many other devices were signed out, and clears the form', async () => {
    renderOwnProfile();
    await fill('correct horse', 'a new password', 'a new password');
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Password changed: 1 other device was signed out.',
      ),
    );
    expect(api.db.passwords.vex).toBe('a new password');
    expect(sessionIds()).toEqual([HERE]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    // The list is read again: the phone has gone from it.
    const list = screen.getByRole('list', { name: 'Signed-in devices' });
    await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).toBeNull());
  });

  it.each([
    [0, 'Password changed.'],
    [1, 'Password changed: 1 other device was signed out.'],
    [3, 'Password changed: 3 other devices were signed out.'],
  ])('after %i sign-outs says %j', (count, text) => {
    expect(passwordChangedText(count)).toBe(text);
  });
});
