import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationEntry } from '@muster/shared-kernel/core';
import {
  LORE_PAGE,
  MODERATOR,
  createMockDb,
  mockApi,
  signOut,
  itSendsVisitorsToLogin,
} from '@muster/shared-kernel/testing';
import { renderQueue } from '../../../test/render-queue';

const entry = (n: number, more: Partial<ModerationEntry> = {}): ModerationEntry => ({
  _id: `log-${n}`,
  at: new Date(Date.UTC(2026, 10, 20, 12, 0) - n * 60_000).toISOString(),
  actor: 'mia',
  action: 'approve',
  kind: 'faction',
  itemId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  itemTitle: `Faction ${n}`,
  reason: '',
  ...more,
});

const LOG: ModerationEntry[] = [
  entry(1, { action: 'banish', itemTitle: 'Iron Legion', reason: 'Needs more units' }),
  entry(2, { action: 'approve', kind: 'page', itemId: LORE_PAGE._id, itemTitle: LORE_PAGE.title }),
  entry(3, { action: 'role-grant', kind: 'user', itemTitle: 'ada', actor: 'root', reason: 'mod' }),
  entry(4, {
    action: 'role-revoke',
    kind: 'user',
    itemTitle: 'vex',
    actor: 'root',
    reason: 'publisher',
  }),
  entry(5, { action: 'disapprove', kind: 'scenario', itemTitle: 'Hold the Pass', reason: 'Typos' }),
];

const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR], modlog: LOG }));

afterEach(() => signOut());

const rowOf = (text: string) => {
  const tr = screen.getAllByRole('row').find((row) => row.textContent?.includes(text));
  if (!tr) throw new Error(`No row ${text}`);
  return tr;
};

describe('the moderation log', () => {
  it('shows when, who, what was done to what, and why, newest first', async () => {
    renderQueue('/modlog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation Log' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Moderation Log' });
    const actions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelectorAll('td')[2]?.textContent);
    expect(actions).toEqual([
      'Banished to draft',
      'Approved',
      'Granted role',
      'Revoked role',
      'Disapproved',
    ]);
    const banished = rowOf('Iron Legion');
    expect(banished).toHaveTextContent('Faction: Iron Legion');
    expect(banished).toHaveTextContent('Needs more units');
    expect(within(banished).queryByRole('link')).not.toBeInTheDocument();
    expect(banished.querySelector('time')).toHaveAttribute('datetime', LOG[0]?.at);
    expect(within(rowOf('Granted role')).getByRole('link', { name: 'ada' })).toHaveAttribute(
      'href',
      '/profile/ada',
    );
    expect(rowOf('Granted role')).toHaveTextContent('root');
    expect(rowOf('Granted role')).toHaveTextContent('mod');
    expect(within(rowOf('Approved')).getByRole('link', { name: LORE_PAGE.title })).toHaveAttribute(
      'href',
      `/pages/${LORE_PAGE._id}`,
    );
    expect(api.requests).toContain('GET /api/modlog?page=1');
  });

  it("says 'Nothing has been moderated yet.' when the log is empty", async () => {
    api.db.modlog = [];
    renderQueue('/modlog');
    expect(await screen.findByText('Nothing has been moderated yet.')).toBeVisible();
  });

  it("toasts the server's refusal", async () => {
    api.fail('get', '/api/modlog', 403);
    renderQueue('/modlog');
    expect(await screen.findByText('Error: failed')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages by 50', async () => {
    api.db.modlog = Array.from({ length: 60 }, (_, i) => entry(i + 1));
    renderQueue('/modlog');
    await screen.findByRole('table', { name: 'Moderation Log' });
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    expect(rowOf('Faction 51')).toBeVisible();
    expect(api.requests).toContain('GET /api/modlog?page=2');
  });

  it('tells a signed-in user who is no moderator, reading nothing', async () => {
    renderQueue('/modlog', { username: 'ada', roles: [] });
    expect(
      await screen.findByRole('heading', { name: 'Only moderators can see this page.' }),
    ).toBeVisible();
    expect(api.requests.filter((line) => line.includes('/api/modlog'))).toEqual([]);
  });

  itSendsVisitorsToLogin((path) => renderQueue(path, null), ['/modlog']);
});
