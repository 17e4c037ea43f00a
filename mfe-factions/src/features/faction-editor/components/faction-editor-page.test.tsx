import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONFLICT_MESSAGE, type Faction } from '@muster/shared-kernel/core';
import {
  FACTION,
  MOCK_API_ORIGIN,
  SCOUT,
  mockApi,
  saveElsewhere,
  signIn,
  signOut,
  itSendsVisitorsToLogin,
} from '@muster/shared-kernel/testing';
import { RE_REVIEW_MESSAGE, notify } from '@muster/shared-kernel/client';
import { renderApp } from '../../../test/render';

const api = mockApi();
const location = () => screen.getByTestId('location').textContent;
const saves = () => api.requests.filter((line) => line.startsWith('POST /api/factions'));

/** Answers faction saves with slug 'new-slug', keeping what was sent, and records the bodies. */
function serveSaves() {
  const bodies: unknown[] = [];
  api.server.use(
    http.post(`${MOCK_API_ORIGIN}/api/factions/:id?`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({
        ...FACTION,
        ...body,
        _id: params.id ?? 'new-id',
        slug: 'new-slug',
        acl: { author: 'vex', editors: (body.acl as { editors: string[] }).editors },
      });
    }),
  );
  return bodies;
}

afterEach(() => signOut());

/** Clicks Save and sees it stopped: the error shows, with its tab selected again. */
async function expectSaveStopped(error: string, tab: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(error)).toBeVisible();
  expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

