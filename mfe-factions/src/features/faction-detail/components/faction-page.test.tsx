import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as core from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import { demoFormulaStore, notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import {
  CANNON,
  ENGINE,
  FACTION,
  HAMMER,
  SCOUT,
  TEMPLATE,
  UNITS,
  WARDEN,
  WEAPONS,
  mockApi,
  renderRemote,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import App from '../../../app';
import { renderApp } from '../../../test/render';

const api = mockApi(() => ({
  profiles: [
    { username: 'vex', display: 'Vex the Bold', roles: [], likes: [] },
    { username: 'mo', display: 'Mo', roles: ['mod'], likes: [] },
  ],
}));
const location = () => screen.getByTestId('location').textContent;
const cost = (unit: core.Unit) =>
  computeUnitCost({ unit, weapons: WEAPONS, abilityTemplates: [TEMPLATE] }).total;

async function openFaction(faction: core.Faction = FACTION, { toasts = false } = {}) {
  // A copy: the mock API changes what it holds (a review taken away).
  api.db.factions = [{ ...faction }];
  if (toasts) renderRemote(<App />, `/factions/${faction.slug}`, { toasts });
  else renderApp(`/factions/${faction.slug}`);
  const heading = await screen.findByRole('heading', { level: 1, name: faction.title });
  // The armoury draws in a render of its own, after the heading.
  await screen.findByRole('region', { name: 'Units' });
  return heading;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  signOut();
  act(() => demoFormulaStore.removeDemo());
});

describe('faction detail', () => {
  it("says 'Loading...' and then 'Error loading faction...' for a missing faction", async () => {
    renderApp('/factions/nope');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Error loading faction...')).toBeInTheDocument();
  });

  it("says 'Error loading faction...' when the faction cannot be read", async () => {
    api.fail('get', '/api/factions/:key');
    renderApp(`/factions/${FACTION.slug}`);
    expect(await screen.findByText('Error loading faction...')).toBeInTheDocument();
  });

  it('loads the units, weapons and templates of the faction by its id', async () => {
    await openFaction();
    // The faction is read by its slug, then its units and weapons by its id.
    const at = (line: string) => api.requests.indexOf(line);
    expect(at(`GET /api/factions/${FACTION.slug}`)).toBeGreaterThanOrEqual(0);
    expect(at(`GET /api/units/faction/${FACTION._id}`)).toBeGreaterThan(
      at(`GET /api/factions/${FACTION.slug}`),
    );
    expect(at(`GET /api/weapons/faction/${FACTION._id}`)).toBeGreaterThan(
      at(`GET /api/factions/${FACTION.slug}`),
    );
    expect(api.requests).toContain('GET /api/ability');
    expect(screen.getByText(FACTION.description)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Vex the Bold' })).toHaveAttribute(
      'href',
      '/authorpage/vex',
    );
    expect(screen.queryByText('DRAFT')).not.toBeInTheDocument();
  });

  it('lists units by point cost, highest first, each with its cost', async () => {
    await openFaction();
    const expected = [...UNITS].sort((a, b) => cost(b) - cost(a));
    const cards = within(screen.getByRole('region', { name: 'Units' })).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
      expected.map((u) => u.unitName),
    );
    const engine = screen.getByRole('article', { name: ENGINE.unitName });
    expect(within(engine).getByText(`${cost(ENGINE)} pts`)).toBeInTheDocument();
    expect(within(engine).getByText('Armored Plating 2')).toBeInTheDocument();
    expect(within(engine).getByText(/Ignore the first 2 damage/)).toBeInTheDocument();
    const warden = screen.getByRole('article', { name: WARDEN.unitName });
    expect(within(warden).getByText('Weapon Undefined')).toBeInTheDocument();
    expect(within(warden).getByText('Unyielding')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: SCOUT.unitName })).getAllByText('Scout'),
    ).toHaveLength(2);
  });

  it('lists its roster rules as players read them, and the keywords on the unit cards', async () => {
    api.db.units = [{ ...SCOUT, keywords: ['Recon', 'Fast'] }, WARDEN, ENGINE];
    await openFaction({
      ...FACTION,
      rosterRules: [
        { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
        { kind: 'max', subject: { unit: SCOUT._id }, count: 2 },
        { kind: 'requires', subject: { unit: ENGINE._id }, needs: { keyword: 'Recon' } },
      ],
    });
    const rules = screen.getByRole('region', { name: 'Roster Rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Take at least 1 Leader',
      'Take at most 2 Scout',
      'Take at least 1 Recon to field Anvil Engine',
    ]);
    const scout = screen.getByRole('article', { name: SCOUT.unitName });
    expect(within(scout).getByText('Keywords:').parentElement).toHaveTextContent(
      'Keywords: Recon, Fast',
    );
  });

  it('shows no Roster Rules section for a faction without rules', async () => {
    await openFaction({ ...FACTION, rosterRules: [] });
    expect(screen.queryByRole('region', { name: 'Roster Rules' })).not.toBeInTheDocument();
  });

  it('re-costs every unit when the formula in force changes', async () => {
    await openFaction();
    const scout = screen.getByRole('article', { name: SCOUT.unitName });
    expect(within(scout).getByText(`${cost(SCOUT)} pts`)).toBeInTheDocument();
    act(() =>
      demoFormulaStore.setDemo({
        name: 'Pricey',
        formula: JSON.stringify({ defenseFormula: '100', movementFormula: '0' }),
      }),
    );
    expect(await within(scout).findByText('100 pts')).toBeInTheDocument();
  });

  it('sorts weapons by attacks × damage and shows Focus Damage above one attack', async () => {
    await openFaction();
    const table = screen.getByRole('table', { name: 'Weapons' });
    const [, first, second] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const rows = [first, second];
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      `${CANNON.name}`,
      `${HAMMER.name}${HAMMER.description}`,
    ]);
    expect(within(first).getByText('Ranged, Heavy')).toBeInTheDocument();
    expect(within(first).getByText('Physical, Reactive')).toBeInTheDocument();
    expect(within(first).getByText('Focus Damage: 5')).toBeInTheDocument();
    expect(within(second).getByText('4.00')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'DPR', 'Attacks', 'Damage', 'Bypass Type']);
  });

  it('sorts tactics by knack and numbers the environment effects', async () => {
    await openFaction();
    const tactics = within(screen.getByRole('table', { name: 'Tactics' })).getAllByRole('row');
    expect(tactics.slice(1).map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Hold the Line',
      'Forge Fury',
    ]);
    const effects = screen.getByRole('table', { name: 'Environment Effects' });
    expect(
      within(effects)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Round Effect', 'Tactic Penalty']);
    expect(within(effects).getByText('Ash Storm')).toBeInTheDocument();
  });

  it('shows the lore as markdown in the Lore tab, or says it has yet to be written', async () => {
    await openFaction();
    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    // The markdown chunk loads on demand (and is slow to compile the first time under jest).
    expect(
      await screen.findByRole('heading', { name: 'The Pass' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('never').tagName).toBe('EM');
  }, 40_000);

  it('says the lore has yet to be written when there is none', async () => {
    await openFaction({ ...FACTION, lore: '  ' });
    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    expect(screen.getByText('Lore has yet to be written . . .')).toBeInTheDocument();
  });

  it('shows a splash image and the DRAFT marker for a draft', async () => {
    const { container } = { container: document.body };
    await openFaction({ ...FACTION, public: false, thumbnailURL: '/api/image/x.png' });
    expect(screen.getByText('DRAFT')).toBeInTheDocument();
    expect(container.querySelector('img.fx-splash')).toHaveAttribute('src', '/api/image/x.png');
  });
});

