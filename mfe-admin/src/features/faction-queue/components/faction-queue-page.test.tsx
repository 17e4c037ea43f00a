import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Faction } from '@muster/shared-kernel/core';
import {
  MOCK_API_ORIGIN,
  MODERATOR,
  createMockDb,
  mockApi,
  cardListEntries,
  numberedFaction,
  pagedList,
  signOut,
} from '@muster/shared-kernel/testing';
import { address, card, cardTitles, renderQueue } from '../../../test/render-queue';

const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR] }));

/** Faction number `n`: public and waiting for review unless patched. */
const faction = (n: number, patch: Partial<Faction> = {}) =>
  numberedFaction(n, { reviewed: false, ...patch });
const factionCalls = () => api.requests.filter((line) => line.includes('/api/factions'));

afterEach(() => signOut());

/** Opens the queue of factions 1 to `count` and presses `button` on faction `n`'s card. */
async function pressOnFaction(n: number, button: string, count = 2) {
  api.db.factions = Array.from({ length: count }, (_, index) => faction(index + 1));
  renderQueue('/modqueue/1');
  await screen.findByRole('heading', { name: 'Faction 2' });
  await userEvent.click(within(card(`Faction ${n}`)).getByRole('button', { name: button }));
}

describe('the faction moderation queue', () => {
  it('lists the public factions waiting for review as cards, reading the count first', async () => {
    api.db.factions = cardListEntries(faction, '/api/image/banner.png', [
      { reviewed: true, title: 'Listed' },
      { public: false, title: 'A Draft' },
    ]);
    renderQueue('/modqueue/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderator Queue' })).toBeVisible();
    await screen.findByRole('list', { name: 'Moderator Queue' });
    expect(cardTitles('Moderator Queue')).toEqual(['Faction 1', 'Faction 2']);
    const first = card('Faction 1');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/factions/faction-1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/image/banner.png');
    await waitFor(() => expect(first).toHaveTextContent('by Vex'));
    expect(within(first).getByRole('button', { name: 'Moderator Approve' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Banish to DRAFT' })).toBeVisible();
    expect(factionCalls()).toEqual([
      'GET /api/factions/needsreview?public=true&count=true',
      'GET /api/factions/needsreview?public=true&limit=100&page=1',
    ]);
  });

  it("says 'There's nothing to show...' when nothing waits, reading only the count", async () => {
    renderQueue('/modqueue/1');
    expect(await screen.findByText("There's nothing to show...")).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(factionCalls()).toEqual(['GET /api/factions/needsreview?public=true&count=true']);
  });

  it('clamps the page to the last one, the address following, and pages with Previous and Next', async () => {
    // 150 waiting factions make two pages; each page answers one card, to keep the render light.
    api.server.use(
      pagedList('/api/factions/needsreview', 150, (page) =>
        faction(page, { title: `On page ${page}` }),
      ),
    );
    renderQueue('/modqueue/7');
    await waitFor(() => expect(address()).toBe('/modqueue/2'));
    expect(await screen.findByRole('heading', { name: 'On page 2' })).toBeVisible();
    expect(factionCalls()).not.toContain(
      'GET /api/factions/needsreview?public=true&limit=100&page=7',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(address()).toBe('/modqueue/1'));
    expect(await screen.findByRole('heading', { name: 'On page 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('clamps a page below 1 to the first, and opens page 1 for /modqueue', async () => {
    api.db.factions = [faction(1)];
    const { unmount } = renderQueue('/modqueue/0');
    await waitFor(() => expect(address()).toBe('/modqueue/1'));
    expect(await screen.findByRole('heading', { name: 'Faction 1' })).toBeVisible();
    unmount();
    renderQueue('/modqueue');
    await waitFor(() => expect(address()).toBe('/modqueue/1'));
  });

  it('takes an approved faction out of the queue at once, and lists it publicly', async () => {
    api.db.factions = [faction(1), faction(2)];
    let answer = () => {};
    // The server answers only when the test says so: the card must be gone before.
    api.server.use(
      http.post(`${MOCK_API_ORIGIN}/api/factions/toggleapproval/:id`, async ({ params }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        const found = api.db.factions.find((f) => f._id === params.id);
        if (found) found.reviewed = true;
        return HttpResponse.json(found);
      }),
    );
    const { client } = renderQueue('/modqueue/1');
    await screen.findByRole('heading', { name: 'Faction 1' });
    await userEvent.click(
      within(card('Faction 1')).getByRole('button', { name: 'Moderator Approve' }),
    );
    expect(screen.queryByRole('heading', { name: 'Faction 1' })).not.toBeInTheDocument();
    expect(cardTitles('Moderator Queue')).toEqual(['Faction 2']);
    expect(client.getQueryData(['factions', 'list', 'queue', 'count', ''])).toBe(1);
    act(() => answer());
    await waitFor(() => expect(api.db.factions[0]?.reviewed).toBe(true));
    // Once settled, the queue is read again and still holds only Faction 2.
    await waitFor(() =>
      expect(factionCalls().filter((line) => line.includes('count=true'))).toHaveLength(2),
    );
    expect(cardTitles('Moderator Queue')).toEqual(['Faction 2']);
  });

  it("says 'Already approved' when another moderator approved first, and leaves it approved", async () => {
    api.db.factions = [faction(1), faction(2)];
    renderQueue('/modqueue/1');
    await screen.findByRole('heading', { name: 'Faction 1' });
    // Another moderator approves Faction 1 while this queue still shows it.
    api.db.factions[0]!.reviewed = true;
    await userEvent.click(
      within(card('Faction 1')).getByRole('button', { name: 'Moderator Approve' }),
    );
    expect(await screen.findByText('Already approved')).toBeVisible();
    expect(api.db.factions[0]?.reviewed).toBe(true);
    expect(cardTitles('Moderator Queue')).toEqual(['Faction 2']);
  });

  it('banishes a faction to draft with a reason, taking it out of the queue', async () => {
    await pressOnFaction(2, 'Banish to DRAFT');
    // Banishing asks for an optional reason, which the author then sees.
    const dialog = await screen.findByRole('dialog', { name: 'Banish to DRAFT' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Only a title so far.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Banish to DRAFT' }));
    expect(screen.queryByRole('heading', { name: 'Faction 2' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.db.factions[1]).toMatchObject({
        public: false,
        reviewed: false,
        reviewNote: 'Only a title so far.',
      }),
    );
    expect(api.requests).toContain('POST /api/factions/banishdraft/id-2');
    expect(cardTitles('Moderator Queue')).toEqual(['Faction 1']);
  });

  it('says "There\'s nothing to show..." once the last faction is approved', async () => {
    api.db.factions = [faction(1)];
    renderQueue('/modqueue/1');
    await screen.findByRole('heading', { name: 'Faction 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    expect(screen.getByText("There's nothing to show...")).toBeVisible();
  });

  it('puts the faction back, with a toast, when the server refuses', async () => {
    api.fail('post', '/api/factions/toggleapproval/:id', 403);
    await pressOnFaction(2, 'Moderator Approve', 3);
    expect(await screen.findByText('Error: failed')).toBeVisible();
    await waitFor(() =>
      expect(cardTitles('Moderator Queue')).toEqual(['Faction 1', 'Faction 2', 'Faction 3']),
    );
    expect(api.db.factions.every((f) => !f.reviewed)).toBe(true);
  });
});

describe('who sees the faction queue', () => {
  it('sends a visitor to the login page, reading nothing', async () => {
    renderQueue('/modqueue/1', null);
    expect(await screen.findByRole('heading', { name: 'Login page /login' })).toBeVisible();
    expect(factionCalls()).toEqual([]);
  });

  it('tells a user who is no moderator no, reading nothing', async () => {
    renderQueue('/modqueue/1', { username: 'ada', roles: ['publisher'] });
    expect(
      await screen.findByRole('heading', { name: 'Only moderators can see this page.' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Moderator Approve' })).not.toBeInTheDocument();
    expect(factionCalls()).toEqual([]);
  });
});
