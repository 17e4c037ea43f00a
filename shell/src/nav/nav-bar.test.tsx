import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@muster/shared-kernel/client';
import { useModerateFaction } from '@muster/shared-kernel/client/moderation';
import {
  BATTLE_REPORT,
  FACTION,
  LORE_PAGE,
  MODERATOR,
  SCENARIO,
  createMockDb,
  mockApi,
  mockSessionToken,
  renderScreen,
} from '@muster/shared-kernel/testing';
import { NavBar } from './nav-bar';

const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR] }));

/** The queue reads (faction and scenario counts, the page queue). */
const queueReads = () => api.requests.filter((line) => /needsreview|modqueue/.test(line)).sort();

/** Signs the mock API's moderator in (the queues answer only them). */
function signInModerator() {
  act(() =>
    sessionStore.set({
      token: mockSessionToken(MODERATOR.username),
      username: MODERATOR.username,
      display: MODERATOR.display,
      roles: MODERATOR.roles,
      likes: [],
    }),
  );
}

/** A moderator's Approve elsewhere on the page (the faction page, the queue). */
function ApproveButton({ id }: { id: string }) {
  const moderation = useModerateFaction();
  return (
    <button type="button" onClick={() => moderation.mutate({ action: 'approve', id })}>
      Approve elsewhere
    </button>
  );
}

function renderBar() {
  return renderScreen(<NavBar />);
}

function signIn(roles: string[], display: string | null = 'Captain Vex') {
  act(() => sessionStore.set({ token: 't', username: 'vex', display, roles, likes: [] }));
}

