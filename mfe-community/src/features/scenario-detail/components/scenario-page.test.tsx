import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { notify } from '@muster/shared-kernel/client';
import { encodeRoster } from '@muster/shared-kernel/client/rosters';
import { CONFIRM_DELETE_TEXTS, STATE_TEXTS } from '@muster/shared-kernel/ui';
import {
  FACTION,
  MOCK_API_ORIGIN,
  SCENARIO,
  WARDEN,
  mockApi,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { address, renderApp } from '../../../test/render-app';

const api = mockApi(() => ({
  scenarios: [
    {
      ...SCENARIO,
      markdown: '# Setup\n\nEach side deploys *within 6 inches*.',
      thumbnailURL: '/api/image/map.png',
    },
  ],
  profiles: [
    { username: 'vex', display: 'Vex', roles: [], likes: [] },
    { username: 'ada', display: 'Ada', roles: [], likes: [] },
    { username: 'moda', display: 'Moda', roles: ['mod'], likes: [] },
  ],
}));

const PATH = `/scenarios/${SCENARIO.slug}`;
const detailReads = () =>
  api.requests.filter((line) => line === `GET /api/scenarios/${SCENARIO.slug}`);

afterEach(() => signOut());

describe('the scenario page', () => {
  it('shows the title, the thumbnail and the rendered markdown; no controls for a visitor', async () => {
    const { container } = renderApp(PATH);
    expect(screen.getByText(STATE_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: SCENARIO.title, level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Setup' })).toBeVisible();
    expect(screen.getByText('within 6 inches').tagName).toBe('EM');
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/image/map.png');
    // The author by display name, as on faction pages.
    expect(await screen.findByText('by Vex')).toBeVisible();
    expect(screen.queryByText('DRAFT')).not.toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Moderator Approve', 'Moderator Disapprove'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  // The page shows the HTML the server rendered and never renders markdown itself.
  it('shows the scenario as the server rendered it', async () => {
    api.server.use(
      http.get(`${MOCK_API_ORIGIN}/api/scenarios/:slug`, () =>
        HttpResponse.json({ ...api.db.scenarios[0], html: '<h2>Served</h2><p>by the API</p>' }),
      ),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Served', level: 2 })).toBeVisible();
    expect(screen.getByText('by the API').closest('.markdown')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Setup' })).not.toBeInTheDocument();
  });

  it('shows a roster share link alone on its line as the roster card, as pages do', async () => {
    const code = await encodeRoster({
      key: 'roster_iron-wardens_1',
      created: 1,
      faction_title: FACTION.title,
      faction_slug: FACTION.slug,
      name: 'Bridge Guard',
      unit_list: [{ count: 2, obj: WARDEN }],
    });
    api.db.scenarios[0]!.markdown = `Suggested force:\n\n[Bridge Guard](/rosters#share=${code})`;
    renderApp(PATH);
    const card = await screen.findByRole('complementary', { name: 'Bridge Guard' });
    expect(within(card).getByRole('link', { name: 'Open Roster' })).toBeVisible();
    expect(screen.getByText('Suggested force:')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bridge Guard' })).not.toBeInTheDocument();
  });

  // The page says what went wrong itself, so no toast repeats it on top.
  it('says "There\'s nothing to show..." for an unknown slug, and toasts nothing', async () => {
    const error = jest.spyOn(notify, 'error');
    renderApp('/scenarios/no-such-scenario');
    expect(await screen.findByRole('heading', { name: STATE_TEXTS.nothingToShow })).toBeVisible();
    expect(screen.queryByText(STATE_TEXTS.scenarioError)).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("says 'Error loading scenario...' when it cannot be read, and toasts nothing", async () => {
    const error = jest.spyOn(notify, 'error');
    api.fail('get', '/api/scenarios/:slug');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: STATE_TEXTS.scenarioError })).toBeVisible();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('gives its author Edit and Delete, and no moderator buttons', async () => {
    signIn('vex');
    renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/editscenario/${SCENARIO.slug}`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Moderator/ })).not.toBeInTheDocument();
  });

  it('gives another signed-in user neither Edit nor Delete', async () => {
    signIn('ada');
    renderApp(PATH);
    await screen.findByRole('heading', { name: SCENARIO.title });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('gives a moderator Edit, Delete and Moderator Disapprove for a reviewed scenario', async () => {
    signIn('moda', ['mod']);
    renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Moderator Disapprove' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Moderator Approve' })).not.toBeInTheDocument();
  });

  it('asks before deleting; Close keeps it, Yes deletes it and goes to the scenario list', async () => {
    signIn('vex');
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_DELETE_TEXTS.title });
    expect(dialog).toHaveTextContent('Are you sure???');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.db.scenarios).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() => expect(address()).toBe('/scenariolist/1'));
    expect(await screen.findByRole('heading', { name: 'Scenarios', level: 1 })).toBeVisible();
    expect(api.db.scenarios).toEqual([]);
    expect(api.requests).toContain(`DELETE /api/scenarios/${SCENARIO.slug}`);
    // The deleted scenario is not read again on the way out.
    expect(detailReads()).toHaveLength(1);
  });

  it('stays when the deletion is refused', async () => {
    signIn('vex');
    api.fail('delete', '/api/scenarios/:slug', 403);
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe(PATH);
    expect(screen.getByRole('heading', { name: SCENARIO.title, level: 1 })).toBeVisible();
  });

  it('lets a moderator approve a scenario in review, then shows it approved', async () => {
    api.db.scenarios = [{ ...SCENARIO, reviewed: false }];
    signIn('moda', ['mod']);
    renderApp(PATH);
    expect(await screen.findByText(/^In review/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeEnabled();
    expect(screen.queryByText(/^In review/)).not.toBeInTheDocument();
    expect(api.db.scenarios[0]?.reviewed).toBe(true);
    expect(api.requests).toContain(`POST /api/scenarios/toggleapproval/${SCENARIO._id}`);

    // Disapproving asks for an optional reason, which the page then shows.
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Disapprove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderator Disapprove' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Needs a map.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moderator Disapprove' }));
    expect(await screen.findByRole('button', { name: 'Moderator Approve' })).toBeEnabled();
    expect(api.db.scenarios[0]).toMatchObject({ reviewed: false, reviewNote: 'Needs a map.' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'A moderator asked for changes: Needs a map.',
    );
  });

  it("says 'Already approved' when another moderator approved first, and undoes nothing", async () => {
    const info = jest.spyOn(notify, 'info');
    api.db.scenarios = [{ ...SCENARIO, reviewed: false }];
    signIn('moda', ['mod']);
    renderApp(PATH);
    expect(await screen.findByText(/^In review/)).toBeVisible();
    // Another moderator approves it while this page still shows it in review.
    api.db.scenarios[0]!.reviewed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Already approved'));
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeEnabled();
    expect(api.db.scenarios[0]?.reviewed).toBe(true);
    info.mockRestore();
  });

  it("shows its author a moderator's reason until the scenario is approved", async () => {
    api.db.scenarios = [{ ...SCENARIO, reviewed: false, reviewNote: 'Cite your sources.' }];
    signIn('vex');
    const { unmount } = renderApp(PATH);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'A moderator asked for changes: Cite your sources.',
    );
    unmount();
    api.db.scenarios = [{ ...SCENARIO, reviewed: true, reviewNote: 'Cite your sources.' }];
    renderApp(PATH);
    await screen.findByRole('heading', { name: SCENARIO.title });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tells its author a public scenario is in review, and hides that from others', async () => {
    api.db.scenarios = [{ ...SCENARIO, reviewed: false }];
    signIn('vex');
    const { unmount } = renderApp(PATH);
    expect(await screen.findByText(/^In review/)).toBeVisible();
    unmount();
    signIn('ada');
    renderApp(PATH);
    await screen.findByRole('heading', { name: SCENARIO.title });
    expect(screen.queryByText(/^In review/)).not.toBeInTheDocument();
  });

  it('marks a draft with DRAFT, and tells its author how to publish it', async () => {
    api.db.scenarios = [{ ...SCENARIO, public: false, reviewed: false }];
    signIn('vex');
    renderApp(PATH);
    expect(await screen.findByText('DRAFT')).toBeVisible();
    expect(screen.getByText(/Tick Public in the editor/)).toBeVisible();
    expect(screen.queryByText(/^In review/)).not.toBeInTheDocument();
  });
});
