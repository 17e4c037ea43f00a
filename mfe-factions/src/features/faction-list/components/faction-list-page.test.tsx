import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { forgetAuthorNames } from '../../../components/author-name';
import { FACTION, signIn, signOut, stubFetch } from '@muster/shared-kernel/testing';
import { renderApp } from '../../../test/render';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  countFactions: jest.fn(),
  listFactions: jest.fn(),
  randomFactions: jest.fn(),
  factionsByAuthor: jest.fn(),
  getProfile: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const card = (n: number, patch: Partial<core.FactionCard> = {}): core.FactionCard => ({
  _id: `id-${n}`,
  slug: `faction-${n}`,
  title: `Faction ${n}`,
  public: true,
  reviewed: true,
  likes: n,
  thumbnailURL: '',
  acl: { author: 'vex', editors: [] },
  ...patch,
});
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  stubFetch();
  forgetAuthorNames();
  api.getProfile.mockResolvedValue({
    username: 'vex',
    display: 'Vex the Bold',
    roles: [],
    likes: [],
  });
  api.randomFactions.mockResolvedValue([card(7, { title: 'Lucky Seven' })]);
});
afterEach(() => {
  signOut();
  jest.clearAllMocks();
});

describe('all factions', () => {
  it('loads the count, then the page, then a random faction shown first with its overlay', async () => {
    const order: string[] = [];
    api.countFactions.mockImplementation(async () => (order.push('count'), 2));
    api.listFactions.mockImplementation(async () => (order.push('page'), [card(1), card(2)]));
    api.randomFactions.mockImplementation(
      async () => (order.push('random'), [card(7, { title: 'Lucky Seven' })]),
    );
    renderApp('/factionlist/1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Factions' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Factions' });
    const cards = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Featured Random Faction')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('heading', { name: 'Lucky Seven' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/factions/faction-1');
    expect(order).toEqual(['count', 'page', 'random']);
    expect(api.listFactions).toHaveBeenCalledWith('public', { page: 1, search: undefined });
  });

  it("cuts titles to 32 characters, marks drafts, and shows the author's display name", async () => {
    api.countFactions.mockResolvedValue(1);
    api.listFactions.mockResolvedValue([
      card(1, { title: 'The Exceedingly Long-Winded Faction Name', public: false }),
    ]);
    api.randomFactions.mockResolvedValue([]);
    renderApp('/factionlist/1');
    const title = await screen.findByRole('heading', { level: 2 });
    expect(title).toHaveTextContent(/^\(DRAFT\) The Exceedingly Long-Winded F\.\.\.$/);
    expect(screen.getByText(/by \.\.\./)).toBeInTheDocument();
    expect(await screen.findByText(/by Vex the Bold/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No thumbnail' })).toBeInTheDocument();
  });

  it('shows the thumbnail when there is one, and falls back to the username', async () => {
    api.getProfile.mockRejectedValue(new kernel.ApiRequestError(500, 'Error: failed'));
    api.countFactions.mockResolvedValue(1);
    api.listFactions.mockResolvedValue([card(1, { thumbnailURL: '/api/image/abc.png' })]);
    api.randomFactions.mockResolvedValue([]);
    const { container } = renderApp('/factionlist/1');
    expect(await screen.findByText(/by vex/)).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/image/abc.png');
  });

  it("says 'There's nothing to show...' for an empty list", async () => {
    api.countFactions.mockResolvedValue(0);
    renderApp('/factionlist/1');
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
    expect(api.listFactions).not.toHaveBeenCalled();
  });

  it('clamps the page to the last one and disables Next there', async () => {
    api.countFactions.mockResolvedValue(150);
    api.listFactions.mockResolvedValue([card(101)]);
    renderApp('/factionlist/9');
    await waitFor(() => expect(location()).toBe('/factionlist/2'));
    expect(api.listFactions).toHaveBeenCalledWith('public', { page: 2, search: undefined });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe('/factionlist/1'));
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('redirects /factionlist to page 1', async () => {
    api.countFactions.mockResolvedValue(1);
    api.listFactions.mockResolvedValue([card(1)]);
    renderApp('/factionlist');
    await waitFor(() => expect(location()).toBe('/factionlist/1'));
  });

  it('searches by title from the search box', async () => {
    api.countFactions.mockResolvedValue(1);
    api.listFactions.mockResolvedValue([card(1)]);
    renderApp('/factionlist/1');
    await screen.findByRole('list', { name: 'Factions' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search factions' }), 'iron');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/factionlist/1?search=iron'));
    await waitFor(() => expect(api.countFactions).toHaveBeenLastCalledWith('public', 'iron'));
    expect(api.listFactions).toHaveBeenLastCalledWith('public', { page: 1, search: 'iron' });
    // No featured card while searching.
    expect(await screen.findByText(/Results for/)).toBeInTheDocument();
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
    api.countFactions.mockResolvedValue(1);
    api.listFactions.mockResolvedValue([card(1, { public: false })]);
    renderApp('/myfactions/1');
    expect(await screen.findByRole('heading', { name: 'My Factions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Faction' })).toHaveAttribute(
      'href',
      '/newfaction',
    );
    expect(await screen.findByText('(DRAFT) Faction 1')).toBeInTheDocument();
    expect(api.countFactions).toHaveBeenCalledWith('mine', undefined);
    expect(api.randomFactions).not.toHaveBeenCalled();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('has no New Faction button for users who are not publishers', async () => {
    signIn('reader');
    api.countFactions.mockResolvedValue(0);
    renderApp('/myfactions/1');
    expect(await screen.findByText("There's nothing to show...")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Faction' })).not.toBeInTheDocument();
  });
});

describe('author page', () => {
  it("lists one author's factions under their display name", async () => {
    api.factionsByAuthor.mockResolvedValue([FACTION]);
    renderApp('/authorpage/vex');
    expect(
      await screen.findByRole('heading', { name: 'Factions by Vex the Bold' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: FACTION.title })).toBeInTheDocument();
    expect(api.factionsByAuthor).toHaveBeenCalledWith('vex');
  });
});
