import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BATTLE_REPORT,
  LORE_PAGE,
  MODERATOR,
  TERRAIN_PAGE,
  createMockDb,
  mockApi,
  signOut,
} from '@muster/shared-kernel/testing';
import { card, cardTitles, renderQueue } from '../../../test/render-queue';

const api = mockApi(() => ({
  profiles: [...createMockDb().profiles, MODERATOR],
  pages: [
    { ...LORE_PAGE, reviewed: false, title: 'A Very Long Lore Page Title That Goes On' },
    TERRAIN_PAGE,
    { ...BATTLE_REPORT, reviewed: false },
  ],
}));
const HEADING = 'Page Moderator Queue';
const LONG_CUT = 'A Very Long Lore Page Ti...';

afterEach(() => signOut());

describe('the page moderation queue', () => {
  it('lists the pages waiting for review, titles cut at 27, with their category', async () => {
    renderQueue('/pagemodqueue');
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await screen.findByRole('list', { name: HEADING });
    expect(cardTitles(HEADING)).toEqual([LONG_CUT, BATTLE_REPORT.title]);
    const lore = card(LONG_CUT);
    expect(within(lore).getByRole('link')).toHaveAttribute('href', `/pages/${LORE_PAGE._id}`);
    expect(lore).toHaveTextContent('Lore');
    expect(within(lore).getByRole('button', { name: 'Moderator Approve' })).toBeVisible();
    expect(api.requests).toEqual(expect.arrayContaining(['GET /api/pages/modqueue']));
  });

  it("says 'There doesn't seem to be anything here...' when nothing waits", async () => {
    api.db.pages = [TERRAIN_PAGE];
    renderQueue('/pagemodqueue');
    expect(await screen.findByText("There doesn't seem to be anything here...")).toBeVisible();
  });

  it('takes a reviewed page out of the queue at once', async () => {
    renderQueue('/pagemodqueue');
    await screen.findByRole('heading', { name: BATTLE_REPORT.title });
    await userEvent.click(
      within(card(BATTLE_REPORT.title)).getByRole('button', { name: 'Moderator Approve' }),
    );
    expect(screen.queryByRole('heading', { name: BATTLE_REPORT.title })).not.toBeInTheDocument();
    await waitFor(() => expect(api.db.pages[2]?.reviewed).toBe(true));
    expect(api.requests).toContain(`POST /api/pages/togglereviewed/${BATTLE_REPORT._id}`);
    expect(cardTitles(HEADING)).toEqual([LONG_CUT]);
  });

  it('puts the page back, with a toast, when the server refuses', async () => {
    api.fail('post', '/api/pages/togglereviewed/:id', 403);
    renderQueue('/pagemodqueue');
    await screen.findByRole('heading', { name: LONG_CUT });
    await userEvent.click(
      within(card(LONG_CUT)).getByRole('button', { name: 'Moderator Approve' }),
    );
    expect(await screen.findByText('Error: failed')).toBeVisible();
    await waitFor(() => expect(cardTitles(HEADING)).toEqual([LONG_CUT, BATTLE_REPORT.title]));
  });

  it('sends a visitor to the login page, reading nothing', async () => {
    renderQueue('/pagemodqueue', null);
    expect(await screen.findByRole('heading', { name: 'Login page /login' })).toBeVisible();
    expect(api.requests.filter((line) => line.includes('/api/pages'))).toEqual([]);
  });
});
