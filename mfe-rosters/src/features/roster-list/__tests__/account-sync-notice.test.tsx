import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '@muster/shared-kernel/client';
import { exportRoster, rosterStore } from '@muster/shared-kernel/client/rosters';
import type { Roster } from '@muster/shared-kernel/core';
import { MOCK_API_ORIGIN, mockSessionToken, renderRemote } from '@muster/shared-kernel/testing';
import { mockFactionApi, rosterOf, warden } from '../../../test-fixtures';
import { RosterListPage } from '../components/roster-list-page';

const api = mockFactionApi();

async function store(name: string): Promise<Roster> {
  const created = await rosterStore.create(rosterOf([{ count: 1, obj: warden }], { name }));
  if (!created.ok) throw new Error(created.error);
  return created.roster;
}

function signIn(username = 'ada') {
  sessionStore.set({
    token: mockSessionToken(username),
    username,
    display: null,
    roles: [],
    likes: [],
  });
}

function openList() {
  const user = userEvent.setup();
  renderRemote(<RosterListPage />, '/rosters', { toasts: true });
  return user;
}

/** The list's row of the roster named `name`. */
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const kept = () => (api.db.accountRosters.ada ?? []).filter((roster) => !roster.deleted);
const accountCalls = () => api.requests.filter((request) => request.includes('/api/rosters/mine'));

beforeEach(() => {
  // Removed through the store, so the list read from it (cached until the store changes) is
  // empty too: the status speaks of every roster listed.
  for (const roster of rosterStore.list()) rosterStore.remove(roster.key);
  localStorage.clear();
});
afterEach(() => {
  sessionStore.clear();
  onlineManager.setOnline(true);
});

describe('the roster list and the account', () => {
  it('tells a signed-in user with no rosters that they live in the account too', async () => {
    // First in the file: no test has stored a roster yet.
    signIn();
    openList();
    expect(await screen.findByText('Kept in your account')).toBeInTheDocument();
    expect(
      screen.getByText(/^Rosters live in this browser and in your account\. Open a faction/),
    ).toBeInTheDocument();
  });

  it('shows a visitor nothing of accounts, and asks the server nothing', async () => {
    await store('Mine');
    openList();
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Keep/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/your account/)).not.toBeInTheDocument();
    expect(accountCalls()).toEqual([]);
  });

  it('offers the rosters made before signing in, and keeps them once asked to', async () => {
    await store('First');
    await store('Second');
    signIn();
    const user = openList();
    const offer = await screen.findByRole('region', {
      name: 'Keep these 2 rosters in your account?',
    });
    // Offered, so not kept: the status and each roster say so, and nothing says they are kept.
    expect(screen.getByText('These rosters are only in this browser')).toBeInTheDocument();
    expect(screen.queryByText('Kept in your account')).not.toBeInTheDocument();
    expect(rowOf('First')).toHaveTextContent('Only in this browser');
    expect(rowOf('Second')).toHaveTextContent('Only in this browser');
    expect(kept()).toEqual([]);
    await user.click(within(offer).getByRole('button', { name: 'Keep Them' }));
    await waitFor(() => expect(kept()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Keep Them' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Kept in your account')).toBeInTheDocument();
    expect(screen.queryByText('Only in this browser')).not.toBeInTheDocument();
  });

  it('asks about one roster in the singular, and not again once declined', async () => {
    await store('Only');
    signIn();
    const user = openList();
    const offer = await screen.findByRole('region', { name: 'Keep this roster in your account?' });
    expect(within(offer).getByRole('button', { name: 'Keep It' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('button', { name: 'Keep It' })).not.toBeInTheDocument();
    expect(kept()).toEqual([]);
    // Declined is remembered: the list opened again does not ask.
    cleanup();
    openList();
    expect(await screen.findByText('This roster is only in this browser')).toBeInTheDocument();
    expect(rowOf('Only')).toHaveTextContent('Only in this browser');
    expect(screen.queryByRole('button', { name: 'Keep It' })).not.toBeInTheDocument();
    expect(kept()).toEqual([]);
  });

  it('says it is saving while a run is on its way', async () => {
    let answer: (() => void) | undefined;
    api.server.use(
      http.get(
        `${MOCK_API_ORIGIN}/api/rosters/mine`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json([]));
          }),
      ),
    );
    signIn();
    openList();
    expect(await screen.findByText('Saving to your account...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('Kept in your account')).toBeInTheDocument();
  });

  it('says changes wait while offline, and sends them when the connection returns', async () => {
    signIn();
    onlineManager.setOnline(false);
    openList();
    expect(
      await screen.findByText('Offline: your changes go up when the connection returns'),
    ).toBeInTheDocument();
    expect(accountCalls()).toEqual([]);
    onlineManager.setOnline(true);
    expect(await screen.findByText('Kept in your account')).toBeInTheDocument();
    expect(accountCalls()).toContain('GET /api/rosters/mine');
  });

  it('keeps both versions of a roster changed on two devices, and says so', async () => {
    const mine = await store('Vanguard');
    signIn();
    // Synced here at revision 1; since then changed here and, later, on another device.
    localStorage.setItem(
      'muster-roster-sync:ada',
      JSON.stringify({
        since: 0,
        synced: { [mine.key]: { revision: 1, hash: 'before' } },
        accepted: [],
        declined: [],
      }),
    );
    api.db.accountRosters.ada = [
      {
        key: mine.key,
        created: mine.created,
        revision: 2,
        changedAt: '2999-01-01T00:00:00.000Z',
        deleted: false,
        file: { ...exportRoster(mine), name: 'Vanguard Elsewhere' },
      },
    ];
    openList();
    expect(
      await screen.findByText(
        'Changed on two devices: the other version is kept as "Vanguard (conflict copy)".',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Vanguard Elsewhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vanguard (conflict copy)' })).toBeInTheDocument();
  });

  it('toasts the account’s refusal and keeps the roster here', async () => {
    localStorage.setItem(
      'muster-roster-sync:ada',
      JSON.stringify({ since: 0, synced: {}, accepted: [], declined: [] }),
    );
    await store('Too Many');
    signIn();
    api.server.use(
      http.post(`${MOCK_API_ORIGIN}/api/rosters/mine/:key`, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'You can keep at most 500 rosters in your account: delete some first',
          },
          { status: 409 },
        ),
      ),
    );
    openList();
    expect(
      await screen.findByText(
        'You can keep at most 500 rosters in your account: delete some first',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Too Many' })).toBeInTheDocument();
  });

  it('says which rosters the account holds when only some of them are kept', async () => {
    await store('Before');
    signIn();
    const user = openList();
    const offer = await screen.findByRole('region', { name: 'Keep this roster in your account?' });
    await user.click(within(offer).getByRole('button', { name: 'Not Now' }));
    // Made after signing in: it goes to the account by itself.
    await store('After');
    await waitFor(() => expect(kept()).toHaveLength(1), { timeout: 5000 });
    expect(
      await screen.findByText('Kept in your account, except 1 roster only in this browser'),
    ).toBeInTheDocument();
    expect(rowOf('Before')).toHaveTextContent('Only in this browser');
    expect(rowOf('After')).not.toHaveTextContent('Only in this browser');
  });
});
