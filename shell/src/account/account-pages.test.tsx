import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { LoginPage } from './login-page';
import { ProfilePage } from './profile-page';
import { RegisterCompletePage } from './register-complete-page';
import { RegisterPage } from './register-page';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  login: jest.fn(),
  register: jest.fn(),
  getProfile: jest.fn(),
  setPublisher: jest.fn(),
  generateRegistrationKey: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const { sessionStore } = kernel;

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function renderRoutes(path: string) {
  return render(
    <MemoryRouter initialEntries={['/previous', path]} initialIndex={1}>
      <Routes>
        <Route path="/previous" element={<h1>Previous page</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/register/:token" element={<RegisterPage />} />
        <Route path="/registerComplete" element={<RegisterCompletePage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/profile/:username" element={<ProfilePage />} />
        <Route path="/newfaction" element={<h1>Faction Editor</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(username: string, roles: string[]) {
  act(() =>
    sessionStore.set({ token: 'header.e30.sig', username, display: null, roles, likes: [] }),
  );
}

const auth = (username: string, roles: string[]): core.AuthAnswer => ({
  token: 'header.e30.sig',
  username,
  display: username,
  roles,
  likes: [],
});

afterEach(() => {
  act(() => sessionStore.clear());
  jest.clearAllMocks();
});

describe('User Login', () => {
  it('logs in and goes back one page', async () => {
    api.login.mockImplementation(async (credentials) => {
      sessionStore.set({ ...auth(credentials.username, []), display: null });
      return auth(credentials.username, []);
    });
    renderRoutes('/login');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), '  vex ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.login).toHaveBeenCalledWith({ username: 'vex', password: 'correct horse' });
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('goes home after logging in when the login page was opened directly', async () => {
    api.login.mockResolvedValue(auth('vex', []));
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Username'), 'vex');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('stays on the form when the server refuses', async () => {
    api.login.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderRoutes('/login');
    await userEvent.type(screen.getByLabelText('Username'), 'vex');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('vex');
  });

  it('links to registration', () => {
    renderRoutes('/login');
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/register');
  });
});

describe('Register', () => {
  async function fill(password = 'long enough', confirm = password) {
    await userEvent.type(screen.getByLabelText('Username'), 'newbie');
    await userEvent.type(screen.getByLabelText('Display Name'), 'The Newbie');
    await userEvent.type(screen.getByLabelText('Email'), 'newbie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  }

  it('registers and goes to Registration complete', async () => {
    api.register.mockImplementation(async () => {
      sessionStore.set({ ...auth('newbie', []), display: 'The Newbie' });
      return auth('newbie', []);
    });
    renderRoutes('/register');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).toHaveBeenCalledWith({
      username: 'newbie',
      display: 'The Newbie',
      email: 'newbie@example.org',
      password: 'long enough',
    });
    expect(
      await screen.findByRole('heading', { name: 'Registration complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/open beta/)).toBeInTheDocument();
  });

  it('refuses mismatched passwords without calling the server', async () => {
    renderRoutes('/register');
    await fill('long enough', 'long enouhg');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('lists the roles of an invite link and sends its token (commas stand for dots)', async () => {
    api.register.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    const token = `eyJhbGciOiJIUzI1NiJ9.${encode({ roles: ['publisher'], exp: 4_000_000_000 })}.c2ln`;
    renderRoutes(`/register/${token.replace(/\./g, ',')}`);
    expect(screen.getByText('This invitation gives your account these roles:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('publisher');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ registrationToken: token }),
    );
  });

  it('says so when an invite link is not a token', () => {
    renderRoutes('/register/garbage');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid');
  });
});

describe('Registration complete', () => {
  it('offers publishers to start a new faction', async () => {
    signIn('author', ['publisher']);
    renderRoutes('/registerComplete');
    expect(screen.getByText('author')).toBeInTheDocument();
    expect(screen.getByText(/New factions start as drafts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Start a New Faction' }));
    expect(screen.getByRole('heading', { name: 'Faction Editor' })).toBeInTheDocument();
  });
});

describe('Profile', () => {
  const profile = (roles: string[], email?: string): core.UserProfile => ({
    username: 'vex',
    display: 'Captain Vex',
    roles,
    likes: [],
    ...(email ? { email } : {}),
  });

  it('shows one’s own profile with email and the publisher Sign Up', async () => {
    signIn('vex', []);
    api.getProfile.mockResolvedValue(profile([], 'vex@example.org'));
    api.setPublisher.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    renderRoutes('/profile');
    expect(await screen.findByText('Captain Vex')).toBeInTheDocument();
    expect(screen.getByText('vex@example.org')).toBeInTheDocument();
    expect(screen.getByText('Recovery Email')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(api.setPublisher).toHaveBeenCalled();
    expect(api.getProfile).toHaveBeenCalledWith(undefined);
  });

  it('gives publishers a New Faction link', async () => {
    signIn('vex', ['publisher']);
    api.getProfile.mockResolvedValue(profile(['publisher'], 'vex@example.org'));
    renderRoutes('/profile');
    expect(await screen.findByRole('link', { name: 'New Faction' })).toHaveAttribute(
      'href',
      '/newfaction',
    );
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows another user’s profile without email or account controls', async () => {
    api.getProfile.mockResolvedValue(profile(['publisher']));
    renderRoutes('/profile/vex');
    expect(await screen.findByText('Captain Vex')).toBeInTheDocument();
    expect(api.getProfile).toHaveBeenCalledWith('vex');
    expect(screen.queryByText('Recovery Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session from /profile to the login page', () => {
    renderRoutes('/profile');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('lets the administrator generate a publisher registration link', async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    api.getProfile.mockResolvedValue(profile(['admin', 'mod', 'publisher'], 'admin@example.org'));
    api.generateRegistrationKey.mockResolvedValue({ registrationToken: 'a.b.c' });
    renderRoutes('/profile');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate Publisher Registration Link' }),
    );
    expect(await screen.findByLabelText('Registration link')).toHaveValue(
      `${window.location.origin}/register/a,b,c`,
    );
  });

  it('hides the registration link from everyone else', async () => {
    signIn('vex', ['mod', 'publisher']);
    api.getProfile.mockResolvedValue(profile(['mod', 'publisher'], 'vex@example.org'));
    renderRoutes('/profile');
    await screen.findByText('Captain Vex');
    expect(
      screen.queryByRole('button', { name: 'Generate Publisher Registration Link' }),
    ).not.toBeInTheDocument();
  });
});
