import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type Roster, type Unit } from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import { demoFormulaStore, notify } from '@muster/shared-kernel/client';
import {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARE_CODE_LENGTH,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  encodeRoster,
} from '@muster/shared-kernel/client/rosters';
import {
  BATTLE_REPORT,
  FACTION,
  LORE_PAGE,
  MOCK_API_ORIGIN,
  SCOUT,
  TEMPLATE,
  WARDEN,
  WEAPONS,
  mockApi,
  signIn,
  signOut,
  type StoredPage,
} from '@muster/shared-kernel/testing';
import { renderCommunity } from '../../../components/render-community';

const api = mockApi(() => ({
  profiles: [
    { username: 'vex', display: 'Vex the Bold', roles: ['publisher'], likes: [] },
    { username: 'ada', display: '', roles: [], likes: [] },
    { username: 'mia', display: 'Mia', roles: ['mod'], likes: [] },
  ],
}));
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  signOut();
  act(() => demoFormulaStore.removeDemo());
});

async function openPage(page: StoredPage) {
  if (!api.db.pages.some((p) => p._id === page._id)) api.db.pages.push(page);
  else api.db.pages = api.db.pages.map((p) => (p._id === page._id ? page : p));
  renderCommunity(`/pages/${page._id}`);
  return screen.findByRole('heading', { level: 1, name: page.title });
}

const buttons = () =>
  screen
    .queryAllByRole('button')
    .concat(screen.queryAllByRole('link', { name: 'Edit' }))
    .map((b) => b.textContent);

