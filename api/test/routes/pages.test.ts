/**
 * A page's editor list (DESIGN §5): its author, its listed editors and moderators edit and delete
 * it, usernames compared case-insensitively; only the author and moderators change the list;
 * only moderators change its type or tags.
 */
import { body, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

interface Page {
  _id: string;
  title: string;
  type: string;
  tags: string[];
  markdown: string;
  acl: { author: string; editors: string[] };
}

describe('a page and its listed editors', () => {
  const t = useTestApp();
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pages/',
      headers: author.headers,
      payload: { title: 'Old Ruins', type: 'terrain', markdown: 'stones', acl: { editors } },
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

  it('matches listed names case-insensitively', async () => {
    const { _id } = await page([editor.username.toUpperCase()]);
    expect((await save(editor, _id, { markdown: 'ivy' })).statusCode).toBe(200);
    expect((await read(_id)).markdown).toBe('ivy');
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
