import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { encodeRoster, exportRoster } from '@muster/shared-kernel/client/rosters';
import type { Roster, RosterVerdict } from '@muster/shared-kernel/core';
import { MOCK_API_ORIGIN, renderRemote } from '@muster/shared-kernel/testing';
import App from '../../../app';
import { costOf, engine, mockFactionApi, rosterOf, warden } from '../../../test-fixtures';
import { THROTTLED_TEXT, unknownCodeText } from '../../../components/verdict/verdict-texts';

const api = mockFactionApi();

/** A verdict the server gave before, which a printed code names. */
const GIVEN: RosterVerdict = {
  code: 'K7QX-M2PD',
  checkedAt: '2026-11-26T09:05:00.000Z',
  faction: { slug: 'iron-wardens', title: 'Iron Wardens' },
  version: 3,
  name: 'Tournament Wall',
  pointLimit: 100,
  total: 120,
  formations: [
    {
      name: 'Vanguard',
      lines: [
        { unit: warden._id, unitName: 'Shield Warden', count: 3, points: 90, known: true },
        { unit: 'gone', unitName: 'Old Guard', count: 1, points: 0, known: false },
      ],
    },
    { name: 'Reserve', lines: [] },
  ],
  legal: false,
  problems: [
    {
      message: "'Old Guard' is not in version 3 of Iron Wardens: remove it from the roster",
      units: ['gone'],
    },
    { message: 'Take at most 2 Shield Warden: you have 3', units: [warden._id] },
  ],
};

const roster: Roster = {
  key: 'roster_iron-wardens_1',
  created: 1,
  ...rosterOf(
    [
      { count: 2, obj: warden, formation: 0 },
      { count: 1, obj: engine, formation: 1 },
    ],
    {
      name: 'Friend’s Wall',
      point_limit: 500,
      formations: [{ name: 'Shield Line' }, { name: 'Guns' }],
    },
  ),
};

function renderVerify(path = '/verify') {
  const user = userEvent.setup();
  return { user, ...renderRemote(<App />, path) };
}

const field = () => screen.getByLabelText('Share link or verification code');
const verdict = () => screen.getByTestId('roster-verdict');

beforeEach(() => {
  api.db.verdicts = [structuredClone(GIVEN)];
});

