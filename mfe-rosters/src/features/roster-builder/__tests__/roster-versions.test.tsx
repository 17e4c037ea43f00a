/**
 * The builder and faction versions: a roster pinned to a version reads that version's units,
 * weapons and templates; a newer version is shown with what it changes for the roster's units,
 * and nothing changes until the owner updates or keeps.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { FactionVersion, Unit, Weapon } from '@muster/shared-kernel/core';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { MOCK_API_ORIGIN } from '@muster/shared-kernel/testing';
import { renderAt } from '../../../test-render';
import {
  costOf,
  engine,
  faction,
  mockFactionApi,
  rosterOf,
  templates,
  warden,
  weapons,
} from '../../../test-fixtures';
import { RosterBuilderPage } from '../components/roster-builder-page';

const api = mockFactionApi();

/** Version 1 as the roster was built; version 2: a tougher warden, a sharper hammer, no engine. */
const [hammer, cannon] = weapons as [Weapon, Weapon];
const tougher: Unit = { ...warden, health: warden.health + 2 };
const sharper: Weapon = { ...hammer, damage: hammer.damage + 1 };
const versions: Record<number, FactionVersion> = {
  1: {
    number: 1,
    approvedAt: '2026-11-01T10:00:00.000Z',
    faction: { ...faction, factionVersion: 1, latestVersion: 2 },
    units: [warden, engine],
    weapons: [hammer, cannon],
    abilityTemplates: templates,
  },
  2: {
    number: 2,
    approvedAt: '2026-11-20T10:00:00.000Z',
    faction: { ...faction, factionVersion: 2, latestVersion: 2 },
    units: [tougher],
    weapons: [sharper, cannon],
    abilityTemplates: templates,
  },
};

beforeEach(() => {
  localStorage.clear();
  api.server.use(
    http.get(`${MOCK_API_ORIGIN}/api/factions/:key`, () =>
      HttpResponse.json({ ...faction, factionVersion: 2, latestVersion: 2 }),
    ),
    http.get(`${MOCK_API_ORIGIN}/api/factions/:key/versions/:number`, ({ params }) => {
      const version = versions[Number(params.number)];
      return version
        ? HttpResponse.json(version)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'No' },
            { status: 404 },
          );
    }),
  );
});

async function openPinned(extra = {}) {
  const created = await rosterStore.create(
    rosterOf(
      [
        { count: 2, obj: warden },
        { count: 1, obj: engine },
      ],
      { faction_version: 1, ...extra },
    ),
  );
  if (!created.ok) throw new Error(created.error);
  const { user } = renderAt(
    `/roster/${created.roster.key}`,
    <Routes>
      <Route path="/roster/:key" element={<RosterBuilderPage />} />
    </Routes>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Wall of Iron' });
  return { user, key: created.roster.key };
}

const total = () => screen.getByTestId('roster-total');
const v1Total = 2 * costOf(warden) + costOf(engine);

describe('a roster pinned to a faction version', () => {
  it('costs its units with the version it is built on, names it, and says what the newer one changes', async () => {
    await openPinned();
    const panel = await screen.findByRole('region', { name: 'Iron Wardens: version 2 is out' });
    expect(total()).toHaveTextContent(String(v1Total));
    expect(screen.getByText(/· Version 1/)).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'This roster is built on version 1. Version 2 changes 2 of its units:',
    );
    const [wardenChange, engineChange] = within(panel).getAllByRole('listitem');
    expect(wardenChange).toHaveTextContent(
      `Shield Warden: cost was ${costOf(warden, undefined, [hammer])}, now ${costOf(tougher, undefined, [sharper])}; ` +
        `Health ${warden.health} → ${tougher.health}; Warden Hammer damage ${hammer.damage} → ${sharper.damage}`,
    );
    expect(engineChange).toHaveTextContent('Anvil Engine: removed from the faction');
    // Nothing asked the site's current units, weapons or templates: the version holds them.
    expect(api.requests.filter((path) => /\/api\/(units|weapons|ability)/.test(path))).toEqual([]);
  });

  it("'Update to version 2' takes the newer units and drops the removed one", async () => {
    const { user, key } = await openPinned();
    await user.click(await screen.findByRole('button', { name: 'Update to version 2' }));
    expect(screen.queryByRole('region', { name: /version 2 is out/ })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent(String(2 * costOf(tougher, undefined, [sharper, cannon])));
    expect(screen.getByText(/· Version 2/)).toBeInTheDocument();
    await act(() => Promise.resolve());
    const saved = rosterStore.get(key);
    expect(saved).toMatchObject({ faction_version: 2, unit_list: [{ count: 2, obj: tougher }] });
    expect(saved).not.toHaveProperty('declined_version');
  });

  it("'Keep version 1' keeps its costs and asks again only about a newer version", async () => {
    const { user, key } = await openPinned();
    await user.click(await screen.findByRole('button', { name: 'Keep version 1' }));
    expect(screen.queryByRole('region', { name: /version 2 is out/ })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent(String(v1Total));
    await act(() => Promise.resolve());
    expect(rosterStore.get(key)).toMatchObject({ faction_version: 1, declined_version: 2 });
  });

  it('offers nothing once its owner kept the latest version', async () => {
    await openPinned({ declined_version: 2 });
    await screen.findByText(/· Version 1/);
    expect(screen.queryByRole('region', { name: /version 2 is out/ })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent(String(v1Total));
  });
});
