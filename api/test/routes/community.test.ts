import { body, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

interface Scenario {
  _id: string;
  slug: string;
  title: string;
  public: boolean;
  reviewed: boolean;
  author: string;
  markdown?: string;
  html?: string;
}
interface Page {
  _id: string;
  title: string;
  type: string;
  tags: string[];
  reviewed: boolean;
  markdown?: string;
  html?: string;
  acl: { author: string; editors: string[] };
}

describe('scenarios and pages', () => {
  const t = useTestApp();
  let writer: TestUser;
  let mod: TestUser;

  const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  beforeAll(async () => {
    writer = await signUp(t.app);
    mod = await signUp(t.app, { roles: ['mod'] });
  });

  it('runs a scenario from draft through review to the public list', async () => {
    const created = body<Scenario>(
      await post(writer, '/api/scenarios/', { title: 'Hold the Bridge', markdown: '## Setup' }),
    );
    expect(created).toMatchObject({
      slug: 'hold-the-bridge',
      public: false,
      reviewed: false,
      author: writer.username,
    });
    expect(body<number>(await t.app.inject('/api/scenarios?public=true&count=true'))).toBe(0);
    await post(writer, `/api/scenarios/${created._id}`, { title: 'Hold the Bridge', public: true });
    const queue = body<Scenario[]>(
      await t.app.inject({ url: '/api/scenarios/needsreview?public=true', headers: mod.headers }),
    );
    expect(queue.map((s) => s.slug)).toEqual(['hold-the-bridge']);
    const approved = body<Scenario>(
      await post(mod, `/api/scenarios/toggleapproval/${created._id}`),
    );
    expect(approved.reviewed).toBe(true);
    const list = body<Scenario[]>(
      await t.app.inject('/api/scenarios?public=true&limit=100&page=1'),
    );
    expect(list.map((s) => s.title)).toEqual(['Hold the Bridge']);
    expect(list[0]).not.toHaveProperty('markdown');
    const mine = body<Scenario[]>(
      await t.app.inject({
        url: '/api/scenarios/myscenarios?foo=bar&limit=100&page=1',
        headers: writer.headers,
      }),
    );
    expect(mine).toHaveLength(1);
    const detail = body<Scenario>(await t.app.inject('/api/scenarios/hold-the-bridge'));
    expect(detail.markdown).toBe('## Setup');
    const unpublished = body<Scenario>(
      await post(writer, `/api/scenarios/${created._id}`, {
        title: 'Hold the Bridge',
        public: false,
      }),
    );
    expect(unpublished).toMatchObject({ public: false, reviewed: false, slug: 'hold-the-bridge' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/scenarios/hold-the-bridge',
      headers: writer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject('/api/scenarios/hold-the-bridge')).statusCode).toBe(404);
  });

  it('lists reviewed pages by type and tag, as cards', async () => {
    const world = body<Page>(
      await post(mod, '/api/pages/', {
        title: 'The World',
        type: 'lore',
        tags: ['world'],
        markdown: 'Long ago',
      }),
    );
    expect(world.reviewed).toBe(true);
    await post(mod, '/api/pages/', { title: 'A Story', type: 'lore', tags: ['world', 'story'] });
    await post(mod, '/api/pages/', { title: 'Ruins', type: 'terrain' });
    const lore = body<Page[]>(await t.app.inject('/api/pages/list/lore?tag=world'));
    expect(lore.map((p) => p.title)).toEqual(['A Story', 'The World']);
    expect(lore[0]).not.toHaveProperty('markdown');
    const story = body<Page[]>(await t.app.inject('/api/pages/list/lore?tag=story'));
    expect(story.map((p) => p.title)).toEqual(['A Story']);
    expect(body<Page[]>(await t.app.inject('/api/pages/list/terrain')).map((p) => p.title)).toEqual(
      ['Ruins'],
    );
    expect((await t.app.inject('/api/pages/list/nonsense')).statusCode).toBe(400);
    expect(body<Page>(await t.app.inject(`/api/pages/${world._id}`)).markdown).toBe('Long ago');
  });

  it('reviews user pages, and only moderators change type and tags', async () => {
    const page = body<Page>(
      await post(writer, '/api/pages/', {
        title: 'My Terrain',
        type: 'terrain',
        markdown: 'hills',
      }),
    );
    expect(page).toMatchObject({ reviewed: false, acl: { author: writer.username, editors: [] } });
    expect(
      body<Page[]>(await t.app.inject('/api/pages/list/terrain')).map((p) => p.title),
    ).not.toContain('My Terrain');
    expect(
      body<Page[]>(await t.app.inject({ url: '/api/pages/mypages', headers: writer.headers })).map(
        (p) => p.title,
      ),
    ).toEqual(['My Terrain']);
    expect(
      body<Page[]>(await t.app.inject({ url: '/api/pages/modqueue', headers: mod.headers })).map(
        (p) => p.title,
      ),
    ).toEqual(['My Terrain']);
    expect(
      (await post(writer, `/api/pages/${page._id}`, { title: 'My Terrain', type: 'lore' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(writer, `/api/pages/${page._id}`, {
          title: 'My Terrain',
          type: 'terrain',
          tags: ['x'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(writer, '/api/pages/', { title: 'Tagged', type: 'terrain', tags: ['x'] }))
        .statusCode,
    ).toBe(403);
    const same = await post(writer, `/api/pages/${page._id}`, {
      title: 'My Hills',
      type: 'terrain',
      tags: [],
    });
    expect(body<Page>(same).title).toBe('My Hills');
    const retyped = await post(mod, `/api/pages/${page._id}`, {
      title: 'My Hills',
      type: 'lore',
      tags: ['world'],
    });
    expect(body<Page>(retyped)).toMatchObject({ type: 'lore', tags: ['world'] });
    const reviewed = body<Page>(await post(mod, `/api/pages/togglereviewed/${page._id}`));
    expect(reviewed.reviewed).toBe(true);
    expect(
      body<Page[]>(await t.app.inject('/api/pages/list/lore?tag=world')).map((p) => p.title),
    ).toContain('My Hills');
  });

  it('refuses a page listing an editor who has no account, naming the username', async () => {
    const response = await post(writer, '/api/pages/', {
      title: 'Haunted Keep',
      type: 'terrain',
      markdown: 'ghosts',
      acl: { editors: [mod.username, 'no-such-scribe'] },
    });
    expect(response.statusCode).toBe(400);
    expect(body<{ message: string }>(response).message).toBe(
      'body/acl/editors/1: there is no user named "no-such-scribe"',
    );
  });

  // The scenario and page views show the server's HTML, so it must carry no raw HTML and no
  // `javascript:` link; the lists stay light (no markdown, no HTML).
  it('answers one scenario or page with its markdown rendered to safe HTML, never in lists', async () => {
    const markdown = [
      '## Setup',
      '[click](javascript:alert(1)) <script>alert(1)</script>',
      '[Roster](/rosters#share=abc)',
    ].join('\n\n');
    const html = [
      '<h2>Setup</h2>',
      // The tags are skipped; their text stays text.
      '<p><span class="markdown-dropped-link">click</span> alert(1)</p>',
      '<p data-link-paragraph=""><a href="/rosters#share=abc">Roster</a></p>',
    ].join('\n');
    const scenario = body<Scenario>(
      await post(mod, '/api/scenarios/', { title: 'Rendered', markdown, public: true }),
    );
    expect(scenario.html).toBe(html);
    const page = body<Page>(
      await post(mod, '/api/pages/', { title: 'Rendered', type: 'terrain', markdown }),
    );
    expect(page.html).toBe(html);
    // A visitor (through the read cache) and a signed-in reader (read fresh) alike.
    for (const headers of [{}, writer.headers]) {
      const read = async <T>(url: string) => body<T>(await t.app.inject({ url, headers }));
      expect((await read<Scenario>(`/api/scenarios/${scenario.slug}`)).html).toBe(html);
      expect((await read<Page>(`/api/pages/${page._id}`)).html).toBe(html);
    }
    const edited = body<Page>(
      await post(mod, `/api/pages/${page._id}`, {
        title: 'Rendered',
        type: 'terrain',
        markdown: '[x](vbscript:msgbox(1))',
      }),
    );
    expect(edited.html).toBe('<p><span class="markdown-dropped-link">x</span></p>');
    const approved = body<Scenario>(
      await post(mod, `/api/scenarios/toggleapproval/${scenario._id}`),
    );
    expect(approved.html).toBe(html);
    const lists = [
      '/api/scenarios?public=true&limit=100&page=1',
      '/api/scenarios/needsreview?public=true',
      '/api/pages/list/terrain',
      '/api/pages/mypages',
      '/api/pages/modqueue',
    ];
    for (const url of lists) {
      const cards = body<object[]>(await t.app.inject({ url, headers: mod.headers }));
      for (const card of cards) expect(card).not.toHaveProperty('html');
    }
  });
});