describe('permissions', () => {
  it('shows no edit controls to a visitor', async () => {
    await openFaction();
    expect(screen.getByRole('button', { name: 'Create New Roster' })).toBeInTheDocument();
    for (const name of ['Edit Faction', 'Add Unit', 'Add Weapon', 'Edit'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    for (const name of [/Delete/, /Moderator/, /Banish/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('lets a listed editor edit but not delete the faction', async () => {
    signIn('ada', ['publisher']);
    await openFaction();
    expect(screen.getByRole('link', { name: 'Edit Faction' })).toHaveAttribute(
      'href',
      `/editfaction/${FACTION.slug}`,
    );
    expect(screen.getByRole('link', { name: 'Add Unit' })).toHaveAttribute(
      'href',
      `/newunit/${FACTION._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add Weapon' })).toHaveAttribute(
      'href',
      `/newweapon/${FACTION._id}`,
    );
    expect(screen.getByRole('button', { name: `Delete ${SCOUT.unitName}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Faction' })).not.toBeInTheDocument();
  });

  it('knows the author and a listed editor whatever the case of their names, as the server does', async () => {
    signIn('ADA');
    await openFaction();
    expect(screen.getByRole('link', { name: 'Edit Faction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Faction' })).not.toBeInTheDocument();
    cleanup();
    signIn('Vex');
    await openFaction();
    expect(screen.getByRole('button', { name: 'Delete Faction' })).toBeInTheDocument();
  });

  it('lets the author delete the faction after confirming, then goes to /factionlist/', async () => {
    signIn('vex', ['publisher']);
    await openFaction();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Faction' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure???' });
    // The safe choice has the focus: Enter does not delete.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((line) => line.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Faction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    // The list's chunk loads on demand (slow to compile the first time under jest).
    await waitFor(() => expect(location()).toBe('/factionlist/1'), { timeout: 10_000 });
    expect(api.requests).toContain(`DELETE /api/factions/${FACTION.slug}`);
    expect(api.db.factions).toEqual([]);
  });

  it('removes a deleted unit and a deleted weapon from the lists', async () => {
    signIn('vex', ['publisher']);
    await openFaction();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${SCOUT.unitName}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: SCOUT.unitName })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: `Delete ${HAMMER.name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Delete ${HAMMER.name}` }),
      ).not.toBeInTheDocument(),
    );
    expect(api.requests).toEqual(
      expect.arrayContaining([
        `DELETE /api/units/${SCOUT._id}`,
        `DELETE /api/weapons/${HAMMER._id}`,
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives moderators Approve / Disapprove and Banish to DRAFT', async () => {
    signIn('mo', ['mod']);
    await openFaction({ ...FACTION, reviewed: false });
    expect(screen.getByRole('button', { name: 'Banish to DRAFT' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeInTheDocument();
    expect(api.requests).toContain(`POST /api/factions/toggleapproval/${FACTION._id}`);
    // Banish applies to a public faction that is not reviewed.
    expect(screen.queryByRole('button', { name: 'Banish to DRAFT' })).not.toBeInTheDocument();
  });

  it("says 'Already approved' when another moderator approved first, and undoes nothing", async () => {
    const info = jest.spyOn(notify, 'info');
    signIn('mo', ['mod']);
    await openFaction({ ...FACTION, reviewed: false }, { toasts: true });
    // Another moderator approves while this page still shows the faction waiting.
    act(() => {
      api.db.factions[0]!.reviewed = true;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    expect((await screen.findAllByText('Already approved')).length).toBeGreaterThan(0);
    expect(info).toHaveBeenCalledWith('Already approved');
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeInTheDocument();
    expect(api.db.factions[0]?.reviewed).toBe(true);
    info.mockRestore();
  });

  it("says 'Already disapproved' on a stale Disapprove, and approves nothing", async () => {
    signIn('mo', ['mod']);
    await openFaction(FACTION, { toasts: true });
    act(() => {
      api.db.factions[0]!.reviewed = false;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Disapprove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderator Disapprove' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moderator Disapprove' }));
    expect((await screen.findAllByText('Already disapproved')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Moderator Approve' })).toBeInTheDocument();
    expect(api.db.factions[0]?.reviewed).toBe(false);
  });

  it('banishes a queued faction to draft with a reason, which the page then says', async () => {
    signIn('mo', ['mod']);
    await openFaction({ ...FACTION, reviewed: false });
    await userEvent.click(screen.getByRole('button', { name: 'Banish to DRAFT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banish to DRAFT' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Not a faction yet.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Banish to DRAFT' }));
    expect(await screen.findByText('DRAFT')).toBeInTheDocument();
    expect(api.requests).toContain(`POST /api/factions/banishdraft/${FACTION._id}`);
    expect(api.db.factions[0]?.reviewNote).toBe('Not a faction yet.');
    expect(
      await screen.findByText('A moderator moved this back to draft: Not a faction yet.'),
    ).toBeInTheDocument();
  });

  it('disapproves with a reason; Cancel disapproves nothing; approving sends none', async () => {
    signIn('mo', ['mod']);
    await openFaction();
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Disapprove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Moderator Disapprove' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).not.toContain(`POST /api/factions/toggleapproval/${FACTION._id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Moderator Disapprove' }));
    dialog = await screen.findByRole('dialog', { name: 'Moderator Disapprove' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The lore copies another game.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moderator Disapprove' }));
    expect(await screen.findByRole('button', { name: 'Moderator Approve' })).toBeInTheDocument();
    expect(api.db.factions[0]).toMatchObject({
      reviewed: false,
      reviewNote: 'The lore copies another game.',
    });
    expect(
      await screen.findByText('A moderator asked for changes: The lore copies another game.'),
    ).toBeInTheDocument();

    // Approval asks nothing and clears the reason.
    await userEvent.click(screen.getByRole('button', { name: 'Moderator Approve' }));
    expect(await screen.findByRole('button', { name: 'Moderator Disapprove' })).toBeInTheDocument();
    expect(api.db.factions[0]).toMatchObject({ reviewed: true, reviewNote: '' });
    expect(screen.queryByText(/A moderator asked for changes/)).not.toBeInTheDocument();
  });
});

describe("a moderator's reason", () => {
  it('is shown to the author while the faction is not reviewed', async () => {
    signIn('vex', ['publisher']);
    await openFaction({ ...FACTION, reviewed: false, reviewNote: 'Units need costs.' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'A moderator asked for changes: Units need costs.',
    );
  });

  it('is not shown once the faction is approved', async () => {
    signIn('vex', ['publisher']);
    await openFaction({ ...FACTION, reviewed: true, reviewNote: 'Old reason.' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('moving between the faction and its units', () => {
  const reads = (path: string) => api.requests.filter((line) => line === `GET ${path}`).length;

  it('reads the faction and the ability templates once, going to a unit and back', async () => {
    await openFaction();
    await userEvent.click(screen.getByRole('link', { name: SCOUT.unitName }));
    expect(
      await screen.findByRole('heading', { level: 1, name: SCOUT.unitName }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: FACTION.title }));
    expect(
      await screen.findByRole('heading', { level: 1, name: FACTION.title }),
    ).toBeInTheDocument();
    expect(reads(`/api/factions/${FACTION.slug}`)).toBe(1);
    expect(reads(`/api/factions/${FACTION._id}`)).toBe(0);
    expect(reads('/api/ability')).toBe(1);
  });

  it('shows an edited unit on the faction page without reading the faction again', async () => {
    signIn('vex', ['publisher']);
    await openFaction();
    const scout = screen.getByRole('article', { name: SCOUT.unitName });
    await userEvent.click(within(scout).getByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Outrider');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Save goes back to the faction page, whose unit list the save refreshed.
    expect(await screen.findByRole('article', { name: 'Outrider' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: SCOUT.unitName })).not.toBeInTheDocument();
    expect(reads(`/api/factions/${FACTION.slug}`)).toBe(1);
    expect(reads(`/api/units/faction/${FACTION._id}`)).toBe(2);
  });

  const RE_REVIEW = 'Your changes will be listed again after a moderator reviews them.';
  let info: jest.SpiedFunction<typeof notify.info>;
  beforeEach(() => {
    info = jest.spyOn(notify, 'info');
  });
  afterEach(() => info.mockRestore());

  it("tells the author an approved faction's unit change sends it back to review", async () => {
    signIn('vex', ['publisher']);
    await openFaction(FACTION, { toasts: true });
    const scout = screen.getByRole('article', { name: SCOUT.unitName });
    await userEvent.click(within(scout).getByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // (Toasts of earlier tests may show too: the toast queue outlives a test.)
    expect((await screen.findAllByText(RE_REVIEW)).length).toBeGreaterThan(0);
    expect(info).toHaveBeenCalledWith(RE_REVIEW);
    expect(api.db.factions[0]?.reviewed).toBe(false);
    // The faction was read again, so its page knows it waits for a moderator.
    expect(reads(`/api/factions/${FACTION._id}`)).toBe(1);
  });

  it('tells a moderator too that a unit change waits for review (only an approval makes a version)', async () => {
    signIn('mo', ['mod']);
    await openFaction(FACTION, { toasts: true });
    const scout = screen.getByRole('article', { name: SCOUT.unitName });
    await userEvent.click(within(scout).getByRole('link', { name: 'Edit' }));
    await userEvent.type(await screen.findByLabelText('Name'), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('article', { name: `${SCOUT.unitName} II` }),
    ).toBeInTheDocument();
    expect(api.db.factions[0]?.reviewed).toBe(false);
    await waitFor(() => expect(info).toHaveBeenCalledWith(RE_REVIEW));
  });
});

describe('likes', () => {
  it('likes and unlikes, following the session', async () => {
    signIn('reader');
    await openFaction();
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Unlike' })).toBeInTheDocument();
    expect(await screen.findByText('4 likes')).toBeInTheDocument();
    expect(api.requests).toContain(`POST /api/factions/like/${FACTION._id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Unlike' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(await screen.findByText('3 likes')).toBeInTheDocument();
    expect(api.requests).toContain(`POST /api/factions/unlike/${FACTION._id}`);
  });
});

describe('Create New Roster', () => {
  it('creates a roster with the defaults and opens it', async () => {
    await openFaction();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Roster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Roster' });
    expect(within(dialog).getByLabelText('Roster Name')).toHaveValue(`New ${FACTION.title} Roster`);
    expect(within(dialog).getByLabelText('Point Limit')).toHaveValue('0');
    await userEvent.clear(within(dialog).getByLabelText('Point Limit'));
    await userEvent.type(within(dialog).getByLabelText('Point Limit'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const roster = rosterStore.list()[0] as core.Roster;
    expect(roster).toMatchObject({
      name: `New ${FACTION.title} Roster`,
      faction_slug: FACTION.slug,
      faction_title: FACTION.title,
      point_limit: 500,
    });
    await waitFor(() => expect(location()).toBe(`/roster/${roster.key}`));
  });

  it('requires a name and a point limit of at least 0; Cancel and Escape close it', async () => {
    await openFaction();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Roster' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Roster Name')).toHaveFocus();
    await userEvent.clear(within(dialog).getByLabelText('Roster Name'));
    await userEvent.clear(within(dialog).getByLabelText('Point Limit'));
    await userEvent.type(within(dialog).getByLabelText('Point Limit'), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Roster Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Point Limit must be at least 0')).toBeInTheDocument();
    expect(rosterStore.list()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Roster' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('which state of the faction it shows (approved version or working copy)', () => {
  it('names the approved version a visitor reads', async () => {
    await openFaction({ ...FACTION, factionVersion: 2, latestVersion: 2 });
    expect(screen.getByText('Version 2', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Working copy')).not.toBeInTheDocument();
  });

  it('marks the working copy its author edits, and the version everyone else sees meanwhile', async () => {
    signIn('vex', ['publisher']);
    await openFaction({ ...FACTION, reviewed: false, factionVersion: null, latestVersion: 2 });
    expect(screen.getByText('Working copy', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText('These changes wait for a moderator; everyone else sees version 2.'),
    ).toBeInTheDocument();
  });

  it('shows its author a unit and a weapon only the working copy has, and a visitor neither', async () => {
    const unit = { ...SCOUT, _id: 'u-added', unitName: 'Added Since Approval' };
    const weapon = { ...HAMMER, _id: 'w-added', name: 'Added Since Approval Blade' };
    // The server answers the working copy to a reader who sends a token and may edit, the
    // approved version to everyone else.
    api.answerByReader(`/api/units/faction/${FACTION._id}`, UNITS, [...UNITS, unit]);
    api.answerByReader(`/api/weapons/faction/${FACTION._id}`, WEAPONS, [...WEAPONS, weapon]);
    signIn('vex', ['publisher']);
    await openFaction();
    // A loaded machine may take more than a second to answer the page's reads.
    const slow = { timeout: 5000 };
    expect(await screen.findByRole('article', { name: unit.unitName }, slow)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Delete ${weapon.name}` }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${unit.unitName}` })).toBeInTheDocument();

    // Signed out, the page reads everything again, as a visitor.
    signOut();
    await waitFor(
      () => expect(screen.queryByRole('article', { name: unit.unitName })).not.toBeInTheDocument(),
      slow,
    );
    expect(await screen.findByRole('article', { name: SCOUT.unitName }, slow)).toBeInTheDocument();
    expect((await screen.findAllByText(HAMMER.name, {}, slow)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('article', { name: unit.unitName })).not.toBeInTheDocument();
    expect(screen.queryByText(weapon.name)).not.toBeInTheDocument();
  });

  it('says a queued faction becomes version 1 once approved, and says nothing to others', async () => {
    signIn('vex', ['publisher']);
    const queued = { ...FACTION, reviewed: false, factionVersion: null, latestVersion: null };
    await openFaction(queued);
    expect(
      screen.getByText('Not approved yet: once a moderator approves it, this becomes version 1.'),
    ).toBeInTheDocument();
    cleanup();
    signIn('someone', []);
    await openFaction(queued);
    expect(screen.queryByText('Working copy')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Version/)).not.toBeInTheDocument();
  });
});
