import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as core from '@muster/shared-kernel/core';
import {
  FACTION,
  MOCK_API_ORIGIN,
  mockApi,
  numberedFaction,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { renderApp } from '../../../test/render';

const api = mockApi(() => ({
  profiles: [{ username: 'vex', display: 'Vex the Bold', roles: [], likes: [] }],
}));

/** A faction of the mock API: number `n`, reviewed and public unless patched. */
const faction = (n: number, patch: Partial<core.Faction> = {}) =>
  numberedFaction(n, { likes: n, ...patch });
/** The card the API lists for a faction. */
const card = ({
  lore: _lore,
  description: _description,
  anteList: _tactics,
  environmentList: _effects,
  links: _links,
  ...rest
}: core.Faction): core.FactionCard => rest;
const location = () => screen.getByTestId('location').textContent;
const factionCalls = () => api.requests.filter((line) => line.startsWith('GET /api/factions'));

/** Answers the public list (its count and its page) with `cards`, whatever the filters. */
function servePublicList(cards: core.FactionCard[]) {
  api.server.use(
    http.get(`${MOCK_API_ORIGIN}/api/factions`, ({ request }) =>
      new URL(request.url).searchParams.get('count') === 'true'
        ? HttpResponse.json(cards.length)
        : HttpResponse.json(cards),
    ),
  );
}

/** Answers the random faction call with `cards`. */
function serveRandom(cards: core.FactionCard[]) {
  api.server.use(http.get(`${MOCK_API_ORIGIN}/api/factions/rand`, () => HttpResponse.json(cards)));
}

afterEach(() => signOut());

describe('all factions', () => {
  it('loads the count, then the page, then a random faction shown first with its overlay', async () => {
    api.db.factions = [faction(1), faction(2)];
    serveRandom([card(faction(7, { title: 'Lucky Seven' }))]);
    renderApp('/factionlist/1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Factions' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Factions' });
    const cards = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Featured Random Faction')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('heading', { name: 'Lucky Seven' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/factions/faction-1');
    expect(factionCalls()).toEqual([
      'GET /api/factions?public=true&count=true',
      'GET /api/factions?public=true&limit=100&page=1',
      'GET /api/factions/rand',
    ]);
  });

  it("cuts titles to 32 characters, marks drafts, and shows the author's display name", async () => {
    servePublicList([
      card(faction(1, { title: 'The Exceedingly Long-Winded Faction Name', public: false })),
    ]);
    serveRandom([]);
    renderApp('/factionlist/1');
    const title = await screen.findByRole('heading', { level: 2 });
    expect(title).toHaveTextContent(/^\(DRAFT\) The Exceedingly Long-Winded F\.\.\.$/);
    expect(screen.getByText(/by \.\.\./)).toBeInTheDocument();
    expect(await screen.findByText(/by Vex the Bold/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No thumbnail' })).toBeInTheDocument();
  });

  it('shows the thumbnail when there is one, and falls back to the username', async () => {
    api.fail('get', '/api/users/profile/:username');
    api.db.factions = [faction(1, { thumbnailURL: '/api/image/abc.png' })];
    serveRandom([]);
    const { container } = renderApp('/factionlist/1');
    expect(await screen.findByText(/by vex/)).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/image/abc.png');
  });

  it("says 'There's nothing to show...' for an empty list", async () => {
    api.db.factions = [];
    renderApp('/factionlist/1');
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
    expect(factionCalls()).toEqual(['GET /api/factions?public=true&count=true']);
  });

  it('clamps the page to the last one and disables Next there', async () => {
    // 150 factions make two pages; each page answers one card, to keep the render light.
    api.server.use(
      http.get(`${MOCK_API_ORIGIN}/api/factions`, ({ request }) =>
        new URL(request.url).searchParams.get('count') === 'true'
          ? HttpResponse.json(150)
          : HttpResponse.json([card(faction(101))]),
      ),
    );
    renderApp('/factionlist/9');
    await waitFor(() => expect(location()).toBe('/factionlist/2'));
    expect(factionCalls()).toContain('GET /api/factions?public=true&limit=100&page=2');
    expect(factionCalls()).not.toContain('GET /api/factions?public=true&limit=100&page=9');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe('/factionlist/1'));
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('redirects /factionlist to page 1', async () => {
    renderApp('/factionlist');
    await waitFor(() => expect(location()).toBe('/factionlist/1'));
  });

  it('searches by title from the search box', async () => {
    api.db.factions = [faction(1), faction(2, { title: 'Iron Pact' })];
    renderApp('/factionlist/1');
    await screen.findByRole('list', { name: 'Factions' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search factions' }), 'iron');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/factionlist/1?search=iron'));
    const list = await screen.findByRole('list', { name: 'Factions' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Iron Pact']);
    expect(factionCalls()).toEqual(
      expect.arrayContaining([
        'GET /api/factions?public=true&count=true&search=iron',
        'GET /api/factions?public=true&limit=100&page=1&search=iron',
      ]),
    );
    // No featured card while searching.
    expect(screen.getByText(/Results for/)).toBeInTheDocument();
    expect(screen.queryByText('Featured Random Faction')).not.toBeInTheDocument();
  });
});

describe('My Factions', () => {
  it('needs a login', async () => {
    renderApp('/myfactions/1');
    expect(await screen.findByRole('heading', { name: 'Login page /login' })).toBeInTheDocument();
  });

  it('lists own factions, drafts included, with New Faction for publishers', async () => {
    signIn('vex', ['publisher']);
    api.db.factions = [faction(1, { public: false })];
    renderApp('/myfactions/1');
    expect(await screen.findByRole('heading', { name: 'My Factions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Faction' })).toHaveAttribute(
      'href',
      '/newfaction',
    );
    expect(await screen.findByText('(DRAFT) Faction 1')).toBeInTheDocument();
    expect(factionCalls()).toEqual([
      'GET /api/factions/myfactions?foo=bar&count=true',
      'GET /api/factions/myfactions?foo=bar&limit=100&page=1',
    ]);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it("shows a moderator's reason on a faction sent back, cut to a short line", async () => {
    signIn('vex', ['publisher']);
    const long = `Please ${'rework the units '.repeat(8)}`;
    api.db.factions = [
      faction(1, { reviewed: false, reviewNote: 'Costs are off.' }),
      faction(2, { public: false, reviewed: false, reviewNote: long }),
      faction(3, { reviewed: true, reviewNote: 'An old reason.' }),
    ];
    renderApp('/myfactions/1');
    const card = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
    await screen.findByRole('heading', { name: 'Faction 1' });
    expect(card('Faction 1')).toHaveTextContent('A moderator asked for changes: Costs are off.');
    const line = within(card('(DRAFT) Faction 2')).getByText(
      /^A moderator moved this back to draft: Please/,
    );
    expect(line.textContent).toHaveLength(80);
    expect(line.textContent?.endsWith('...')).toBe(true);
    expect(card('Faction 3')).not.toHaveTextContent('A moderator');
  });

  it('has no New Faction button for users who are not publishers', async () => {
    signIn('reader');
    api.db.factions = [];
    renderApp('/myfactions/1');
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Faction' })).not.toBeInTheDocument();
  });
});

describe('author page', () => {
  it("lists one author's factions under their display name", async () => {
    renderApp('/authorpage/vex');
    expect(
      await screen.findByRole('heading', { name: 'Factions by Vex the Bold' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: FACTION.title })).toBeInTheDocument();
    expect(api.requests).toContain('GET /api/factions/byuser/vex');
  });

  it("says there's nothing to show when the list cannot be read", async () => {
    api.fail('get', '/api/factions/byuser/:author');
    renderApp('/authorpage/vex');
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
  });
});
