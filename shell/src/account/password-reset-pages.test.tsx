import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@muster/shared-kernel/client';
import {
  RESET_LINK_MS,
  mockApi,
  mockResetToken,
  mockSessionToken,
  renderScreen,
} from '@muster/shared-kernel/testing';
import {
  ForgotPasswordPage,
  RECOVERY_OFF_TEXT,
  RESET_REQUESTED_TEXT,
} from './forgot-password-page';
import { LoginPage } from './login-page';
import { PASSWORD_RESET_TEXT, ResetPasswordPage } from './reset-password-page';
import { VEX, holdToasts } from './test-support';

const api = mockApi(() => ({
  profiles: [VEX],
  passwords: { vex: 'correct horse' },
}));

const toasts = holdToasts();

function renderAt(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
      <Route path="/resetpassword/:token" element={<ResetPasswordPage />} />
      <Route path="/profile" element={<h1>Profile</h1>} />
    </Routes>,
    { entries: [path] },
  );
}

/** A reset link of vex's, as a mail would carry it; `used` or `expired` when asked. */
function resetLink(state: 'usable' | 'used' | 'expired' = 'usable') {
  const token = mockResetToken();
  const expires = Date.now() + (state === 'expired' ? -1 : RESET_LINK_MS);
  api.db.resetLinks.push({
    token,
    username: 'vex',
    expires: new Date(expires).toISOString(),
    used: state === 'used',
  });
  return token;
}

describe('the login page', () => {
  it('links to the forgotten password page', async () => {
    renderAt('/login');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Forgotten Password' })).toBeInTheDocument();
  });
});

describe('Forgotten Password', () => {
  it('asks for a reset link and says one is on its way, whichever account it names', async () => {
    renderAt('/forgotpassword');
    const who = await screen.findByLabelText('Username or recovery email');
    expect(who).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(who, ' vex@example.org ');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(RESET_REQUESTED_TEXT)).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(api.db.mailedResets).toEqual([
      expect.objectContaining({ email: 'vex@example.org', username: 'vex' }),
    ]);
  });

  it('says the same for a name no account has', async () => {
    renderAt('/forgotpassword');
    await userEvent.type(await screen.findByLabelText('Username or recovery email'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(RESET_REQUESTED_TEXT)).toBeInTheDocument();
    expect(api.db.mailedResets).toEqual([]);
  });

  it('says recovery is not set up, with no form, on a site without mail', async () => {
    api.db.site.passwordRecovery = false;
    renderAt('/forgotpassword');
    expect(await screen.findByText(RECOVERY_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the typed text when the server refuses, as the client toasts', async () => {
    api.fail('post', '/api/users/password/forgot', 429);
    renderAt('/forgotpassword');
    await userEvent.type(await screen.findByLabelText('Username or recovery email'), 'vex');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.getByLabelText('Username or recovery email')).toHaveValue('vex');
    expect(screen.queryByText(RESET_REQUESTED_TEXT)).not.toBeInTheDocument();
  });

  it('says recovery is not set up when the request finds the mail turned off', async () => {
    renderAt('/forgotpassword');
    const who = await screen.findByLabelText('Username or recovery email');
    api.db.site.passwordRecovery = false;
    await userEvent.type(who, 'vex{Enter}');
    expect(await screen.findByText(RECOVERY_OFF_TEXT)).toHaveFocus();
    expect(toasts.failure).toHaveBeenCalledWith(
      'Not Found: Password recovery is not set up on this site',
    );
  });
});

describe('Choose a New Password', () => {
  it('names the account, sets the password, signs the user in and goes to the profile', async () => {
    const token = resetLink();
    renderAt(`/resetpassword/${token}`);
    expect(await screen.findByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    expect(screen.getByText('vex').closest('p')).toHaveTextContent('For vex');
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'a new password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith(PASSWORD_RESET_TEXT);
    expect(api.db.passwords.vex).toBe('a new password');
    // Stored as a login's session is: the token names the session the reset started.
    const [started] = api.db.sessions ?? [];
    expect(sessionStore.get()).toEqual({
      token: mockSessionToken('vex', started?.id),
      username: 'vex',
      display: 'Captain Vex',
      roles: [],
      likes: [],
    });
  });

  it('refuses a confirmation that does not match without calling the server', async () => {
    const token = resetLink();
    renderAt(`/resetpassword/${token}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'long enouhg');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.requests).toEqual([`GET /api/users/password/reset/${token}`]);
    expect(api.db.passwords.vex).toBe('correct horse');
  });

  it.each([
    ['used', 'This reset link has been used'],
    ['expired', 'This reset link has expired'],
  ] as const)('says when the link has been %s, and offers a new one', async (state, message) => {
    renderAt(`/resetpassword/${resetLink(state)}`);
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toContainElement(
      screen.getByRole('link', { name: 'Ask for a new link' }),
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it('says when this site never made the link', async () => {
    renderAt(`/resetpassword/${mockResetToken()}`);
    expect(await screen.findByRole('heading', { name: 'Reset link not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