/** The entries of a dropdown, in order, as [text, href]. */
function menu(label: string): [string, string | null][] {
  const summary = screen.getByText(label, { selector: 'summary' });
  const details = summary.closest('details');
  if (!details) throw new Error(`${label} is not a dropdown`);
  return within(details)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('NavBar', () => {
  // The bar goes first: mounted, its signed-in reads would refetch on sign-out and send the
  // page to /login, which jsdom cannot do.
  afterEach(() => {
    cleanup();
    sessionStore.clear();
  });

  it('shows the anonymous bar: Factions as a link and Login', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Rules',
      'Factions',
      'Rosters',
      'Verify a Roster',
      'Abilities',
      'Point Formulas',
      'Login',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Factions' })).toHaveAttribute(
      'href',
      '/factionlist/1',
    );
    expect(within(nav).queryByText('My Pages')).not.toBeInTheDocument();
    expect(within(nav).queryByText('My Scenarios')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Moderator Queue')).not.toBeInTheDocument();
  });

  it('holds the theme switch, beside Login (in the phone menu too)', () => {
    renderBar();
    const end = screen.getByRole('link', { name: 'Login' }).parentElement;
    if (!end) throw new Error('Login has no parent');
    expect(within(end).getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
  });

  it('links Verify a Roster right after Rosters, for visitors and signed-in users alike', () => {
    const order = () =>
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    const afterRosters = () => {
      const links = order();
      return links.slice(links.findIndex((link) => link[0] === 'Rosters'))[1];
    };
    const view = renderBar();
    expect(afterRosters()).toEqual(['Verify a Roster', '/verify']);
    view.unmount();
    signIn(['publisher']);
    renderBar();
    expect(afterRosters()).toEqual(['Verify a Roster', '/verify']);
  });

  it('opens the chat link of the site settings safely in a new tab', async () => {
    api.db.site = { ...api.db.site, chatUrl: 'https://chat.example/muster' };
    renderBar();
    const chat = await screen.findByRole('link', { name: 'Chat' });
    expect(chat).toHaveAttribute('href', 'https://chat.example/muster');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no chat link when the site names none', async () => {
    renderBar();
    await waitFor(() => expect(api.requests).toContain('GET /api/site'));
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it.each([
    {
      name: 'Scenarios',
      holds: 'the Scenarios entries first, then the scenario pages',
      entries: [
        ['Scenarios', '/scenariolist/1'],
        ['Terrain', '/pagelist/terrain'],
        ['Scenario Pages', '/pagelist/scenario'],
      ],
    },
    {
      name: 'Lore',
      holds: 'the default lore collections, then every lore, battle report and RandomStuff page',
      entries: [
        ['World Lore', '/lorepagelist/lore/world'],
        ['Battle Reports', '/lorepagelist/batrep/report'],
        ['All Lore', '/pagelist/lore'],
        ['All Battle Reports', '/pagelist/batrep'],
        ['RandomStuff', '/pagelist/random'],
      ],
    },
  ])('gives a visitor the $name menu: $holds', ({ name, entries }) => {
    renderBar();
    expect(menu(name)).toEqual(entries);
  });

  it('gives a signed-in user My Pages, then My Scenarios, in the Scenarios menu', () => {
    signIn([]);
    renderBar();
    expect(menu('Scenarios')).toEqual([
      ['Scenarios', '/scenariolist/1'],
      ['Terrain', '/pagelist/terrain'],
      ['My Pages', '/mypages'],
      ['My Scenarios', '/myscenarios/1'],
      ['Scenario Pages', '/pagelist/scenario'],
    ]);
  });

  it('shows a signed-in user the Factions menu and their display name', async () => {
    signIn(['publisher']);
    renderBar();
    await userEvent.click(screen.getByText('Factions'));
    expect(screen.getByRole('link', { name: 'All Factions' })).toHaveAttribute(
      'href',
      '/factionlist/1',
    );
    expect(screen.getByRole('link', { name: 'My Factions' })).toHaveAttribute(
      'href',
      '/myfactions/1',
    );
    expect(screen.getByRole('link', { name: 'Captain Vex' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText('Moderator Queue')).not.toBeInTheDocument();
    expect(screen.queryByText('Moderation Log')).not.toBeInTheDocument();
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
  });

  it('falls back to the username when there is no display name', () => {
    signIn([], null);
    renderBar();
    expect(screen.getByRole('link', { name: 'vex' })).toBeInTheDocument();
  });

  it('gives moderators the moderator queues: pages under Moderator Queue, and scenarios', async () => {
    api.db.pages = [];
    signInModerator();
    renderBar();
    await waitFor(() =>
      expect(menu('Scenarios')[3]).toEqual(['Moderator Queue (0)', '/pagemodqueue']),
    );
    expect(menu('Scenarios')).toEqual([
      ['Scenarios', '/scenariolist/1'],
      ['Terrain', '/pagelist/terrain'],
      ['My Pages', '/mypages'],
      ['Moderator Queue (0)', '/pagemodqueue'],
      ['My Scenarios', '/myscenarios/1'],
      ['Scenario Queue (0)', '/scenariomodqueue/1'],
      ['Scenario Pages', '/pagelist/scenario'],
    ]);
    const queues = screen.getAllByRole('link', { name: /^Moderator Queue/, hidden: true });
    expect(queues.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/modqueue/1',
      '/pagemodqueue',
    ]);
  });

  /** A moderator's Factions menu. */
  const MODERATOR_FACTIONS_MENU = [
    ['All Factions', '/factionlist/1'],
    ['My Factions', '/myfactions/1'],
    ['Moderator Queue (0)', '/modqueue/1'],
    ['Moderation Log', '/modlog'],
  ];

  it('gives moderators the Moderation Log below the Moderator Queue, and no Users', async () => {
    signInModerator();
    renderBar();
    await waitFor(() => expect(menu('Factions')).toEqual(MODERATOR_FACTIONS_MENU));
  });

  it('gives the administrator Users below the Moderation Log', async () => {
    const admin = { username: 'root', display: 'Root', roles: ['admin', 'mod', 'publisher'] };
    api.db.profiles.push({ ...admin, likes: [] });
    act(() => sessionStore.set({ token: mockSessionToken('root'), ...admin, likes: [] }));
    renderBar();
    await waitFor(() =>
      expect(menu('Factions')).toEqual([...MODERATOR_FACTIONS_MENU, ['Users', '/users']]),
    );
  });

  it('says how many items wait in each queue, reading each once', async () => {
    api.db.factions = [
      { ...FACTION, reviewed: false },
      { ...FACTION, _id: 'f2', slug: 'f2', reviewed: false },
      { ...FACTION, _id: 'f3', slug: 'f3', public: false, reviewed: false },
    ];
    api.db.scenarios = [{ ...SCENARIO, reviewed: false }];
    api.db.pages = [
      { ...LORE_PAGE, reviewed: false },
      { ...BATTLE_REPORT, reviewed: false },
    ];
    signInModerator();
    renderBar();
    await waitFor(() =>
      expect(menu('Factions')).toContainEqual(['Moderator Queue (2)', '/modqueue/1']),
    );
    await waitFor(() =>
      expect(menu('Scenarios')).toEqual(
        expect.arrayContaining([
          ['Moderator Queue (2)', '/pagemodqueue'],
          ['Scenario Queue (1)', '/scenariomodqueue/1'],
        ]),
      ),
    );
    expect(queueReads()).toEqual([
      'GET /api/factions/needsreview?public=true&count=true',
      'GET /api/pages/modqueue',
      'GET /api/scenarios/needsreview?public=true&count=true',
    ]);
  });

  it('refreshes a count when a moderation settles', async () => {
    api.db.factions = [
      { ...FACTION, reviewed: false },
      { ...FACTION, _id: 'f2', slug: 'f2', reviewed: false },
    ];
    signInModerator();
    renderScreen(
      <>
        <NavBar />
        <ApproveButton id={FACTION._id} />
      </>,
    );
    await waitFor(() =>
      expect(menu('Factions')).toContainEqual(['Moderator Queue (2)', '/modqueue/1']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve elsewhere' }));
    await waitFor(() =>
      expect(menu('Factions')).toContainEqual(['Moderator Queue (1)', '/modqueue/1']),
    );
  });

  it.each([
    ['a visitor', null],
    ['a user', []],
    ['a publisher', ['publisher']],
  ])('reads no queue for %s', async (_, roles) => {
    if (roles) signIn(roles);
    renderBar();
    await waitFor(() => expect(api.requests).toContain('GET /api/site'));
    // Give a stray request the time to be made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queueReads()).toEqual([]);
    expect(screen.queryByText(/Moderator Queue|Scenario Queue/)).not.toBeInTheDocument();
  });

  it('lists the lore collections the site settings name, once they are read', async () => {
    api.db.site = {
      chatUrl: '',
      loreCollections: [
        { label: 'Chronicles', type: 'lore', tag: 'chronicle' },
        { label: 'Table Tales', type: 'random', tag: 'table tales' },
      ],
    };
    renderBar();
    await waitFor(() =>
      expect(menu('Lore')[0]).toEqual(['Chronicles', '/lorepagelist/lore/chronicle']),
    );
    expect(menu('Lore').slice(0, 2)).toEqual([
      ['Chronicles', '/lorepagelist/lore/chronicle'],
      ['Table Tales', '/lorepagelist/random/table%20tales'],
    ]);
    expect(screen.queryByText('World Lore')).not.toBeInTheDocument();
  });

  it('links a list of every page category', () => {
    renderBar();
    const hrefs = screen
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    for (const type of ['batrep', 'scenario', 'terrain', 'lore', 'random']) {
      expect(hrefs).toContain(`/pagelist/${type}`);
    }
  });

  it('walks a dropdown from the keyboard and closes it with Escape', async () => {
    renderBar();
    const summary = screen.getByText('Lore', { selector: 'summary' });
    const details = summary.closest('details');
    // A browser opens a <summary> on Enter or Space by itself; jsdom only on a click.
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(summary).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'World Lore' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('closes the phone menu when one of its links is chosen', async () => {
    renderBar();
    const header = screen.getByRole('banner');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(header).toHaveClass('open');
    await userEvent.click(screen.getByText('Scenarios', { selector: 'summary' }));
    await userEvent.click(screen.getByRole('link', { name: 'Scenario Pages' }));
    expect(header).not.toHaveClass('open');
  });
  it('opens a second dropdown with one click, closing the first; a click elsewhere closes it', async () => {
    renderBar();
    const dropdown = (label: string) =>
      screen.getByText(label, { selector: 'summary' }).closest('details');
    await userEvent.click(screen.getByText('Scenarios', { selector: 'summary' }));
    expect(dropdown('Scenarios')).toHaveAttribute('open');
    // The first closes on the click, not as the button goes down: on a phone its menu is in the
    // page's flow and would move the second dropdown from under the finger.
    const lore = screen.getByText('Lore', { selector: 'summary' });
    fireEvent.mouseDown(lore);
    expect(dropdown('Scenarios')).toHaveAttribute('open');
    await userEvent.click(lore);
    expect(dropdown('Lore')).toHaveAttribute('open');
    expect(dropdown('Scenarios')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('banner'));
    expect(dropdown('Lore')).not.toHaveAttribute('open');
  });
});