describe('Faction Editor', () => {
  itSendsVisitorsToLogin(renderApp, ['/newfaction']);

  it('tells a signed-in user who is not a publisher how to become one', async () => {
    signIn('reader');
    renderApp('/newfaction');
    expect(await screen.findByText(/Only publishers create factions/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('requires a title, then creates a draft with tactics and effects and opens it', async () => {
    signIn('vex', ['publisher']);
    const bodies = serveSaves();
    renderApp('/newfaction');
    expect(await screen.findByRole('heading', { name: 'Faction Editor' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General Information',
      'Tactics',
      'Environment Effects',
      'Lore',
      'Roster Rules',
    ]);
    expect(screen.getByRole('checkbox', { name: /Public/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('tab', { name: 'Tactics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Tactic' }));
    const tactic = screen.getByRole('group', { name: 'Tactic 1' });
    for (const name of ['Name', 'Knack', 'Description'])
      expect(within(tactic).getByLabelText(name)).toHaveValue(name === 'Knack' ? null : '');
    await userEvent.type(within(tactic).getByLabelText('Name'), 'Shield Wall');
    await userEvent.type(within(tactic).getByLabelText('Knack'), '3');

    await userEvent.click(screen.getByRole('tab', { name: 'Environment Effects' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Environment Effect' }));
    const effect = screen.getByRole('group', { name: 'Environment effect 1' });
    await userEvent.type(within(effect).getByLabelText('Name'), 'Ash Storm');
    await userEvent.type(within(effect).getByLabelText('Round Effect'), 'Ranged knack -1.');

    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    expect(screen.getByRole('textbox', { name: 'Lore' })).toHaveAttribute('rows', '18');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lore' }), '# Oath');

    // No title yet: the editor jumps back to the first tab with the error.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(saves()).toEqual([]);

    // The error goes as soon as the title is typed.
    await userEvent.type(screen.getByLabelText('Title'), 'Iron Wardens');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Editor username'), 'ada{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Editors' })).getByText('ada'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Public/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/factions/new-slug'));
    expect(saves()).toEqual(['POST /api/factions/']);
    expect(bodies).toEqual([
      {
        title: 'Iron Wardens',
        description: '',
        lore: '# Oath',
        public: true,
        thumbnailURL: '',
        acl: { author: '', editors: ['ada'] },
        anteList: [{ name: 'Shield Wall', knack: 3, description: '' }],
        environmentList: [{ name: 'Ash Storm', description: 'Ranged knack -1.', antePenalty: 0 }],
        rosterRules: [],
      },
    ]);
  });

  it('checks the knacks and tactic penalties, showing the tab with the error', async () => {
    signIn('vex', ['publisher']);
    renderApp(`/editfaction/${FACTION.slug}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Environment Effects' }));
    const effect = screen.getByRole('group', { name: 'Environment effect 1' });
    await userEvent.clear(within(effect).getByLabelText('Tactic Penalty'));
    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    await expectSaveStopped('Tactic Penalty is required', 'Environment Effects');
    await userEvent.type(within(effect).getByLabelText('Tactic Penalty'), '200');
    expect(screen.getByText('Tactic Penalty must be from -100 to 100')).toBeVisible();
    await userEvent.clear(within(effect).getByLabelText('Tactic Penalty'));
    await userEvent.type(within(effect).getByLabelText('Tactic Penalty'), '2');
    expect(screen.queryByText(/Tactic Penalty (is|must)/)).not.toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('builds roster rules in their tab, tries them on a sample roster and saves them with the faction', async () => {
    signIn('vex', ['publisher']);
    const bodies = serveSaves();
    api.db.factions = [
      { ...FACTION, rosterRules: [{ kind: 'min', subject: { keyword: 'Leader' }, count: 1 }] },
    ];
    renderApp(`/editfaction/${FACTION.slug}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Roster Rules' }));
    // The tab's code and the faction's units arrive with its first opening.
    const first = await screen.findByRole('group', { name: 'Rule 1' });
    expect(within(first).getByText('Take at least 1 Leader')).toBeInTheDocument();
    const verdict = screen.getByRole('status', { name: 'Sample roster verdict' });
    expect(verdict).toHaveTextContent('1 problem');
    expect(verdict).toHaveTextContent('Take at least 1 Leader: you have 0');

    await userEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(verdict).toHaveTextContent('Legal');
    await userEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    await userEvent.selectOptions(within(rule).getByLabelText('Kind'), 'Take at most');
    await userEvent.selectOptions(within(rule).getByLabelText('Counts'), 'Scout');
    expect(within(rule).getByText('Take at most 1 Scout')).toBeInTheDocument();
    const scouts = screen.getByLabelText('Count of Scout');
    await userEvent.clear(scouts);
    await userEvent.type(scouts, '2');
    expect(verdict).toHaveTextContent('Take at most 1 Scout: you have 2');

    // Other tabs and back: the rules and the sample stay as they were.
    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Roster Rules' }));
    expect(screen.getByLabelText('Count of Scout')).toHaveValue(2);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/factions/new-slug'));
    expect(bodies).toEqual([
      expect.objectContaining({
        rosterRules: [{ kind: 'max', subject: { unit: SCOUT._id }, count: 1 }],
      }),
    ]);
  });

  it('stops Save on an incomplete roster rule, showing its tab', async () => {
    signIn('vex', ['publisher']);
    renderApp(`/editfaction/${FACTION.slug}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Roster Rules' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Rule' }));
    await userEvent.clear(
      within(screen.getByRole('group', { name: 'Rule 1' })).getByLabelText('Keyword'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'General Information' }));
    await expectSaveStopped('Keyword is required', 'Roster Rules');
    expect(saves()).toEqual([]);
  });

  it('loads a faction, saves it under its id, and Cancel goes back', async () => {
    signIn('ada', ['publisher']);
    const bodies = serveSaves();
    renderApp(`/editfaction/${FACTION.slug}`);
    expect(await screen.findByLabelText('Title')).toHaveValue(FACTION.title);
    await userEvent.click(screen.getByRole('button', { name: 'Remove editor ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/factions/new-slug'));
    expect(saves()).toEqual([`POST /api/factions/${FACTION._id}`]);
    expect(bodies).toEqual([
      expect.objectContaining({
        title: FACTION.title,
        acl: { author: '', editors: [] },
        anteList: FACTION.anteList,
      }),
    ]);
  });

  describe('re-review', () => {
    let info: jest.SpiedFunction<typeof notify.info>;
    beforeEach(() => {
      info = jest.spyOn(notify, 'info');
    });
    afterEach(() => info.mockRestore());

    async function saveAs(username: string, roles: string[], faction = FACTION) {
      api.db.factions = [{ ...faction }];
      if (!api.db.profiles.some((p) => p.username === username))
        api.db.profiles.push({ username, display: username, roles, likes: [] });
      signIn(username, roles);
      renderApp(`/editfaction/${faction.slug}`);
      expect(await screen.findByLabelText('Title')).toHaveValue(faction.title);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(location()).toBe(`/factions/${faction.slug}`));
    }

    it("tells the author an approved faction's changes wait for a moderator", async () => {
      await saveAs('vex', ['publisher']);
      expect(api.db.factions[0]?.reviewed).toBe(false);
      expect(info).toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
    });

    it("tells a moderator too: only an approval makes a version, the moderator's own edits included", async () => {
      await saveAs('mo', ['mod']);
      expect(api.db.factions[0]?.reviewed).toBe(false);
      expect(info).toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
    });

    it('tells nothing when saving a draft', async () => {
      await saveAs('vex', ['publisher'], { ...FACTION, public: false, reviewed: false });
      expect(info).not.toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
    });
  });

  it('Cancel goes back to the previous page without saving', async () => {
    signIn('vex', ['publisher']);
    renderApp(`/editfaction/${FACTION.slug}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it("tells other users they cannot edit, and says 'Error loading faction...' when missing", async () => {
    signIn('stranger', ['publisher']);
    const { unmount } = renderApp(`/editfaction/${FACTION.slug}`);
    expect(await screen.findByText(/Only the author, the listed editors/)).toBeInTheDocument();
    unmount();
    api.fail('get', '/api/factions/:key');
    renderApp('/editfaction/missing');
    expect(await screen.findByText('Error loading faction...')).toBeInTheDocument();
  });

  it('uploads a thumbnail by click or drop, and reports rejected files', async () => {
    signIn('vex', ['publisher']);
    const names: string[] = [];
    api.server.use(
      http.post(`${MOCK_API_ORIGIN}/api/image`, async ({ request }) => {
        const image = (await request.formData()).get('image');
        names.push(image instanceof File ? image.name : String(image));
        return HttpResponse.json({ file_url: '/api/image/abc.png' });
      }),
    );
    renderApp('/newfaction');
    const input = await screen.findByLabelText('Thumbnail file');
    const png = new File(['png'], 'banner.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    expect(await screen.findByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      '/api/image/abc.png',
    );
    expect(names).toEqual(['banner.png']);

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(input, text);
    expect(await screen.findByText(/^File type must be/)).toBeInTheDocument();
    expect(api.requests.filter((line) => line === 'POST /api/image')).toHaveLength(1);
  });

  it("keeps the thumbnail when the answer lacks file_url, logging 'wrong result'", async () => {
    signIn('vex', ['publisher']);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.server.use(http.post(`${MOCK_API_ORIGIN}/api/image`, () => HttpResponse.json({})));
    renderApp('/newfaction');
    await userEvent.upload(
      await screen.findByLabelText('Thumbnail file'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('wrong result', {}));
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('keeps the typed text when someone else saved first, and Reload brings their faction', async () => {
    signIn('vex', ['publisher']);
    renderApp(`/editfaction/${FACTION.slug}`);
    const title = await screen.findByLabelText('Title');
    saveElsewhere(api.db.factions[0] as Faction, {
      title: 'Wardens of Ash',
      lore: 'Their lore.',
    });

    await userEvent.clear(title);
    await userEvent.type(title, 'My Wardens');
    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Lore' }), ' My new lore.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeEnabled();
    // Nothing stored, nothing reset: the user's text is still there to copy.
    expect(api.db.factions[0]).toMatchObject({ title: 'Wardens of Ash', version: 2 });
    expect(screen.getByLabelText('Title')).toHaveValue('My Wardens');
    expect(screen.getByRole('textbox', { name: 'Lore' })).toHaveValue(
      `${FACTION.lore} My new lore.`,
    );
    expect(location()).toBe(`/editfaction/${FACTION.slug}`);

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Wardens of Ash'));
    expect(screen.getByRole('textbox', { name: 'Lore' })).toHaveValue('Their lore.');
    expect(screen.queryByRole('alert', { name: CONFLICT_MESSAGE })).not.toBeInTheDocument();

    // The editor now holds the server's version: saving again goes through.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/factions/${FACTION.slug}`));
    expect(api.db.factions[0]).toMatchObject({ title: 'Wardens of Ash', version: 3 });
  });
});
