import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RE_REVIEW_MESSAGE, notify } from '@muster/shared-kernel/client';
import { STATE_TEXTS } from '@muster/shared-kernel/ui';
import { CONFLICT_MESSAGE } from '@muster/shared-kernel/core';
import {
  MODERATOR,
  SCENARIO,
  createMockDb,
  mockApi,
  retype,
  saveElsewhere,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { address, renderApp } from '../../../test/render-app';
import { PUBLIC_NOTE } from './scenario-editor';

const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR] }));

const saves = () => api.requests.filter((line) => line.startsWith('POST /api/scenarios'));
const png = () => new File(['png'], 'map.png', { type: 'image/png' });
const EDIT_PATH = `/editscenario/${SCENARIO.slug}`;

let info: jest.SpiedFunction<typeof notify.info>;
beforeEach(() => {
  info = jest.spyOn(notify, 'info');
});
afterEach(() => {
  info.mockRestore();
  signOut();
});

it.each(['/newscenario', EDIT_PATH])(
  'sends a visitor from %s to the login page, reading nothing',
  async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(api.requests).toEqual([]);
  },
);

describe('New Scenario', () => {
  it('requires a title, saving nothing without one', async () => {
    signIn('ada');
    renderApp('/newscenario');
    expect(await screen.findByRole('heading', { name: 'New Scenario' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Body (markdown)'), 'Some text');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toEqual([]);
    // The error goes as the title is typed.
    await userEvent.type(screen.getByLabelText('Title'), 'Night Raid');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('writes a public scenario with a thumbnail, saves it and opens its page, in review', async () => {
    signIn('ada');
    renderApp('/newscenario');
    const body = await screen.findByLabelText('Body (markdown)');
    expect(body).toHaveAttribute('rows', '18');
    const publicBox = screen.getByRole('checkbox', { name: 'Public' });
    expect(publicBox).not.toBeChecked();
    expect(publicBox).toHaveAccessibleDescription(PUBLIC_NOTE);

    await userEvent.type(screen.getByLabelText('Title'), '  Night Raid ');
    await userEvent.type(body, '# Setup');
    await userEvent.upload(screen.getByLabelText('Thumbnail file'), png());
    expect(await screen.findByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      '/api/image/mock.png',
    );
    await userEvent.click(publicBox);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Night Raid', level: 1 })).toBeVisible();
    expect(address()).toBe('/scenarios/night-raid');
    expect(screen.getByRole('heading', { name: 'Setup' })).toBeVisible();
    expect(screen.getByText(/^In review/)).toBeVisible();
    expect(saves()).toEqual(['POST /api/scenarios/']);
    expect(api.requests).toContain('POST /api/image');
    expect(api.db.scenarios.find((s) => s.slug === 'night-raid')).toMatchObject({
      title: 'Night Raid',
      markdown: '# Setup',
      public: true,
      reviewed: false,
      thumbnailURL: '/api/image/mock.png',
      author: 'ada',
    });
  });

  it('saves nothing and stays when the save fails', async () => {
    signIn('ada');
    api.fail('post', '/api/scenarios/');
    renderApp('/newscenario');
    await userEvent.type(await screen.findByLabelText('Title'), 'Night Raid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toEqual(['POST /api/scenarios/']));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'New Scenario' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Night Raid');
    expect(api.db.scenarios).toEqual([SCENARIO]);
  });

  it('previews the body, loading the renderer on first use, and keeps the text on Write', async () => {
    signIn('ada');
    renderApp('/newscenario');
    await userEvent.type(await screen.findByLabelText('Body (markdown)'), '# Deployment zones');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(
      await screen.findByRole('heading', { name: 'Deployment zones' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('Body (markdown)')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByLabelText('Body (markdown)')).toHaveValue('# Deployment zones');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('shows the preview beside the text on a wide screen, without tabs', async () => {
    const wide = { matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn(() => wide as unknown as MediaQueryList);
    try {
      signIn('ada');
      renderApp('/newscenario');
      await userEvent.type(await screen.findByLabelText('Body (markdown)'), '## Objectives');
      expect(
        await screen.findByRole('heading', { name: 'Objectives' }, { timeout: 10_000 }),
      ).toBeVisible();
      expect(screen.getByLabelText('Body (markdown)')).toBeVisible();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1000px)');
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('Cancel goes back without saving', async () => {
    signIn('ada');
    renderApp('/newscenario');
    await userEvent.type(await screen.findByLabelText('Title'), 'Night Raid');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeVisible();
    expect(saves()).toEqual([]);
  });
});

describe('Edit Scenario', () => {
  it('loads the scenario, saves it under its id and opens its page', async () => {
    signIn('vex');
    renderApp(EDIT_PATH);
    expect(screen.getByText(STATE_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit Scenario' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue(SCENARIO.title);
    expect(screen.getByLabelText('Body (markdown)')).toHaveValue(SCENARIO.markdown);
    expect(screen.getByRole('checkbox', { name: 'Public' })).toBeChecked();
    await retype('Title', 'Hold the Pass at Dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Hold the Pass at Dawn', level: 1 }),
    ).toBeVisible();
    // The slug stays: links to the scenario keep working.
    expect(address()).toBe(`/scenarios/${SCENARIO.slug}`);
    expect(saves()).toEqual([`POST /api/scenarios/${SCENARIO._id}`]);
    // Re-review: the author's change sends the approved scenario back to its queue.
    expect(api.db.scenarios).toEqual([
      { ...SCENARIO, title: 'Hold the Pass at Dawn', reviewed: false, version: 2 },
    ]);
    expect(info).toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
  });

  it('lets a moderator edit a scenario of another author, keeping its review', async () => {
    signIn(MODERATOR.username, ['mod']);
    renderApp(EDIT_PATH);
    expect(await screen.findByLabelText('Title')).toHaveValue(SCENARIO.title);
    await retype('Title', 'Hold the Pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Hold the Pass', level: 1 })).toBeVisible();
    expect(api.db.scenarios[0]?.reviewed).toBe(true);
    expect(info).not.toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
  });

  it('keeps the typed text when someone else saved first, and Reload brings their scenario', async () => {
    signIn('vex');
    renderApp(EDIT_PATH);
    expect(await screen.findByLabelText('Title')).toHaveValue(SCENARIO.title);
    const stored = api.db.scenarios[0]!;
    saveElsewhere(stored, { title: 'Their Pass', markdown: 'Their body.' });

    await retype('Title', 'My Pass');
    await retype('Body (markdown)', 'My body.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Title')).toHaveValue('My Pass');
    expect(screen.getByLabelText('Body (markdown)')).toHaveValue('My body.');
    expect(stored).toMatchObject({ title: 'Their Pass', version: 2 });
    expect(address()).toBe(EDIT_PATH);

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their Pass'));
    expect(screen.getByLabelText('Body (markdown)')).toHaveValue('Their body.');
    expect(screen.queryByRole('alert', { name: CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Their Pass', level: 1 })).toBeVisible();
    expect(api.db.scenarios[0]?.version).toBe(3);
  });

  it('tells the author nothing when saving a draft', async () => {
    api.db.scenarios = [{ ...SCENARIO, public: false, reviewed: false }];
    signIn('vex');
    renderApp(EDIT_PATH);
    expect(await screen.findByLabelText('Title')).toHaveValue(SCENARIO.title);
    await retype('Title', 'Hold the Pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Hold the Pass', level: 1 })).toBeVisible();
    expect(info).not.toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
  });

  it('refuses users who are neither its author nor a moderator', async () => {
    signIn('ada');
    renderApp(EDIT_PATH);
    expect(
      await screen.findByText(`Only its author and moderators can edit ${SCENARIO.title}.`),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says "There\'s nothing to show..." for an unknown slug', async () => {
    signIn('vex');
    renderApp('/editscenario/no-such-scenario');
    expect(await screen.findByRole('heading', { name: STATE_TEXTS.nothingToShow })).toBeVisible();
  });

  it("says 'Error loading scenario...' when it cannot be read", async () => {
    signIn('vex');
    api.fail('get', '/api/scenarios/:slug');
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('heading', { name: STATE_TEXTS.scenarioError })).toBeVisible();
  });
});
