import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@muster/shared-kernel/client';
import {
  MOCK_API_ORIGIN,
  TestProviders,
  mockApi,
  mockInviteToken,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { LoginPage } from './login-page';
import { ProfilePage } from './profile-page';
import { RegisterCompletePage } from './register-complete-page';
import { RegisterPage } from './register-page';
import { VEX } from './test-support';

const api = mockApi(() => ({
  profiles: [
    VEX,
    {
      username: 'admin',
      display: 'Admin',
      email: 'admin@example.org',
      roles: ['admin', 'mod', 'publisher'],
      likes: [],
    },
  ],
  passwords: { vex: 'correct horse' },
}));

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function renderRoutes(path: string) {
  return render(
    <TestProviders>
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
      </MemoryRouter>
    </TestProviders>,
  );
}

/** `path` answers a 500, and every body sent to it is kept in the list answered. */
function failing(method: 'get' | 'post', path: string): unknown[] {
  const bodies: unknown[] = [];
  api.server.use(
    http[method](`${MOCK_API_ORIGIN}${path}`, async ({ request }) => {
      if (method === 'post') bodies.push(await request.json());
      return HttpResponse.json(
        { statusCode: 500, error: 'Error', message: 'failed' },
        { status: 500 },
      );
    }),
  );
  return bodies;
}

afterEach(() => signOut());

describe('User Login', () => {
  it('logs in and goes back one page', async () => {
    renderRoutes('/login');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), '  vex ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeInTheDocument();
    // The name went trimmed (the mock refuses '  vex '), with the password, and nothing else.
    expect(api.requests).toEqual(['POST /api/users/login']);
    expect(sessionStore.get()).toMatchObject({ username: 'vex', display: 'Captain Vex' });
  });

  it('goes home after logging in when the login page was opened directly', async () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    await userEvent.type(screen.getByLabelText('Username'), 'vex');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it.each([
    ['refuses the password', () => undefined],
    ['fails', () => void failing('post', '/api/users/login')],
  ])('stays on the form when the server %s', async (_, serve) => {
    serve();
    renderRoutes('/login');
    await userEvent.type(screen.getByLabelText('Username'), 'vex');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(api.requests).toEqual(['POST /api/users/login']);
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('vex');
    expect(sessionStore.get().token).toBeNull();
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
    renderRoutes('/register');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('heading', { name: 'Registration complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/open beta/)).toBeInTheDocument();
    // What was sent (the mock refuses any other field, as the API does).
    expect(api.requests).toEqual(['POST /api/users/register']);
    expect(api.db.profiles.find((p) => p.username === 'newbie')).toEqual({
      username: 'newbie',
      display: 'The Newbie',
      email: 'newbie@example.org',
      roles: [],
      likes: [],
    });
    expect(api.db.passwords.newbie).toBe('long enough');
  });

  it('refuses mismatched passwords without calling the server', async () => {
    renderRoutes('/register');
    await fill('long enough', 'long enouhg');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    // The error goes as soon as the passwords match.
    await userEvent.type(screen.getByLabelText('Confirm Password'), '{Backspace}{Backspace}gh');
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });

  /** An invitation the administrator generated, as its link's path. */
  const invited = (roles: string[]) => {
    const token = mockInviteToken(roles);
    api.db.invites.push(token);
    return { token, path: `/register/${token.replace(/\./g, ',')}` };
  };

  it('lists the roles of an invite link and sends its token (commas stand for dots)', async () => {
    const sent = failing('post', '/api/users/register');
    const { token, path } = invited(['publisher']);
    renderRoutes(path);
    expect(
      await screen.findByText('This invitation gives your account these roles:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('publisher');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
    expect(sent).toEqual([expect.objectContaining({ registrationToken: token })]);
  });

  it('names the roles of a moderator invitation in words', async () => {
    renderRoutes(invited(['mod']).path);
    expect(await screen.findByRole('listitem')).toHaveTextContent('moderator');
  });

  it.each([
    ['used', 'This invitation has been used'],
    ['revoked', 'This invitation has been revoked'],
  ] as const)(
    'says when an invitation has been %s, and registers without it',
    async (end, message) => {
      const { token, path } = invited(['publisher']);
      (end === 'used' ? api.db.usedInvites : api.db.revokedInvites).push(token);
      renderRoutes(path);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${message}. Ask for a new link; registering now gives no roles.`,
      );
      expect(
        screen.queryByText('This invitation gives your account these roles:'),
      ).not.toBeInTheDocument();
      await fill();
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(
        await screen.findByRole('heading', { name: 'Registration complete' }),
      ).toBeInTheDocument();
      expect(api.db.profiles.find((p) => p.username === 'newbie')?.roles).toEqual([]);
    },
  );

  it('says so when an invite link is a token this site never issued', async () => {
    renderRoutes(
      `/register/e30,${encode({ typ: 'invite', roles: ['mod'], exp: 4_000_000_000 })},c2ln`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid');
  });

  it('says so when an invite link is not a token', () => {
    renderRoutes('/register/garbage');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid');
  });
});

describe('Registration complete', () => {
  it('tells a user invited as a moderator that they are a moderator, not a publisher', () => {
    signIn('warden', ['mod']);
    renderRoutes('/registerComplete');
    expect(screen.getByText(/You are a moderator\./)).toBeInTheDocument();
    expect(screen.queryByText(/publisher/)).not.toBeInTheDocument();
  });

  it('names every role an invitation gave', () => {
    signIn('warden', ['publisher', 'mod']);
    renderRoutes('/registerComplete');
    expect(screen.getByText(/You are a moderator and a publisher\./)).toBeInTheDocument();
  });

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
  const giveVex = (roles: string[]) => {
    api.db.profiles[0] = { ...api.db.profiles[0]!, roles };
  };

  it('shows one’s own profile with email and the publisher Sign Up', async () => {
    signIn('vex', []);
    failing('post', '/api/users/setpublisher');
    renderRoutes('/profile');
    expect(await screen.findByText('Captain Vex')).toBeInTheDocument();
    expect(screen.getByText('vex@example.org')).toBeInTheDocument();
    // The fact, not Edit Profile's field of the same name.
    expect(screen.getByText('Recovery Email', { selector: 'dt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(api.requests).toEqual([
      'GET /api/users/profile',
      'GET /api/users/sessions',
      'POST /api/users/setpublisher',
    ]);
  });

  it('gives publishers a New Faction link', async () => {
    giveVex(['publisher']);
    signIn('vex', ['publisher']);
    renderRoutes('/profile');
    expect(await screen.findByRole('link', { name: 'New Faction' })).toHaveAttribute(
      'href',
      '/newfaction',
    );
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows another user’s profile without email or account controls', async () => {
    giveVex(['publisher']);
    renderRoutes('/profile/vex');
    expect(await screen.findByText('Captain Vex')).toBeInTheDocument();
    expect(api.requests).toEqual(['GET /api/users/profile/vex']);
    expect(screen.queryByText('Recovery Email')).not.toBeInTheDocument();
    expect(screen.queryByText('vex@example.org')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session from /profile to the login page', () => {
    renderRoutes('/profile');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('lets the administrator generate a publisher registration link', async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    renderRoutes('/profile');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate Publisher Registration Link' }),
    );
    const link = await screen.findByLabelText('Registration link');
    expect(api.db.invites).toHaveLength(1);
    const [invite] = api.db.invites as [string];
    expect(invite.split('.')).toHaveLength(3);
    expect(link).toHaveValue(`${window.location.origin}/register/${invite.replace(/\./g, ',')}`);
  });

  it('lets the administrator generate a moderator registration link', async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    renderRoutes('/profile');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Generate Moderator Registration Link' }),
    );
    const link = await screen.findByLabelText('Registration link');
    expect(api.requests).toContain('GET /api/users/generateRegistrationKey?roles=mod');
    const [invite] = api.db.invites as [string];
    const claims = JSON.parse(atob(invite.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims.roles).toEqual(['mod']);
    expect(link).toHaveValue(`${window.location.origin}/register/${invite.replace(/\./g, ',')}`);
  });

  it("lists the administrator's unused invitations, whom each is for, and revokes one", async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    renderRoutes('/profile');
    expect(await screen.findByText('No unused invitations.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Who is it for? (optional)'), 'Ada from the club');
    await userEvent.click(
      screen.getByRole('button', { name: 'Generate Moderator Registration Link' }),
    );
    await screen.findByLabelText('Registration link');
    expect(api.requests).toContain(
      'GET /api/users/generateRegistrationKey?roles=mod&note=Ada%20from%20the%20club',
    );
    // The note is for one link: the field is empty for the next.
    expect(screen.getByLabelText('Who is it for? (optional)')).toHaveValue('');
    await userEvent.click(
      screen.getByRole('button', { name: 'Generate Publisher Registration Link' }),
    );

    const table = await screen.findByRole('table', { name: 'Unused invitations' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ada from the club');
    expect(rows[0]).toHaveTextContent('moderator');
    expect(rows[1]).toHaveTextContent('not noted');
    expect(rows[1]).toHaveTextContent('publisher');

    await userEvent.click(
      within(table).getByRole('button', { name: 'Revoke the invitation for Ada from the club' }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).not.toHaveTextContent('Ada from the club');
    expect(api.db.revokedInvites).toEqual([api.db.invites[0]]);
  });

  it('keeps an invitation listed when its revocation is refused', async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    api.db.invites.push(mockInviteToken(['publisher']));
    api.fail('delete', '/api/users/invitations/:id');
    renderRoutes('/profile');
    await userEvent.click(await screen.findByRole('button', { name: /Revoke/ }));
    await waitFor(() => expect(api.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Revoke/ })).toBeEnabled();
    expect(api.db.revokedInvites).toEqual([]);
  });

  it("links the administrator's profile to Manage users and the moderation log", async () => {
    signIn('admin', ['admin', 'mod', 'publisher']);
    renderRoutes('/profile');
    expect(await screen.findByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/users',
    );
    expect(screen.getByRole('link', { name: 'Moderation Log' })).toHaveAttribute('href', '/modlog');
  });

  it("links a moderator's profile to the moderation log only", async () => {
    giveVex(['mod']);
    signIn('vex', ['mod']);
    renderRoutes('/profile');
    expect(await screen.findByRole('link', { name: 'Moderation Log' })).toHaveAttribute(
      'href',
      '/modlog',
    );
    expect(screen.queryByRole('link', { name: 'Manage users' })).not.toBeInTheDocument();
  });

  it('gives a plain user neither link', async () => {
    signIn('vex', []);
    renderRoutes('/profile');
    await screen.findByText('Captain Vex');
    expect(screen.queryByRole('link', { name: 'Moderation Log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage users' })).not.toBeInTheDocument();
  });

  it('hides the registration link from everyone else', async () => {
    giveVex(['mod', 'publisher']);
    signIn('vex', ['mod', 'publisher']);
    renderRoutes('/profile');
    await screen.findByText('Captain Vex');
    expect(
      screen.queryByRole('button', { name: 'Generate Publisher Registration Link' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Generate Moderator Registration Link' }),
    ).not.toBeInTheDocument();
  });
});