describe('a page', () => {
  it("shows 'Loading...', then its title, type, author and markdown", async () => {
    renderCommunity(`/pages/${LORE_PAGE._id}`);
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: LORE_PAGE.title })).toBeVisible();
    expect(screen.getByText('Lore')).toBeVisible();
    expect(screen.queryByText(/in review/)).not.toBeInTheDocument();
    expect(await screen.findByText('by Vex the Bold')).toBeVisible();
    expect(screen.getByText(LORE_PAGE.markdown)).toBeVisible();
  });

  // The page shows the HTML the server rendered and never renders markdown itself.
  it('shows the page as the server rendered it', async () => {
    api.server.use(
      http.get(`${MOCK_API_ORIGIN}/api/pages/:id`, () =>
        HttpResponse.json({ ...LORE_PAGE, html: '<h2>Served</h2><p>by the API</p>' }),
      ),
    );
    renderCommunity(`/pages/${LORE_PAGE._id}`);
    expect(await screen.findByRole('heading', { name: 'Served', level: 2 })).toBeVisible();
    expect(screen.getByText('by the API').closest('.markdown')).not.toBeNull();
    expect(screen.queryByText(LORE_PAGE.markdown)).not.toBeInTheDocument();
  });

  it("says ' (in review)' after the type of a page not reviewed, and the author's username without a display name", async () => {
    await openPage(BATTLE_REPORT);
    expect(screen.getByText('Battle Report (in review)')).toBeVisible();
    expect(await screen.findByText(/by ada/)).toBeVisible();
  });

  it("says 'There's nothing to show...' for an unknown id", async () => {
    renderCommunity('/pages/00000000-0000-4000-8000-00000000dead');
    expect(
      await screen.findByRole('heading', { level: 1, name: "There's nothing to show..." }),
    ).toBeVisible();
  });

  it("says 'Error loading page...' when the page cannot be read", async () => {
    api.fail('get', '/api/pages/:id');
    renderCommunity(`/pages/${LORE_PAGE._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error loading page...' }),
    ).toBeVisible();
  });
});

describe("a page's buttons", () => {
  it('are none for a visitor, or for a user who neither wrote nor edits the page', async () => {
    await openPage(LORE_PAGE);
    expect(buttons()).toEqual([]);
    signIn('ada');
    await waitFor(() => expect(buttons()).toEqual([]));
  });

  it('are Edit and Delete for the author', async () => {
    signIn('vex');
    await openPage(LORE_PAGE);
    expect(buttons()).toEqual(['Delete', 'Edit']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/editpage/${LORE_PAGE._id}`,
    );
  });

  it('are Edit and Delete for a listed editor', async () => {
    signIn('VEX');
    await openPage(BATTLE_REPORT);
    expect(buttons()).toEqual(['Delete', 'Edit']);
  });

  it("says 'Already approved' when another moderator approved first, and undoes nothing", async () => {
    const info = jest.spyOn(notify, 'info');
    signIn('mia', ['mod']);
    // A copy: the mock API changes what it holds.
    await openPage({ ...BATTLE_REPORT });
    // Another moderator reviews it while this page still shows it in review.
    const stored = api.db.pages.find((p) => p._id === BATTLE_REPORT._id);
    if (stored) stored.reviewed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Already approved'));
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeVisible();
    expect(stored?.reviewed).toBe(true);
    info.mockRestore();
  });

  it('add Moderator Approve for a moderator, after which the page shows it reviewed', async () => {
    signIn('mia', ['mod']);
    await openPage(BATTLE_REPORT);
    expect(buttons()).toEqual(['Delete', 'Moderator Approve', 'Edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeVisible();
    expect(screen.getByText('Battle Report')).toBeVisible();
    expect(screen.queryByText(/in review/)).not.toBeInTheDocument();
    expect(api.requests).toContain(`POST /api/pages/togglereviewed/${BATTLE_REPORT._id}`);
    expect(api.requests.filter((r) => r === `GET /api/pages/${BATTLE_REPORT._id}`)).toHaveLength(2);
    expect(api.db.pages.find((p) => p._id === BATTLE_REPORT._id)?.reviewed).toBe(true);

    // Disapproving asks for an optional reason (sent, and shown on the page); Cancel sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Disapprove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Moderator Disapprove' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      api.requests.filter((r) => r === `POST /api/pages/togglereviewed/${BATTLE_REPORT._id}`),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Disapprove' }));
    dialog = await screen.findByRole('dialog', { name: 'Moderator Disapprove' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong category.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moderator Disapprove' }));
    expect(await screen.findByText('Battle Report (in review)')).toBeVisible();
    expect(api.db.pages.find((p) => p._id === BATTLE_REPORT._id)?.reviewNote).toBe(
      'Wrong category.',
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'A moderator asked for changes: Wrong category.',
    );
  });

  it("shows its author a moderator's reason while the page is in review", async () => {
    signIn('ada');
    await openPage({ ...BATTLE_REPORT, reviewed: false, reviewNote: 'Add a photo.' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'A moderator asked for changes: Add a photo.',
    );
  });
});

describe('deleting a page', () => {
  it('asks first, and Close keeps the page', async () => {
    signIn('vex');
    await openPage(LORE_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure???' });
    expect(within(dialog).getByRole('button', { name: 'Yes, delete it.' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  });

  it("deletes on 'Yes, delete it.' and goes to the scenario list", async () => {
    signIn('vex');
    await openPage(LORE_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(
      await screen.findByRole('heading', { name: 'Scenario list /scenariolist/1' }),
    ).toBeVisible();
    expect(api.requests).toContain(`DELETE /api/pages/${LORE_PAGE._id}`);
    expect(api.db.pages.some((p) => p._id === LORE_PAGE._id)).toBe(false);
  });

  it('stays on the page when the server refuses', async () => {
    signIn('vex');
    api.fail('delete', '/api/pages/:id', 403);
    await openPage(LORE_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() => expect(api.requests).toContain(`DELETE /api/pages/${LORE_PAGE._id}`));
    expect(location()).toBe(`/pages/${LORE_PAGE._id}`);
  });
});

describe("a roster share link in a page's markdown", () => {
  const roster: Roster = {
    key: 'roster_iron-wardens_1',
    created: 1,
    faction_title: FACTION.title,
    faction_slug: FACTION.slug,
    name: 'Wall of Iron',
    point_limit: 100,
    unit_list: [
      { count: 3, obj: WARDEN },
      { count: 2, obj: SCOUT },
    ],
  };
  const report = (markdown: string): StoredPage => ({
    ...BATTLE_REPORT,
    reviewed: true,
    markdown: `We fought with this roster:\n\n${markdown}\n\nAnd lost.`,
  });
  const cost = (unit: Unit, formula?: string) =>
    computeUnitCost({ unit, weapons: WEAPONS, abilityTemplates: [TEMPLATE], formula }).total;

  it('shows the roster: name, faction, total and limit, units with counts and costs, and opens it', async () => {
    const code = await encodeRoster(roster);
    await openPage(report(`[Our roster](/rosters#share=${code})`));
    const card = await screen.findByRole('complementary', { name: 'Wall of Iron' });
    expect(within(card).getByRole('link', { name: FACTION.title })).toHaveAttribute(
      'href',
      `/factions/${FACTION.slug}`,
    );
    const total = cost(WARDEN) * 3 + cost(SCOUT) * 2;
    expect(await within(card).findByText(new RegExp(`^${total} / 100 pts`))).toBeVisible();
    const rows = within(card).getAllByRole('row').slice(1);
    const expected = [
      [WARDEN, 3],
      [SCOUT, 2],
    ] as const;
    const sorted = [...expected].sort(([a], [b]) => cost(b) - cost(a));
    expect(rows.map((row) => row.textContent)).toEqual(
      sorted.map(
        ([unit, count]) => `${unit.unitName}${count}${cost(unit)} pts${cost(unit) * count}`,
      ),
    );
    expect(screen.getByText('We fought with this roster:')).toBeVisible();
    expect(screen.getByText('And lost.')).toBeVisible();

    await userEvent.click(within(card).getByRole('link', { name: 'Open Roster' }));
    expect(location()).toBe(`/rosters#share=${code}`);
  });

  it('reads an absolute link on this site, and costs with the formula in force', async () => {
    const code = await encodeRoster({ ...roster, point_limit: null });
    await openPage(report(`${window.location.origin}/rosters#share=${code}`));
    const card = await screen.findByRole('complementary', { name: 'Wall of Iron' });
    const total = cost(WARDEN) * 3 + cost(SCOUT) * 2;
    expect(await within(card).findByText(`${total} pts`)).toBeVisible();

    const formula = JSON.stringify({ defenseFormula: '100', movementFormula: '0' });
    act(() => demoFormulaStore.setDemo({ name: 'Pricey', formula }));
    const pricey = cost(WARDEN, formula) * 3 + cost(SCOUT, formula) * 2;
    expect(pricey).not.toBe(total);
    expect(await within(card).findByText(`${pricey} pts`)).toBeVisible();
  });

  it('says the total cannot be computed when a unit cost fails, never a non-finite number', async () => {
    const code = await encodeRoster(roster);
    await openPage(report(`[Our roster](/rosters#share=${code})`));
    const card = await screen.findByRole('complementary', { name: 'Wall of Iron' });
    const formula = JSON.stringify({ defenseFormula: `1/(unitHP-${WARDEN.health})` });
    act(() => demoFormulaStore.setDemo({ name: 'Broken', formula }));
    expect(await within(card).findByText(/^Total cannot be computed/)).toBeVisible();
    expect(card.textContent).not.toMatch(/Infinity pts|NaN/);
  });

  it('shows a broken link as a plain link with a note, never an error', async () => {
    await openPage(report('[Our roster](/rosters#share=bm90IGEgcm9zdGVy)'));
    expect(await screen.findByRole('note')).toHaveTextContent(BAD_SHARE_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: 'Our roster' })).toHaveAttribute(
      'href',
      '/rosters#share=bm90IGEgcm9zdGVy',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an oversized link as a plain link with a note', async () => {
    const code = 'A'.repeat(MAX_SHARE_CODE_LENGTH + 1);
    await openPage(report(`[Huge](/rosters#share=${code})`));
    expect(await screen.findByRole('note')).toHaveTextContent(ROSTER_TOO_LARGE_TO_SHARE_MESSAGE);
    expect(screen.getByRole('link', { name: 'Huge' })).toBeVisible();
  });

  it('leaves a share link inside a sentence as a link', async () => {
    const code = await encodeRoster(roster);
    await openPage(report(`See [our roster](/rosters#share=${code}) for details.`));
    expect(screen.getByRole('link', { name: 'our roster' })).toBeVisible();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('keeps a javascript: link inert', async () => {
    await openPage(report('[click me](javascript:alert(1))'));
    expect(screen.getByText('click me')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/href="javascript/i);
  });
});
