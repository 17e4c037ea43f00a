import {
  body,
  logInAdmin,
  signUp,
  type TestUser,
  useTestApp,
  callsOf,
} from '../helpers/test-app.js';

interface Faction {
  _id: string;
  slug: string;
  title: string;
  lore: string;
  public: boolean;
  reviewed: boolean;
  likes: number;
  acl: { author: string; editors: string[] };
}

describe('factions', () => {
  const t = useTestApp();
  const { call } = callsOf(t);
  let publisher: TestUser;
  let mod: TestUser;

  const create = async (user: TestUser, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/factions/',
      headers: user.headers,
      payload,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return body<Faction>(response);
  };

  /** A moderator's review action on a faction. */
  const moderate = (action: 'toggleapproval' | 'banishdraft', id: string) =>
    call(mod, 'POST', `/api/factions/${action}/${id}`, {});

  beforeAll(async () => {
    publisher = await signUp(t.app, { roles: ['publisher'] });
    mod = await signUp(t.app, { roles: ['mod'] });
  });

  it('creates drafts with a slug from the title, unique and stable', async () => {
    const first = await create(publisher, { title: 'Iron Wardens of Kell!', lore: '# Lore' });
    expect(first).toMatchObject({
      slug: 'iron-wardens-of-kell',
      public: false,
      reviewed: false,
      likes: 0,
    });
    expect(first.acl.author).toBe(publisher.username);
    const second = await create(publisher, { title: 'Iron  Wardens of KELL' });
    expect(second.slug).toBe('iron-wardens-of-kell-2');
    const saved = await call(publisher, 'POST', `/api/factions/${first._id}`, {
      ...first,
      title: 'Renamed Wardens',
    });
    expect(saved.statusCode).toBe(200);
    expect(body<Faction>(saved)).toMatchObject({
      slug: 'iron-wardens-of-kell',
      title: 'Renamed Wardens',
    });
    // A draft never approved is read by anyone with its link, its author and a visitor alike.
    const asAuthor = (url: string) => t.app.inject({ url, headers: publisher.headers });
    const bySlug = await asAuthor(`/api/factions/iron-wardens-of-kell`);
    expect(body<Faction>(bySlug)._id).toBe(first._id);
    const byId = await asAuthor(`/api/factions/${first._id}`);
    expect(body<Faction>(byId).lore).toBe('# Lore');
    const byVisitor = await t.app.inject(`/api/factions/${first._id}`);
    expect(byVisitor.statusCode).toBe(200);
    expect(body<Faction>(byVisitor)).toMatchObject({ title: 'Renamed Wardens', lore: '# Lore' });
  });

  it('gives concurrent factions of the same title distinct slugs', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, () => create(publisher, { title: 'Twin Banner' })),
    );
    const slugs = created.map((faction) => faction.slug).sort();
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain('twin-banner');
    for (const faction of created) {
      await call(publisher, 'DELETE', `/api/factions/${faction._id}`);
    }
  });

  it('lists public reviewed factions as cards, paged by 100, with counts and search', async () => {
    const titles = Array.from({ length: 105 }, (_, i) => `Listed ${String(i).padStart(3, '0')}`);
    for (const title of titles) {
      const faction = await create(publisher, { title, public: true, lore: 'secret lore' });
      await moderate('toggleapproval', faction._id);
    }
    const count = await t.app.inject('/api/factions?public=true&count=true');
    expect(body<number>(count)).toBe(105);
    const page1 = body<Faction[]>(await t.app.inject('/api/factions?public=true&limit=100&page=1'));
    expect(page1).toHaveLength(100);
    expect(page1[0]).not.toHaveProperty('lore');
    expect(Object.keys(page1[0] ?? {}).sort()).toEqual([
      '_id',
      'acl',
      'likes',
      'public',
      'reviewNote',
      'reviewed',
      'slug',
      'thumbnailURL',
      'title',
    ]);
    const page2 = body<Faction[]>(await t.app.inject('/api/factions?public=true&limit=100&page=2'));
    expect(page2.map((f) => f.title)).toEqual(titles.slice(100));
    const clamped = body<Faction[]>(
      await t.app.inject('/api/factions?public=true&limit=100&page=99'),
    );
    expect(clamped).toEqual(page2);
    const low = body<Faction[]>(await t.app.inject('/api/factions?public=true&limit=100&page=-3'));
    expect(low[0]?.title).toBe('Listed 000');
    const search = body<Faction[]>(
      await t.app.inject('/api/factions?public=true&limit=100&page=1&search=listed%2010'),
    );
    expect(search.map((f) => f.title)).toEqual([
      'Listed 100',
      'Listed 101',
      'Listed 102',
      'Listed 103',
      'Listed 104',
    ]);
    expect(
      body<number>(await t.app.inject('/api/factions?public=true&count=true&search=%25')),
    ).toBe(0);
    const drafts = body<Faction[]>(
      await t.app.inject('/api/factions?public=true&limit=100&page=1&search=wardens'),
    );
    expect(drafts).toEqual([]);
  });

  it('keeps the moderation queue and my factions apart', async () => {
    const pending = await create(publisher, { title: 'Awaiting Review', public: true });
    const queue = body<Faction[]>(
      await t.app.inject({
        url: '/api/factions/needsreview?public=true&limit=100&page=1',
        headers: mod.headers,
      }),
    );
    expect(queue.map((f) => f.title)).toEqual(['Awaiting Review']);
    expect(
      (
        await t.app.inject({
          url: '/api/factions/needsreview?public=true',
          headers: publisher.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject('/api/factions/needsreview?public=true')).statusCode).toBe(401);
    const editor = await signUp(t.app);
    await call(publisher, 'POST', `/api/factions/${pending._id}`, {
      title: pending.title,
      public: true,
      acl: { editors: [editor.username] },
    });
    const mine = body<Faction[]>(
      await t.app.inject({
        url: '/api/factions/myfactions?foo=bar&limit=100&page=1',
        headers: editor.headers,
      }),
    );
    expect(mine.map((f) => f.title)).toEqual(['Awaiting Review']);
    const mineCount = await t.app.inject({
      url: '/api/factions/myfactions?foo=bar&count=true',
      headers: publisher.headers,
    });
    expect(body<number>(mineCount)).toBeGreaterThan(100);
    expect((await t.app.inject('/api/factions/myfactions?foo=bar')).statusCode).toBe(401);
  });

  it('moderates: approve, disapprove and banish to draft', async () => {
    const faction = await create(publisher, { title: 'To Be Judged', public: true });
    const approve = await moderate('toggleapproval', faction._id);
    expect(body<Faction>(approve).reviewed).toBe(true);
    const disapprove = await moderate('toggleapproval', faction._id);
    expect(body<Faction>(disapprove).reviewed).toBe(false);
    const banish = await moderate('banishdraft', faction._id);
    expect(body<Faction>(banish)).toMatchObject({ public: false, reviewed: false });
  });

  it('answers a random listed faction and factions by author', async () => {
    const random = body<Faction[]>(await t.app.inject('/api/factions/rand'));
    expect(random).toHaveLength(1);
    expect(random[0]).toMatchObject({ public: true, reviewed: true });
    const byUser = body<Faction[]>(
      await t.app.inject(`/api/factions/byuser/${publisher.username}`),
    );
    expect(byUser.length).toBe(100);
    expect(byUser.every((f) => f.public && f.reviewed)).toBe(true);
  });

  it('counts each like once, exactly, under concurrent likes and unlikes', async () => {
    const faction = await create(publisher, { title: 'Much Loved', public: true });
    expect((await moderate('toggleapproval', faction._id)).statusCode).toBe(200);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    const like = (user: TestUser, path: 'like' | 'unlike') =>
      call(user, 'POST', `/api/factions/${path}/${faction._id}`, {});
    const first = await Promise.all(
      fans.flatMap((fan) => [like(fan, 'like'), like(fan, 'like'), like(fan, 'like')]),
    );
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect(body<Faction>(await t.app.inject(`/api/factions/${faction._id}`)).likes).toBe(12);
    await Promise.all(
      fans
        .slice(0, 5)
        .flatMap((fan) => [
          like(fan, 'unlike'),
          like(fan, 'unlike'),
          like(fans[11] ?? fan, 'like'),
        ]),
    );
    const after = await t.app.inject(`/api/factions/${faction._id}`);
    expect(body<Faction>(after).likes).toBe(7);
    const answer = body<{ likes: number; userLikes: string[] }>(
      await like(fans[6] ?? publisher, 'like'),
    );
    expect(answer).toMatchObject({ likes: 7, userLikes: [faction._id] });
    const profile = body<{ likes: string[] }>(
      await t.app.inject({ url: '/api/users/profile', headers: (fans[6] ?? publisher).headers }),
    );
    expect(profile.likes).toEqual([faction._id]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/factions/like/${faction._id}`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await like(fans[0] ?? publisher, 'like').then(() =>
          call(publisher, 'POST', '/api/factions/like/00000000-0000-4000-8000-000000000000', {}),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lets the author and moderators delete, not editors', async () => {
    const editor = await signUp(t.app);
    const faction = await create(publisher, {
      title: 'Doomed',
      acl: { editors: [editor.username] },
    });
    expect((await call(editor, 'DELETE', `/api/factions/${faction.slug}`)).statusCode).toBe(403);
    const removed = await call(publisher, 'DELETE', `/api/factions/${faction.slug}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject(`/api/factions/${faction.slug}`)).statusCode).toBe(404);
  });

  it('only lets the author or a moderator change the editors', async () => {
    const editor = await signUp(t.app);
    const other = await signUp(t.app);
    const faction = await create(publisher, {
      title: 'Shared',
      acl: { editors: [editor.username] },
    });
    const saved = await call(editor, 'POST', `/api/factions/${faction._id}`, {
      title: 'Shared, edited',
      acl: { author: editor.username, editors: [other.username] },
    });
    expect(body<Faction>(saved)).toMatchObject({
      title: 'Shared, edited',
      acl: { author: publisher.username, editors: [editor.username] },
    });
    const admin = await logInAdmin(t.app);
    const byAdmin = await call(admin, 'POST', `/api/factions/${faction._id}`, {
      title: 'Shared',
      acl: { editors: [] },
    });
    expect(body<Faction>(byAdmin).acl.editors).toEqual([]);
  });

  it('refuses an editor with no account, naming them, and stores names as users spell them', async () => {
    const editor = await signUp(t.app);
    const refused = await call(publisher, 'POST', '/api/factions/', {
      title: 'Ghostly',
      acl: { editors: [editor.username, 'no-such-warden'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'body/acl/editors/1: there is no user named "no-such-warden"',
    });
    const faction = await create(publisher, {
      title: 'Shouted',
      acl: { editors: [editor.username.toUpperCase(), editor.username] },
    });
    expect(faction.acl.editors).toEqual([editor.username]);
    const mine = body<Faction[]>(
      await t.app.inject({
        url: '/api/factions/myfactions?foo=bar&limit=100&page=1',
        headers: editor.headers,
      }),
    );
    expect(mine.map((item) => item.title)).toEqual(['Shouted']);
  });

  it('serves ETags and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject('/api/factions?public=true&limit=100&page=1');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({
      url: '/api/factions?public=true&limit=100&page=1',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a write at once on the instance that made it', async () => {
    const before = body<number>(await t.app.inject('/api/factions?public=true&count=true'));
    const faction = await create(publisher, { title: 'Fresh', public: true });
    await moderate('toggleapproval', faction._id);
    expect(body<number>(await t.app.inject('/api/factions?public=true&count=true'))).toBe(
      before + 1,
    );
  });
});
