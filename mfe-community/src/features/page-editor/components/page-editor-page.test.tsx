import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BATTLE_REPORT,
  LORE_PAGE,
  mockApi,
  retype,
  saveElsewhere,
  signIn,
  signOut,
  itSendsVisitorsToLogin,
} from '@muster/shared-kernel/testing';
import { CONFLICT_MESSAGE } from '@muster/shared-kernel/core';
import { RE_REVIEW_MESSAGE, notify } from '@muster/shared-kernel/client';
import { renderCommunity } from '../../../components/render-community';

const api = mockApi(() => ({
  profiles: [
    { username: 'vex', display: 'Vex', roles: ['publisher'], likes: [] },
    { username: 'ada', display: 'Ada', roles: [], likes: [] },
    { username: 'mia', display: 'Mia', roles: ['mod'], likes: [] },
  ],
}));
const location = () => screen.getByTestId('location').textContent;
const saves = () => api.requests.filter((r) => r.startsWith('POST /api/pages'));
const lastPage = () => api.db.pages[api.db.pages.length - 1]!;

afterEach(() => signOut());

async function openEditor(path: string) {
  renderCommunity(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Editor' })).toBeVisible();
}

describe('a new page', () => {
  itSendsVisitorsToLogin(renderCommunity, ['/newpage/terrain']);

  it("says 'There's nothing to show...' for an unknown type", async () => {
    signIn('ada');
    renderCommunity('/newpage/recipes');
    expect(
      await screen.findByRole('heading', { level: 1, name: "There's nothing to show..." }),
    ).toBeVisible();
  });

  it('needs a title: the error shows beside it and nothing is saved', async () => {
    signIn('ada');
    await openEditor('/newpage/terrain');
    await userEvent.type(screen.getByLabelText('Body'), 'Some words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toEqual([]);
    await userEvent.type(screen.getByLabelText('Title'), 'Hills');
    await waitFor(() => expect(screen.queryByText('Title is required')).not.toBeInTheDocument());
  });

  it('gives a non-moderator the type of the route, disabled, and no tags editor', async () => {
    signIn('ada');
    await openEditor('/newpage/terrain');
    const type = screen.getByLabelText('Page Type');
    expect(type).toBeDisabled();
    expect(type).toHaveDisplayValue('Terrain');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Battle Report', 'Scenario', 'Terrain', 'Lore', 'RandomStuff']);
    expect(screen.queryByLabelText('New tag')).not.toBeInTheDocument();
    expect(screen.queryByText('Tags')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Body')).toHaveAttribute('rows', '18');
  });

  it('previews the body live, saves with the editors named, and opens the new page', async () => {
    signIn('ada');
    await openEditor('/newpage/terrain');
    await userEvent.type(screen.getByLabelText('Title'), 'Hills and Dales');
    await userEvent.type(screen.getByLabelText('Body'), '# Rolling hills');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByRole('heading', { level: 1, name: 'Rolling hills' }),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Editor username'), 'vex{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hills and Dales' })).toBeVisible();
    expect(saves()).toEqual(['POST /api/pages/']);
    expect(lastPage()).toMatchObject({
      title: 'Hills and Dales',
      type: 'terrain',
      markdown: '# Rolling hills',
      tags: [],
      reviewed: false,
      acl: { author: 'ada', editors: ['vex'] },
    });
    expect(location()).toBe(`/pages/${lastPage()._id}`);
  });

  it("shows the server's refusal of an editor without an account, and keeps the form", async () => {
    signIn('ada');
    await openEditor('/newpage/random');
    await userEvent.type(screen.getByLabelText('Title'), 'Odds and ends');
    await userEvent.type(screen.getByLabelText('Editor username'), 'ghost{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bad Request: There is no user named ghost')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Odds and ends');
    expect(screen.getByRole('list', { name: 'Editors' })).toHaveTextContent('ghost');
    expect(location()).toBe('/newpage/random');
    expect(api.db.pages.some((p) => p.title === 'Odds and ends')).toBe(false);
  });

  it('lets a moderator choose the type and add and remove tags', async () => {
    signIn('mia', ['mod']);
    await openEditor('/newpage/lore');
    const type = screen.getByLabelText('Page Type');
    expect(type).toBeEnabled();
    expect(type).toHaveDisplayValue('Lore');
    await userEvent.selectOptions(type, 'batrep');
    await userEvent.type(screen.getByLabelText('Title'), 'The Ford');
    const tag = screen.getByLabelText('New tag');
    await userEvent.type(tag, 'report{Enter}');
    await userEvent.type(tag, 'story{Enter}');
    await userEvent.type(tag, 'bad!{Enter}');
    expect(screen.getByText('Tag may hold only letters, digits, spaces, _ and -')).toBeVisible();
    await userEvent.clear(tag);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag story' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The Ford' })).toBeVisible();
    expect(lastPage()).toMatchObject({ type: 'batrep', tags: ['report'], reviewed: true });
  });

  it('goes back on Cancel without saving', async () => {
    signIn('ada');
    await openEditor('/newpage/lore');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Previous page /previous' })).toBeVisible();
    expect(saves()).toEqual([]);
  });
});

describe('editing a page', () => {
  it('fills the form; a listed editor keeps the type, tags and editors, and saving opens the page', async () => {
    signIn('vex');
    await openEditor(`/editpage/${BATTLE_REPORT._id}`);
    expect(screen.getByLabelText('Title')).toHaveValue(BATTLE_REPORT.title);
    expect(screen.getByLabelText('Body')).toHaveValue(BATTLE_REPORT.markdown);
    expect(screen.getByLabelText('Page Type')).toBeDisabled();
    expect(screen.getByLabelText('Page Type')).toHaveDisplayValue('Battle Report');
    expect(screen.queryByLabelText('New tag')).not.toBeInTheDocument();
    // Only the author and moderators name editors.
    expect(screen.queryByLabelText('Editor username')).not.toBeInTheDocument();

    await retype('Title', 'Clash at the Ford, retold');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clash at the Ford, retold' }),
    ).toBeVisible();
    expect(saves()).toEqual([`POST /api/pages/${BATTLE_REPORT._id}`]);
    expect(api.db.pages.find((p) => p._id === BATTLE_REPORT._id)).toMatchObject({
      type: 'batrep',
      tags: ['report'],
      acl: { author: 'ada', editors: ['vex'] },
    });
    expect(location()).toBe(`/pages/${BATTLE_REPORT._id}`);
  });

  describe("re-review (an author's change sends an approved page back to review)", () => {
    let info: jest.SpiedFunction<typeof notify.info>;
    beforeEach(() => {
      info = jest.spyOn(notify, 'info');
    });
    afterEach(() => info.mockRestore());

    async function save(id: string) {
      await openEditor(`/editpage/${id}`);
      await retype('Title', 'Retitled');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Retitled' })).toBeVisible();
    }

    it("tells the author a reviewed page's changes wait for a moderator", async () => {
      signIn('vex');
      await save(LORE_PAGE._id);
      expect(api.db.pages.find((p) => p._id === LORE_PAGE._id)?.reviewed).toBe(false);
      expect(info).toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
    });

    it("tells a moderator nothing: the moderator's save keeps the review", async () => {
      signIn('mia', ['mod']);
      await save(LORE_PAGE._id);
      expect(api.db.pages.find((p) => p._id === LORE_PAGE._id)?.reviewed).toBe(true);
      expect(info).not.toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
    });

    it('tells nothing when the page was in review already', async () => {
      signIn('ada');
      await save(BATTLE_REPORT._id);
      expect(info).not.toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
    });
  });

  it('keeps the typed text when someone else saved first, and Reload brings their page', async () => {
    signIn('vex');
    await openEditor(`/editpage/${BATTLE_REPORT._id}`);
    const stored = api.db.pages.find((p) => p._id === BATTLE_REPORT._id)!;
    saveElsewhere(stored, { title: 'Their Ford', markdown: 'Their report.' });

    await retype('Title', 'My Ford');
    await retype('Body', 'My report.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(screen.getByLabelText('Title')).toHaveValue('My Ford');
    expect(screen.getByLabelText('Body')).toHaveValue('My report.');
    expect(stored).toMatchObject({ title: 'Their Ford', version: 2 });
    expect(location()).toBe(`/editpage/${BATTLE_REPORT._id}`);

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their Ford'));
    expect(screen.getByLabelText('Body')).toHaveValue('Their report.');
    expect(screen.queryByRole('alert', { name: CONFLICT_MESSAGE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their Ford' })).toBeVisible();
    expect(api.db.pages.find((p) => p._id === BATTLE_REPORT._id)?.version).toBe(3);
  });

  it('lets the author change the editors', async () => {
    signIn('ada');
    await openEditor(`/editpage/${BATTLE_REPORT._id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Remove editor vex' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/pages/${BATTLE_REPORT._id}`));
    expect(api.db.pages.find((p) => p._id === BATTLE_REPORT._id)?.acl.editors).toEqual([]);
  });

  it("shows a moderator the page's tags", async () => {
    signIn('mia', ['mod']);
    await openEditor(`/editpage/${LORE_PAGE._id}`);
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('story');
    expect(screen.getByLabelText('Page Type')).toBeEnabled();
  });

  it('tells a user who may not edit the page so', async () => {
    signIn('ada');
    renderCommunity(`/editpage/${LORE_PAGE._id}`);
    expect(
      await screen.findByText(
        `Only the author, the listed editors and moderators can edit ${LORE_PAGE.title}.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("says 'There's nothing to show...' for an unknown id, and 'Error loading page...' for a failed read", async () => {
    signIn('vex');
    const { unmount } = renderCommunity('/editpage/00000000-0000-4000-8000-00000000dead');
    expect(
      await screen.findByRole('heading', { level: 1, name: "There's nothing to show..." }),
    ).toBeVisible();
    unmount();
    api.fail('get', '/api/pages/:id');
    renderCommunity(`/editpage/${LORE_PAGE._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error loading page...' }),
    ).toBeVisible();
  });
});
