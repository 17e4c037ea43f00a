import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MODERATOR,
  createMockDb,
  mockApi,
  numberedScenario,
  signOut,
  type StoredScenario,
  pagedList,
} from '@muster/shared-kernel/testing';
import { address, card, cardTitles, renderQueue } from '../../../test/render-queue';

const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR] }));

/** Scenario number `n`: public and waiting for review unless patched. */
const scenario = (n: number, patch: Partial<StoredScenario> = {}) =>
  numberedScenario(n, { reviewed: false, ...patch });
const scenarioCalls = () => api.requests.filter((line) => line.includes('/api/scenarios'));
const HEADING = 'Scenario Moderator Queue';

afterEach(() => signOut());

/** Opens the queue of scenarios 1 and 2 and presses `button` on scenario 1's card. */
async function pressOnScenario1(button: string) {
  api.db.scenarios = [scenario(1), scenario(2)];
  renderQueue('/scenariomodqueue/1');
  await screen.findByRole('heading', { name: 'Scenario 1' });
  await userEvent.click(within(card('Scenario 1')).getByRole('button', { name: button }));
}

describe('the scenario moderation queue', () => {
  it('lists the public scenarios waiting for review, reading the count first', async () => {
    api.db.scenarios = [
      scenario(1),
      scenario(2, { reviewed: true, title: 'Listed' }),
      scenario(3, { public: false, title: 'A Draft' }),
      scenario(4),
    ];
    renderQueue('/scenariomodqueue/1');
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await screen.findByRole('list', { name: HEADING });
    expect(cardTitles(HEADING)).toEqual(['Scenario 1', 'Scenario 4']);
    const first = card('Scenario 1');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/scenarios/scenario-1');
    await waitFor(() => expect(first).toHaveTextContent('by Vex'));
    expect(within(first).getByRole('button', { name: 'Moderator Approve' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Back to draft' })).toBeVisible();
    expect(scenarioCalls()).toEqual([
      'GET /api/scenarios/needsreview?public=true&count=true',
      'GET /api/scenarios/needsreview?public=true&limit=100&page=1',
    ]);
  });

  it("says 'There doesn't seem to be anything here...' when nothing waits", async () => {
    renderQueue('/scenariomodqueue/1');
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
    expect(scenarioCalls()).toEqual(['GET /api/scenarios/needsreview?public=true&count=true']);
  });

  it('clamps the page to the last one and pages with Previous', async () => {
    api.server.use(
      pagedList('/api/scenarios/needsreview', 101, (page) =>
        scenario(page, { title: `On page ${page}` }),
      ),
    );
    renderQueue('/scenariomodqueue/5');
    await waitFor(() => expect(address()).toBe('/scenariomodqueue/2'));
    expect(await screen.findByRole('heading', { name: 'On page 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(address()).toBe('/scenariomodqueue/1'));
    expect(await screen.findByRole('heading', { name: 'On page 1' })).toBeVisible();
  });

  it('takes an approved scenario out of the queue at once', async () => {
    await pressOnScenario1('Moderator Approve');
    expect(screen.queryByRole('heading', { name: 'Scenario 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.db.scenarios[0]?.reviewed).toBe(true));
    expect(api.requests).toContain('POST /api/scenarios/toggleapproval/id-1');
    expect(cardTitles(HEADING)).toEqual(['Scenario 2']);
  });

  it('sends a scenario back to draft with a reason, keeping its text', async () => {
    api.db.scenarios = [scenario(1, { markdown: '# Keep me' }), scenario(2)];
    renderQueue('/scenariomodqueue/1');
    await screen.findByRole('heading', { name: 'Scenario 2' });
    await userEvent.click(
      within(card('Scenario 1')).getByRole('button', { name: 'Back to draft' }),
    );
    // Back to draft asks for an optional reason, which the author then sees.
    const dialog = await screen.findByRole('dialog', { name: 'Back to draft' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Needs a map.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to draft' }));
    expect(screen.queryByRole('heading', { name: 'Scenario 1' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.db.scenarios[0]).toMatchObject({
        public: false,
        reviewed: false,
        reviewNote: 'Needs a map.',
        markdown: '# Keep me',
      }),
    );
    expect(api.requests).toContain('POST /api/scenarios/banishdraft/id-1');
    expect(cardTitles(HEADING)).toEqual(['Scenario 2']);
  });

  it('puts a scenario sent back to draft back in the queue when the server refuses', async () => {
    api.fail('post', '/api/scenarios/banishdraft/:id', 403);
    await pressOnScenario1('Back to draft');
    const dialog = await screen.findByRole('dialog', { name: 'Back to draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to draft' }));
    expect(await screen.findByText('Error: failed')).toBeVisible();
    await waitFor(() => expect(cardTitles(HEADING)).toEqual(['Scenario 1', 'Scenario 2']));
    expect(api.db.scenarios[0]).toMatchObject({ public: true });
  });

  it('puts the scenario back, with a toast, when the server refuses', async () => {
    api.fail('post', '/api/scenarios/toggleapproval/:id', 500);
    await pressOnScenario1('Moderator Approve');
    expect(await screen.findByText('Error: failed')).toBeVisible();
    await waitFor(() => expect(cardTitles(HEADING)).toEqual(['Scenario 1', 'Scenario 2']));
  });

  it('tells a user who is no moderator no, reading nothing', async () => {
    renderQueue('/scenariomodqueue/1', { username: 'ada', roles: [] });
    expect(
      await screen.findByRole('heading', { name: 'Only moderators can see this page.' }),
    ).toBeVisible();
    expect(scenarioCalls()).toEqual([]);
  });
});
