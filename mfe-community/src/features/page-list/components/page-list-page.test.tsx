import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BATTLE_REPORT,
  LORE_PAGE,
  TERRAIN_PAGE,
  mockApi,
  signIn,
  signOut,
  type StoredPage,
  itSendsVisitorsToLogin,
} from '@muster/shared-kernel/testing';
import { renderCommunity } from '../../../components/render-community';

const api = mockApi();

afterEach(() => signOut());

const cardTitles = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('a page list', () => {
  it('shows the reviewed pages of a type under its display name, titles cut at 27', async () => {
    api.db.pages.push({ ...TERRAIN_PAGE, _id: 'draft-terrain', title: 'Hidden', reviewed: false });
    renderCommunity('/pagelist/terrain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terrain' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Terrain' })).toBeVisible();
    expect(cardTitles('Terrain')).toEqual(['Ruined Watchtowers of th...']);
    const card = screen.getByRole('link', { name: /Ruined Watchtowers/ });
    expect(card).toHaveAttribute('href', `/pages/${TERRAIN_PAGE._id}`);
    expect(card.querySelector('img')).toHaveAttribute('src', TERRAIN_PAGE.thumbnailURL);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('title', TERRAIN_PAGE.title);
    expect(api.requests).toContain('GET /api/pages/list/terrain');
  });

  it('shows the default image for a page without a thumbnail', async () => {
    renderCommunity('/pagelist/lore');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lore' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'No thumbnail' })).toBeVisible();
    expect(cardTitles('Lore')).toEqual([LORE_PAGE.title]);
  });

  it("says 'There doesn't seem to be anything here...' for a type with no reviewed page", async () => {
    renderCommunity('/pagelist/batrep');
    expect(await screen.findByRole('heading', { level: 1, name: 'Battle Report' })).toBeVisible();
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
    expect(screen.queryByText(BATTLE_REPORT.title)).not.toBeInTheDocument();
  });

  it('says the same when the list cannot be read', async () => {
    api.fail('get', '/api/pages/list/:type');
    renderCommunity('/pagelist/random');
    expect(await screen.findByRole('heading', { level: 1, name: 'RandomStuff' })).toBeVisible();
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
  });

  it("says 'There's nothing to show...' for an unknown type, asking nothing", async () => {
    renderCommunity('/pagelist/recipes');
    expect(
      await screen.findByRole('heading', { level: 1, name: "There's nothing to show..." }),
    ).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});

describe('My Pages', () => {
  itSendsVisitorsToLogin(renderCommunity, ['/mypages']);

  it("lists the pages the user authors or edits, ' (in review)' after those not reviewed", async () => {
    signIn('vex');
    renderCommunity('/mypages');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Pages' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'My Pages' })).toBeVisible();
    expect(cardTitles('My Pages')).toEqual([
      LORE_PAGE.title,
      'Ruined Watchtowers of th...',
      'Clash at the Ford (in review)',
    ]);
    // Each card names its category.
    expect(screen.getByRole('link', { name: /Clash at the Ford/ })).toHaveTextContent(
      'Battle Report',
    );
  });

  it("shows a moderator's reason on a page sent back", async () => {
    api.db.pages = api.db.pages.map((p) =>
      p._id === BATTLE_REPORT._id ? { ...p, reviewNote: 'Wrong category.' } : p,
    );
    signIn('ada');
    renderCommunity('/mypages');
    expect(await screen.findByRole('link', { name: /Clash at the Ford/ })).toHaveTextContent(
      'A moderator asked for changes: Wrong category.',
    );
  });

  it('offers a New Page button for every category', async () => {
    signIn('ada');
    renderCommunity('/mypages');
    const group = await screen.findByRole('group', { name: 'New Page' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Battle Report', '/newpage/batrep'],
      ['Scenario', '/newpage/scenario'],
      ['Terrain', '/newpage/terrain'],
      ['Lore', '/newpage/lore'],
      ['RandomStuff', '/newpage/random'],
    ]);
    expect(await screen.findByRole('list', { name: 'My Pages' })).toBeVisible();
    expect(cardTitles('My Pages')).toEqual(['Clash at the Ford (in review)']);
  });

  it("says 'There doesn't seem to be anything here...' to a user without pages", async () => {
    api.db.profiles.push({ username: 'newbie', display: 'Newbie', roles: [], likes: [] });
    signIn('newbie');
    renderCommunity('/mypages');
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
    expect(screen.getByRole('group', { name: 'New Page' })).toBeVisible();
  });
});

describe('a lore collection', () => {
  const lore = (id: string, title: string, tags: string[], markdown: string): StoredPage => ({
    ...LORE_PAGE,
    _id: id,
    title,
    tags,
    markdown,
  });

  beforeEach(() => {
    api.db.pages = [
      lore('l1', 'The Founding', ['world'], '## Founding\n\nStones were laid.'),
      lore('l2', 'Map of the Pass', ['world'], 'Rivers and roads.'),
      lore('l3', 'The Long Winter', ['world', 'story'], 'Snow fell for a year.'),
      lore('l4', 'Elsewhere', ['other', 'story'], 'Not in this collection.'),
    ];
  });

  it("shows one tab per page with the tag, the one tagged 'story' first, with its markdown", async () => {
    renderCommunity('/lorepagelist/lore/world');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lore' })).toBeVisible();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'The Long Winter',
      'The Founding',
      'Map of the Pass',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Snow fell for a year.')).toBeVisible();
    expect(api.requests).toContain('GET /api/pages/list/lore?tag=world');

    await userEvent.click(screen.getByRole('tab', { name: 'The Founding' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Founding' })).toBeVisible();
    expect(within(panel).queryByText('Snow fell for a year.')).not.toBeInTheDocument();
  });

  it("says 'There doesn't seem to be anything here...' for a tag no page has", async () => {
    renderCommunity('/lorepagelist/lore/nothing');
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says 'There's nothing to show...' for an unknown type", async () => {
    renderCommunity('/lorepagelist/legends/world');
    expect(
      await screen.findByRole('heading', { level: 1, name: "There's nothing to show..." }),
    ).toBeVisible();
  });
});
