import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARED_ROSTER_BYTES,
  MAX_SHARE_CODE_LENGTH,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  encodeRoster,
  encodeText,
  rosterStore,
} from '@muster/shared-kernel/client/rosters';
import * as core from '@muster/shared-kernel/core';
import { NEEDS_CONNECTION_TEXT } from '../../../components/verdict/verdict-texts';
import { formation, formationNames, renderAt } from '../../../test-render';
import {
  costOf,
  engine,
  factionAnswers,
  mockFactionApi,
  rosterOf,
  warden,
} from '../../../test-fixtures';
import { SharedRosterPage } from '../components/shared-roster-page';

const api = mockFactionApi();

function renderShared(code: string) {
  return renderAt(
    '/rosters',
    <Routes>
      <Route path="/rosters" element={<SharedRosterPage code={code} />} />
      <Route path="/roster/:key" element={<h1>Builder</h1>} />
    </Routes>,
  ).user;
}

const shared: core.Roster = {
  key: 'roster_iron-wardens_1',
  created: 1,
  ...rosterOf([{ count: 3, obj: warden }], { name: 'Friend’s Wall', point_limit: 100 }),
};

/** Opens the link of `roster` and waits for its name; answers the user-event instance. */
async function openShared(roster: core.Roster) {
  const user = renderShared(await encodeRoster(roster));
  expect(await screen.findByRole('heading', { level: 1, name: 'Friend’s Wall' })).toBeVisible();
  return user;
}

/** The shared roster with its wardens and an engine in one formation, `name`. */
const inOneFormation = (name: string): core.Roster => ({
  ...shared,
  formations: [{ name }],
  unit_list: [
    { count: 3, obj: warden, formation: 0 },
    { count: 1, obj: engine, formation: 0 },
  ],
});

beforeEach(() => localStorage.clear());

describe('a shared roster', () => {
  it('shows the roster read-only, and Add to My Rosters stores it and opens it', async () => {
    const user = await openShared(shared);
    const each = costOf(warden);
    expect(screen.getByTestId('roster-total')).toHaveTextContent(`${each * 3} / 100`);
    expect(screen.getByRole('article', { name: 'Shield Warden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add one/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove one/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tactics' })).toBeInTheDocument();
    expect(rosterStore.list()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add to My Rosters' }));
    expect(screen.getByRole('heading', { name: 'Builder' })).toBeInTheDocument();
    expect(rosterStore.list()).toMatchObject([
      { name: 'Friend’s Wall', point_limit: 100, unit_list: [{ count: 3, obj: warden }] },
    ]);
  });

  it('lists the units of a formation highest cost first, each with its points', async () => {
    await openShared(inOneFormation('Wall'));
    expect(costOf(engine)).toBeGreaterThan(costOf(warden));
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual([`unit-${engine._id}-1`, `unit-${warden._id}-0`]);
    const wardenCard = screen.getByRole('article', { name: 'Shield Warden' });
    expect(within(wardenCard).getByText(`${costOf(warden) * 3} pts`)).toBeInTheDocument();
    expect(within(wardenCard).getByText(`(${costOf(warden)} pts each)`)).toBeInTheDocument();
    expect(screen.getByTestId('roster-total')).toHaveTextContent(
      `${costOf(warden) * 3 + costOf(engine)} / 100`,
    );
    expect(screen.getByTestId('roster-unit-count')).toHaveTextContent('4');
  });

  it('shows the roster formation by formation, each with its units and points, read-only', async () => {
    const file = {
      ...shared,
      formations: [{ name: 'Shield Line' }, { name: 'Guns' }, { name: 'Reserve' }],
      unit_list: [
        { count: 3, obj: warden, formation: 0 },
        { count: 1, obj: engine, formation: 1 },
      ],
    };
    await openShared(file);
    expect(formationNames()).toEqual(['Shield Line', 'Guns', 'Reserve']);
    const line = formation('Shield Line');
    expect(within(line).getByRole('article', { name: 'Shield Warden' })).toBeInTheDocument();
    expect(within(line).queryByRole('article', { name: 'Anvil Engine' })).not.toBeInTheDocument();
    expect(line).toHaveTextContent(`3 units · ${costOf(warden) * 3} pts`);
    const guns = formation('Guns');
    expect(within(guns).getByRole('article', { name: 'Anvil Engine' })).toBeInTheDocument();
    expect(guns).toHaveTextContent(`1 unit · ${costOf(engine)} pts`);
    expect(formation('Reserve')).toHaveTextContent('No units in this formation.');
    // Nothing of the builder's: no formation is built, renamed, moved or dissolved here.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Rename|Move Up|Move Down|Dissolve)/ }),
    ).not.toBeInTheDocument();
  });

  it('shows a roster made before formations one formation per training type, as the builder does', async () => {
    const file = {
      ...shared,
      unit_list: [
        { count: 3, obj: warden },
        { count: 1, obj: engine },
      ],
    };
    await openShared(file);
    expect(formationNames()).toEqual(['Infantry', 'Shock']);
    expect(
      within(formation('Shock')).getByRole('article', { name: 'Anvil Engine' }),
    ).toBeInTheDocument();
  });

  it('shows the copies when the faction is not on this site', async () => {
    factionAnswers(api, 404);
    await openShared(shared);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The faction ‘Iron Wardens’ could not be loaded on this site',
    );
    const alone = costOf(warden, undefined, []);
    expect(screen.getByTestId('roster-total')).toHaveTextContent(`${alone * 3} / 100`);
    expect(screen.getByText('Weapon Undefined')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tactics' })).not.toBeInTheDocument();
  });

  it('answers a clear message for a truncated link', async () => {
    const code = await encodeRoster(shared);
    renderShared(code.slice(0, code.length - 7));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_SHARE_LINK_MESSAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shared roster cannot be opened',
    );
    expect(screen.getByRole('link', { name: 'Go to my rosters' })).toBeInTheDocument();
  });

  it.each([
    ['longer than a link may be', async () => 'A'.repeat(MAX_SHARE_CODE_LENGTH + 1)],
    [
      'unpacking to more than a roster may be',
      async () => encodeText(' '.repeat(2 * MAX_SHARED_ROSTER_BYTES)),
    ],
  ])('says a link %s holds a roster too large to share', async (_, code) => {
    renderShared(await code());
    expect(await screen.findByRole('alert')).toHaveTextContent(ROSTER_TOO_LARGE_TO_SHARE_MESSAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shared roster cannot be opened',
    );
  });
});

