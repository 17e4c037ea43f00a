import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SCENARIO,
  mockApi,
  cardListEntries,
  numberedScenario,
  signIn,
  signOut,
  pagedList,
} from '@muster/shared-kernel/testing';
import { address, renderApp } from '../../../test/render-app';

const api = mockApi();

/** Scenario number `n` of the mock API: public and reviewed unless patched. */
const scenario = numberedScenario;
const scenarioCalls = () => api.requests.filter((line) => line.startsWith('GET /api/scenarios'));
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(() => signOut());

describe('the public scenario list', () => {
  it('reads the count, then the page, and shows public and reviewed scenarios as cards', async () => {
    api.db.scenarios = cardListEntries(scenario, '/api/image/map.png', [
      { public: false, title: 'Secret Draft' },
      { reviewed: false, title: 'Waiting' },
    ]);
    const { container } = renderApp('/scenariolist/1');
    expect(await screen.findByRole('heading', { name: 'Scenarios', level: 1 })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Scenarios' });
    expect(cardTitles(list)).toEqual(['Scenario 1', 'Scenario 2']);
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/scenarios/scenario-1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/image/map.png');
    expect(within(second).getByRole('img', { name: 'No thumbnail' })).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveTextContent('by Vex'));
    expect(container.querySelector('[aria-current="page"]')).toHaveTextContent('1 / 1');
    expect(scenarioCalls()).toEqual([
      'GET /api/scenarios?public=true&count=true',
      'GET /api/scenarios?public=true&limit=100&page=1',
    ]);
  });

  it("says 'There doesn't seem to be anything here...' for an empty list, reading only its count", async () => {
    api.db.scenarios = [];
    renderApp('/scenariolist/1');
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(scenarioCalls()).toEqual(['GET /api/scenarios?public=true&count=true']);
  });

  it('says the same when the list cannot be read', async () => {
    api.fail('get', '/api/scenarios');
    renderApp('/scenariolist/1');
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
  });

  it('clamps the page to the last one, the address following, and pages with Previous and Next', async () => {
    // 150 scenarios make two pages; each page answers one card, to keep the render light.
    api.server.use(
      pagedList('/api/scenarios', 150, (page) => scenario(page, { title: `On page ${page}` })),
    );
    renderApp('/scenariolist/9');
    await waitFor(() => expect(address()).toBe('/scenariolist/2'));
    expect(await screen.findByRole('heading', { name: 'On page 2' })).toBeVisible();
    expect(scenarioCalls()).not.toContain('GET /api/scenarios?public=true&limit=100&page=9');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(address()).toBe('/scenariolist/1'));
    expect(await screen.findByRole('heading', { name: 'On page 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/scenariolist/2'));
  });

  it('clamps a page below 1, or not a number, to the first', async () => {
    renderApp('/scenariolist/0');
    await waitFor(() => expect(address()).toBe('/scenariolist/1'));
    expect(await screen.findByRole('heading', { name: SCENARIO.title })).toBeVisible();
  });

  it('opens page 1 for /scenariolist', async () => {
    renderApp('/scenariolist');
    await waitFor(() => expect(address()).toBe('/scenariolist/1'));
  });

  it('offers New Scenario to signed-in users only', async () => {
    renderApp('/scenariolist/1');
    await screen.findByRole('list', { name: 'Scenarios' });
    expect(screen.queryByRole('link', { name: 'New Scenario' })).not.toBeInTheDocument();
    signIn('ada');
    expect(screen.getByRole('link', { name: 'New Scenario' })).toHaveAttribute(
      'href',
      '/newscenario',
    );
  });
});

describe('My Scenarios', () => {
  it('needs a login', async () => {
    renderApp('/myscenarios/1');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(scenarioCalls()).toEqual([]);
  });

  it("shows a moderator's reason on a scenario sent back", async () => {
    signIn('vex');
    api.db.scenarios = [
      scenario(1, { reviewed: false, reviewNote: 'Needs a map.', title: 'Raid' }),
    ];
    renderApp('/myscenarios/1');
    expect(await screen.findByRole('link', { name: /Raid/ })).toHaveTextContent(
      'A moderator asked for changes: Needs a map.',
    );
  });

  it("lists the user's own scenarios, drafts included, with '(DRAFT) ', cut titles and New Scenario", async () => {
    signIn('vex');
    api.db.scenarios = [
      scenario(1, { public: false, title: 'The Exceedingly Long-Winded Scenario Name' }),
      scenario(2, { reviewed: false, title: 'Waiting' }),
      scenario(3, { author: 'ada', title: 'Not Mine' }),
      scenario(4, { title: 'Exactly thirty-two characters ok' }),
    ];
    renderApp('/myscenarios/1');
    expect(await screen.findByRole('heading', { name: 'My Scenarios', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Scenario' })).toHaveAttribute(
      'href',
      '/newscenario',
    );
    const list = await screen.findByRole('list', { name: 'My Scenarios' });
    expect(cardTitles(list)).toEqual([
      '(DRAFT) The Exceedingly Long-Winded S...',
      'Waiting',
      'Exactly thirty-two characters ok',
    ]);
    expect(within(list).getByRole('heading', { name: /Long-Winded/ })).toHaveAttribute(
      'title',
      'The Exceedingly Long-Winded Scenario Name',
    );
    const waiting = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(waiting).toHaveTextContent('In review');
    expect(scenarioCalls()).toEqual([
      'GET /api/scenarios/myscenarios?foo=bar&count=true',
      'GET /api/scenarios/myscenarios?foo=bar&limit=100&page=1',
    ]);
  });

  it("says 'There doesn't seem to be anything here...' when the user has none", async () => {
    signIn('ada');
    renderApp('/myscenarios');
    await waitFor(() => expect(address()).toBe('/myscenarios/1'));
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Scenario' })).toBeVisible();
  });
});
