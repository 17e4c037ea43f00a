import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@muster/shared-kernel/core';
import {
  MOCK_API_ORIGIN,
  MODERATOR,
  createMockDb,
  mockApi,
  signOut,
  itSendsVisitorsToLogin,
} from '@muster/shared-kernel/testing';
import { renderQueue } from '../../../test/render-queue';

const ADMIN: UserProfile = {
  username: 'root',
  display: 'The Admin',
  email: 'root@muster.test',
  roles: ['admin', 'mod', 'publisher'],
  likes: [],
};
const MANY: UserProfile[] = Array.from({ length: 55 }, (_, i) => ({
  username: `user${String(i).padStart(2, '0')}`,
  display: `User ${i}`,
  email: `user${i}@muster.test`,
  roles: [],
  likes: [],
}));

const api = mockApi(() => ({
  profiles: [
    ...createMockDb().profiles.map((p) => ({ ...p, email: `${p.username}@muster.test` })),
    MODERATOR,
    ADMIN,
  ],
}));

afterEach(() => signOut());

const row = (username: string) => {
  const cell = screen.getByRole('cell', { name: username });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`No row ${username}`);
  return tr;
};

describe('the users page', () => {
  it('lists the users with their email and roles; the administrator has no controls', async () => {
    renderQueue('/users', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await screen.findByRole('table', { name: 'Users' });
    expect(within(row('vex')).getByText('vex@muster.test')).toBeVisible();
    expect(within(row('vex')).getByRole('checkbox', { name: 'Publisher (vex)' })).toBeChecked();
    expect(within(row('vex')).getByRole('checkbox', { name: 'Moderator (vex)' })).not.toBeChecked();
    expect(within(row('mia')).getByRole('checkbox', { name: 'Moderator (mia)' })).toBeChecked();
    expect(within(row('root')).getByText('administrator')).toBeVisible();
    expect(within(row('root')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(api.requests).toContain('GET /api/users?page=1');
  });

  it('finds users by username or display name', async () => {
    renderQueue('/users', ADMIN);
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ad');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'vex' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'ada' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'root' })).toBeVisible();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users match.')).toBeVisible();
  });

  it('grants a role at once and says so', async () => {
    renderQueue('/users', ADMIN);
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('ada')).getByRole('checkbox', { name: 'Moderator (ada)' }));
    expect(await screen.findByText('Roles of ada saved')).toBeVisible();
    expect(within(row('ada')).getByRole('checkbox', { name: 'Moderator (ada)' })).toBeChecked();
    expect(api.db.profiles.find((p) => p.username === 'ada')?.roles).toEqual(['mod']);
    expect(api.requests).toContain('POST /api/users/roles/ada');
  });

  it('revokes a role', async () => {
    renderQueue('/users', ADMIN);
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('vex')).getByRole('checkbox', { name: 'Publisher (vex)' }));
    expect(await screen.findByText('Roles of vex saved')).toBeVisible();
    expect(api.db.profiles.find((p) => p.username === 'vex')?.roles).toEqual([]);
    expect(within(row('vex')).getByRole('checkbox', { name: 'Publisher (vex)' })).not.toBeChecked();
  });

  it("keeps the old roles and toasts the server's message when it refuses", async () => {
    api.fail('post', '/api/users/roles/:username', 403);
    renderQueue('/users', ADMIN);
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('ada')).getByRole('checkbox', { name: 'Publisher (ada)' }));
    expect(await screen.findByText('Error: failed')).toBeVisible();
    expect(within(row('ada')).getByRole('checkbox', { name: 'Publisher (ada)' })).not.toBeChecked();
    expect(screen.queryByText('Roles of ada saved')).not.toBeInTheDocument();
  });

  it("toasts the server's refusal of the list and shows no table", async () => {
    api.fail('get', '/api/users', 403);
    renderQueue('/users', ADMIN);
    expect(await screen.findByText('Error: failed')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The users could not be read.' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages by 50', async () => {
    api.db.profiles.push(...MANY);
    renderQueue('/users', ADMIN);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 59 - 50));
    expect(api.requests).toContain('GET /api/users?page=2');
  });

  it('tells a moderator who is not the administrator, reading nothing', async () => {
    renderQueue('/users');
    expect(
      await screen.findByRole('heading', { name: 'Only the administrator can manage roles.' }),
    ).toBeVisible();
    expect(api.requests.filter((line) => line.startsWith('GET /api/users'))).toEqual([]);
  });

  it("makes a user's one-time reset link, to copy and hand on", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderQueue('/users', ADMIN);
    await screen.findByRole('table', { name: 'Users' });
    await user.click(within(row('ada')).getByRole('button', { name: 'Reset Link (ada)' }));
    const panel = await screen.findByRole('region', {
      name: 'One-time reset link for ada, valid for 1 hour:',
    });
    const field = within(panel).getByRole<HTMLInputElement>('textbox', {
      name: 'Reset link for ada',
    });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('readonly');
    const prefix = `${window.location.origin}/resetpassword/`;
    expect(field.value.startsWith(prefix)).toBe(true);
    // The link works: the mock API says whose password it sets.
    const lookup = await fetch(
      `${MOCK_API_ORIGIN}/api/users/password/reset/${field.value.slice(prefix.length)}`,
    );
    expect(await lookup.json()).toMatchObject({ username: 'ada' });
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(api.requests).toContain('POST /api/users/resetlink/ada');
  });

  itSendsVisitorsToLogin((path) => renderQueue(path, null), ['/users']);
});