describe("a shared roster's verdict", () => {
  const stamp = () => screen.getByRole('complementary', { name: "The server's verdict" });

  it('shows the verdict the server gives on the link, with its code leading to /verify', async () => {
    api.db.factions = [
      {
        ...api.db.factions[0],
        rosterRules: [{ kind: 'max', subject: { unit: warden._id }, count: 2 }],
      } as core.Faction,
    ];
    const code = await encodeRoster(shared);
    renderShared(code);
    await screen.findByRole('heading', { level: 1, name: 'Friend’s Wall' });
    const verdictCode = await within(stamp()).findByRole('link', {
      name: /^[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    });
    expect(stamp()).toHaveTextContent('Iron Wardens · version 1 · checked');
    expect(stamp()).toHaveTextContent('1 problem');
    expect(within(stamp()).getByRole('listitem')).toHaveTextContent(
      'Take at most 2 Shield Warden: you have 3',
    );
    expect(verdictCode).toHaveAttribute('href', `/verify/${verdictCode.textContent}`);
    expect(api.requests).toContain('POST /api/rosters/verify');
  });

  it('counts going over the point limit as a problem, with its fix', async () => {
    const over = { ...shared, point_limit: costOf(warden) * 3 - 2 };
    await openShared(over);
    expect(await within(stamp()).findByText('1 problem')).toBeInTheDocument();
    expect(within(stamp()).getByRole('listitem')).toHaveTextContent(
      'Over the point limit by 2 pts: remove units worth at least 2 pts',
    );
  });

  it("shows a problem of one formation under that formation's heading", async () => {
    await openShared({ ...inOneFormation('Front'), point_limit: null });
    const mixed = 'Front mixes Infantry and Shock: add a Leader or move the Shock';
    expect(await within(formation('Front')).findByText(mixed)).toBeInTheDocument();
    expect(within(stamp()).getByRole('listitem')).toHaveTextContent(mixed);
  });

  it("says 'Legal' for a roster that breaks no rule", async () => {
    await openShared(shared);
    expect(await within(stamp()).findByText('Legal')).toBeInTheDocument();
  });

  it('says why the server gave none: a faction it does not have', async () => {
    api.db.factions = [];
    await openShared(shared);
    expect(
      await within(stamp()).findByText('The server could not check this roster: Faction not found'),
    ).toBeInTheDocument();
  });

  it('says offline that the verdict needs a connection, and shows it once online', async () => {
    // The faction was read before the connection went; this roster was never checked.
    const first = renderAt(
      '/rosters',
      <SharedRosterPage code={await encodeRoster({ ...shared, name: 'Before' })} />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Before' });
    first.unmount();
    const code = await encodeRoster(shared);
    act(() => onlineManager.setOnline(false));
    try {
      renderAt('/rosters', <SharedRosterPage code={code} />, first.client);
      await screen.findByRole('heading', { level: 1, name: 'Friend’s Wall' });
      expect(stamp()).toHaveTextContent(NEEDS_CONNECTION_TEXT);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(await within(stamp()).findByText('Legal')).toBeInTheDocument();
  });
});