describe('/verify', () => {
  it("is titled 'Verify a Roster' and says nothing was checked yet", async () => {
    renderVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a Roster' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Verify a Roster'));
    expect(screen.getByText(/No roster checked yet/)).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's verdict on a pasted share link, at the verdict's own address", async () => {
    const { user } = renderVerify();
    const link = `https://muster.example/rosters#share=${await encodeRoster(roster)}`;
    await user.click(await screen.findByLabelText('Share link or verification code'));
    await user.paste(link);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Friend’s Wall' });
    expect(heading).toHaveFocus();
    const shown = verdict();
    const code = within(shown).getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent ?? '';
    expect(screen.getByTestId('location')).toHaveTextContent(`/verify/${code}`);
    expect(within(shown).getByRole('link', { name: 'Iron Wardens' })).toHaveAttribute(
      'href',
      '/factions/iron-wardens',
    );
    expect(shown).toHaveTextContent('· version 1');
    const total = costOf(warden) * 2 + costOf(engine);
    expect(shown).toHaveTextContent(`Server's total${total} / 500 pts`);
    expect(within(shown).getByRole('heading', { level: 3, name: 'Legal' })).toBeInTheDocument();
    const shieldLine = within(shown).getByRole('table', { name: 'Shield Line' });
    expect(
      within(shieldLine).getByRole('row', { name: `Shield Warden ×2 ${costOf(warden) * 2}` }),
    ).toBeInTheDocument();
    const guns = within(shown).getByRole('table', { name: 'Guns' });
    expect(
      within(guns).getByRole('row', { name: `Anvil Engine ×1 ${costOf(engine)}` }),
    ).toBeInTheDocument();
    expect(api.requests).toEqual(['POST /api/rosters/verify']);
  });

  it('lists going over the point limit among the problems of a pasted share link', async () => {
    const { user } = renderVerify();
    const total = costOf(warden) * 2 + costOf(engine);
    const over = { ...roster, name: 'Heavy Wall', point_limit: total - 4 };
    await user.click(await screen.findByLabelText('Share link or verification code'));
    await user.paste(await encodeRoster(over));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Heavy Wall' });
    const shown = verdict();
    expect(shown).toHaveTextContent(`Server's total${total} / ${total - 4} pts (over the limit)`);
    expect(within(shown).getByRole('heading', { level: 3, name: '1 problem' })).toBeVisible();
    expect(within(shown).getByRole('listitem')).toHaveTextContent(
      'Over the point limit by 4 pts: remove units worth at least 4 pts',
    );
  });

  it.each(['K7QX-M2PD', 'k7qxm2pd', ' k7qx-m2pd '])(
    'opens the verdict a code names, typed as %j, with Enter',
    async (typed) => {
      const { user } = renderVerify();
      await user.type(
        await screen.findByLabelText('Share link or verification code'),
        `${typed}{Enter}`,
      );
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Tournament Wall' }),
      ).toHaveFocus();
      expect(screen.getByTestId('location')).toHaveTextContent('/verify/K7QX-M2PD');
      expect(api.requests).toEqual(['GET /api/rosters/verify/K7QX-M2PD']);
    },
  );

  it('shows a verdict in full: the date, the limit passed, each problem, unknown units marked', async () => {
    renderVerify('/verify/K7QX-M2PD');
    await screen.findByRole('heading', { level: 2, name: 'Tournament Wall' });
    const shown = verdict();
    expect(within(shown).getByRole('heading', { level: 2 })).not.toHaveFocus();
    expect(shown.querySelector('time')).toHaveAttribute('datetime', GIVEN.checkedAt);
    expect(shown).toHaveTextContent("Server's total120 / 100 pts (over the limit)");
    expect(shown).toHaveTextContent('Verification codeK7QX-M2PD');
    expect(
      within(shown).getByRole('heading', { level: 3, name: '2 problems' }),
    ).toBeInTheDocument();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(GIVEN.problems.map((problem) => problem.message));
    const vanguard = within(shown).getByRole('table', { name: 'Vanguard' });
    expect(within(vanguard).getByRole('rowheader', { name: /Old Guard/ })).toHaveTextContent(
      'Old Guard (not in version 3: counts no points)',
    );
    const reserve = within(shown).getByRole('table', { name: 'Reserve' });
    expect(reserve).toHaveTextContent('No units in this formation.');
  });

  it('opens a verdict address pasted whole', async () => {
    const { user } = renderVerify();
    await user.click(await screen.findByLabelText('Share link or verification code'));
    await user.paste('https://muster.example/verify/k7qx-m2pd');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tournament Wall' })).toBeVisible();
  });

  it('says so for a code the server never gave', async () => {
    renderVerify('/verify/ZZZZ-ZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(unknownCodeText('ZZZZ-ZZZZ'));
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a Roster' })).toBeVisible();
  });

  it('says an address holding no code is not one, asking nothing', () => {
    renderVerify('/verify/not-a-code');
    expect(screen.getByRole('alert')).toHaveTextContent('‘not-a-code’ is not a verification code');
    expect(api.requests).toEqual([]);
  });

  it("says what the server found wrong with a link: the kernel's words for a broken one", async () => {
    const { user } = renderVerify();
    await user.type(
      await screen.findByLabelText('Share link or verification code'),
      'https://muster.example/rosters#share=abc{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This share link is broken: it may have been cut short when it was copied.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify$/);
  });

  it('says when the server has had too many checks', async () => {
    api.server.use(
      http.post(`${MOCK_API_ORIGIN}/api/rosters/verify`, () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderVerify();
    await user.click(await screen.findByLabelText('Share link or verification code'));
    await user.paste(await encodeRoster(roster));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED_TEXT);
  });

  it('asks for a link or a code when the field is empty', async () => {
    const { user } = renderVerify();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Paste a share link or a verification code first.',
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('checks a roster file that is chosen', async () => {
    const { user } = renderVerify();
    const file = new File([JSON.stringify(exportRoster(roster))], 'friend.json', {
      type: 'application/json',
    });
    await user.upload(await screen.findByLabelText('Roster file'), file);
    expect(await screen.findByRole('heading', { level: 2, name: 'Friend’s Wall' })).toHaveFocus();
    expect(verdict()).toHaveTextContent('Legal');
    expect(api.requests).toEqual(['POST /api/rosters/verify']);
  });

  it('says what is wrong with a file that holds no roster, asking nothing', async () => {
    const { user } = renderVerify();
    const file = new File(['{"name": 3'], 'broken.json', { type: 'application/json' });
    await user.upload(await screen.findByLabelText('Roster file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'broken.json cannot be checked: This file is not a roster: it is not JSON.',
    );
    expect(api.requests).toEqual([]);
  });
});
