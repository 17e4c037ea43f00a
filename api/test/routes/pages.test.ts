/**
 * A page's editor list: its author, its listed editors and moderators edit and delete
 * it, usernames compared case-insensitively; only the author and moderators change the list;
 * only moderators change its type or tags.
 */
import { body, signUp, type TestUser, useTestApp, callsOf } from '../helpers/test-app.js';

interface Page {
  _id: string;
  reviewed: boolean;
  title: string;
  type: string;
  tags: string[];
  markdown: string;
  acl: { author: string; editors: string[] };
}

describe('a page and its listed editors', () => {
  const t = useTestApp();
  const { call } = callsOf(t);
  let author: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  let mod: TestUser;

  const save = (user: TestUser | null, id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pages/${id}`,
      headers: user?.headers ?? {},
      payload: { title: 'Old Ruins', type: 'terrain', ...payload },
    });
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/pages/${id}`, headers: user.headers });
  const read = async (id: string) => body<Page>(await t.app.inject(`/api/pages/${id}`));
  /** A fresh page by the author, listing `editors`. */
  const page = async (editors: string[]) => {
    const response = await call(author, 'POST', '/api/pages/', {
      title: 'Old Ruins',
      type: 'terrain',
      markdown: 'stones',
      acl: { editors },
    });
    expect(response.statusCode).toBe(200);
    return body<Page>(response);
  };

  beforeAll(async () => {
    [author, editor, stranger, mod] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app, { roles: ['mod'] }),
    ]);
  });

  it('lets a listed editor edit the page, and refuses a user who is not listed', async () => {
    const { _id } = await page([editor.username]);
    expect((await save(editor, _id, { markdown: 'moss' })).statusCode).toBe(200);
    expect((await read(_id)).markdown).toBe('moss');

    const refused = await save(stranger, _id, { markdown: 'graffiti' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You are not allowed to edit this page' });
    expect((await save(null, _id, { markdown: 'graffiti' })).statusCode).toBe(401);
    expect((await read(_id)).markdown).toBe('moss');
  });

  it('matches listed names case-insensitively, and stores them as their users spell them', async () => {
    const { _id, acl } = await page([editor.username.toUpperCase()]);
    expect(acl.editors).toEqual([editor.username]);
    expect((await save(editor, _id, { markdown: 'ivy' })).statusCode).toBe(200);
    expect((await read(_id)).markdown).toBe('ivy');
  });

  it('refuses a listed editor with no account, naming the username, and saves nothing', async () => {
    const mine = async (user: TestUser) =>
      body<Page[]>(await t.app.inject({ url: '/api/pages/mypages', headers: user.headers }));
    const before = (await mine(author)).length;
    const created = await call(author, 'POST', '/api/pages/', {
      title: 'Lost Ruins',
      type: 'terrain',
      acl: { editors: ['nobody-here'] },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body/acl/editors/0: there is no user named "nobody-here"',
    });
    expect(await mine(author)).toHaveLength(before);

    const { _id } = await page([editor.username]);
    const edited = await save(author, _id, {
      markdown: 'rubble',
      acl: { editors: [editor.username, ' ', 'Ghost_Writer'] },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({
      message: 'body/acl/editors/2: there is no user named "Ghost_Writer"',
    });
    expect(await read(_id)).toMatchObject({
      markdown: 'stones',
      acl: { editors: [editor.username] },
    });
  });

  it('lists in My Pages the pages a user authors or is listed on, in review or not', async () => {
    const mine = async (user: TestUser) =>
      body<Page[]>(await t.app.inject({ url: '/api/pages/mypages', headers: user.headers }));
    const listed = await page([editor.username.toUpperCase()]);
    const unlisted = await page([]);
    const byEditor = (await mine(editor)).map((item) => item._id);
    expect(byEditor).toContain(listed._id);
    expect(byEditor).not.toContain(unlisted._id);
    const byAuthor = (await mine(author)).map((item) => item._id);
    expect(byAuthor).toEqual(expect.arrayContaining([listed._id, unlisted._id]));
    expect((await mine(author)).every((item) => item.acl.author === author.username)).toBe(true);
    expect((await mine(stranger)).map((item) => item._id)).not.toContain(listed._id);
    expect((await t.app.inject('/api/pages/mypages')).statusCode).toBe(401);
  });

  it('lets a listed editor delete the page, and not a user who is not listed', async () => {
    const { _id } = await page([editor.username]);
    expect((await remove(stranger, _id)).statusCode).toBe(403);
    expect((await remove(editor, _id)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/pages/${_id}`)).statusCode).toBe(404);
  });

  it('keeps the list when a listed editor sends another one; the author changes it', async () => {
    const { _id } = await page([editor.username]);
    const byEditor = await save(editor, _id, { acl: { editors: [stranger.username] } });
    expect(body<Page>(byEditor).acl.editors).toEqual([editor.username]);
    expect((await save(stranger, _id, {})).statusCode).toBe(403);

    const byAuthor = await save(author, _id, { acl: { editors: [stranger.username] } });
    expect(body<Page>(byAuthor).acl.editors).toEqual([stranger.username]);
    expect((await save(stranger, _id, { markdown: 'new hand' })).statusCode).toBe(200);
    expect((await save(editor, _id, { markdown: 'old hand' })).statusCode).toBe(403);
  });

  it('lets only a moderator change the type or the tags, even for a listed editor', async () => {
    const { _id } = await page([editor.username]);
    expect((await save(editor, _id, { type: 'lore' })).statusCode).toBe(403);
    expect((await save(editor, _id, { tags: ['ruins'] })).statusCode).toBe(403);
    expect((await save(author, _id, { type: 'lore' })).statusCode).toBe(403);
    expect((await save(author, _id, { tags: ['ruins'] })).statusCode).toBe(403);
    expect(await read(_id)).toMatchObject({ type: 'terrain', tags: [] });

    const retagged = await save(mod, _id, { type: 'lore', tags: ['world'] });
    expect(body<Page>(retagged)).toMatchObject({ type: 'lore', tags: ['world'] });
    // A listed editor may still save the page as it now is.
    expect((await save(editor, _id, { type: 'lore', tags: ['world'] })).statusCode).toBe(200);
  });

  it('lets a moderator edit, relist and delete any page', async () => {
    const { _id } = await page([]);
    const relisted = await save(mod, _id, { acl: { editors: [editor.username] } });
    expect(body<Page>(relisted).acl.editors).toEqual([editor.username]);
    expect((await save(editor, _id, { markdown: 'listed by a moderator' })).statusCode).toBe(200);
    expect((await remove(mod, _id)).statusCode).toBe(200);
  });
});

describe("a lore collection's tabs: reviewed pages of one type with one tag", () => {
  const t = useTestApp();
  const { call } = callsOf(t);
  let mod: TestUser;

  const create = async (title: string, type: string, tags: string[]) => {
    const response = await call(mod, 'POST', '/api/pages/', {
      title,
      type,
      tags,
      markdown: `# ${title}`,
    });
    expect(response.statusCode).toBe(200);
    return body<Page>(response);
  };
  const titles = async (url: string) =>
    body<Page[]>(await t.app.inject(url)).map((page) => page.title);

  beforeAll(async () => {
    mod = await signUp(t.app, { roles: ['mod'] });
    await create('Founding of Kell', 'lore', ['world', 'story']);
    await create('Gazetteer', 'lore', ['world']);
    await create('Songs of the Choir', 'lore', ['choir']);
    await create('Raid on Kell', 'batrep', ['world', 'report']);
    await create('Table Tales', 'random', ['table tales']);
    const hidden = await create('Unfinished Chapter', 'lore', ['world']);
    const review = await call(mod, 'POST', `/api/pages/togglereviewed/${hidden._id}`, {});
    expect(body<Page>(review).reviewed).toBe(false);
  });

  it('lists only the reviewed pages of that type carrying the tag, with their tags', async () => {
    const cards = body<Page[]>(await t.app.inject('/api/pages/list/lore?tag=world'));
    expect(cards.map((page) => page.title)).toEqual(['Founding of Kell', 'Gazetteer']);
    expect(cards.map((page) => page.tags)).toEqual([['world', 'story'], ['world']]);
    expect(await titles('/api/pages/list/batrep?tag=world')).toEqual(['Raid on Kell']);
    expect(await titles('/api/pages/list/lore?tag=story')).toEqual(['Founding of Kell']);
    expect(await titles('/api/pages/list/lore?tag=nothing')).toEqual([]);
  });

  it('reads a tag with a space, and lists the whole type without a tag', async () => {
    expect(await titles('/api/pages/list/random?tag=table%20tales')).toEqual(['Table Tales']);
    expect(await titles('/api/pages/list/lore')).toEqual([
      'Founding of Kell',
      'Gazetteer',
      'Songs of the Choir',
    ]);
    expect(await titles('/api/pages/list/lore?tag=')).toHaveLength(3);
  });
});
