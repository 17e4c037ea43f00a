import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from './mock-db.js';

/** The origin the mock API answers on (the tests point the API client at it). */
export const MOCK_API_ORIGIN = 'http://muster.test';

const api = (path: string) => `${MOCK_API_ORIGIN}/api${path}`;

const notFound = (what: string) =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: `No ${what}` },
    { status: 404 },
  );

let nextId = 1;
const newId = () => `00000000-0000-4000-8000-1${String(nextId++).padStart(11, '0')}`;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Saves `body` into `list` (update by id, else create) and answers the saved record. */
function upsert<T extends { _id: string }>(list: T[], id: string | undefined, body: Partial<T>): T {
  const index = id === undefined ? -1 : list.findIndex((item) => item._id === id);
  if (index >= 0) {
    const saved = { ...list[index], ...body, _id: id } as T;
    list[index] = saved;
    return saved;
  }
  const created = { ...body, _id: newId() } as T;
  list.push(created);
  return created;
}

const remove = <T extends { _id: string }>(list: T[], match: (item: T) => boolean) => {
  const index = list.findIndex(match);
  if (index >= 0) list.splice(index, 1);
  return index >= 0;
};

/** The server's page size and most a page may hold (SPEC §9). */
const PAGE_SIZE = 100;

/**
 * A list call as the API answers it (api/src/routes/paging.ts): `search` matches titles
 * case-insensitively, `count=true` counts the matches, else one page of `limit` (at most 100),
 * a page past the end answering the last one.
 */
function listAnswer<T extends { title: string }>(url: URL, all: T[]) {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const found = search ? all.filter((item) => item.title.toLowerCase().includes(search)) : all;
  if (url.searchParams.get('count') === 'true') return HttpResponse.json(found.length);
  const limit = Math.min(
    Math.max(Number(url.searchParams.get('limit')) || PAGE_SIZE, 1),
    PAGE_SIZE,
  );
  const last = Math.max(1, Math.ceil(found.length / limit));
  const page = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), last);
  return HttpResponse.json(found.slice((page - 1) * limit, page * limit));
}

/** MSW handlers for every call of the API client, answering from (and writing to) `db`. */
export function createHandlers(db: MockDb): HttpHandler[] {
  const faction = (key: string) => db.factions.find((f) => f._id === key || f.slug === key);
  const card = ({
    lore: _lore,
    description: _d,
    anteList: _a,
    environmentList: _e,
    links: _l,
    ...rest
  }: (typeof db.factions)[number]) => rest;
  return [
    http.get(api('/site'), () => HttpResponse.json(db.site)),
    // factions
    http.get(api('/factions'), ({ request }) =>
      listAnswer(new URL(request.url), db.factions.filter((f) => f.public && f.reviewed).map(card)),
    ),
    http.get(api('/factions/myfactions'), ({ request }) =>
      listAnswer(new URL(request.url), db.factions.map(card)),
    ),
    http.get(api('/factions/needsreview'), ({ request }) =>
      listAnswer(
        new URL(request.url),
        db.factions.filter((f) => f.public && !f.reviewed).map(card),
      ),
    ),
    http.get(api('/factions/rand'), () => HttpResponse.json(db.factions.map(card))),
    http.get(api('/factions/byuser/:author'), ({ params }) =>
      HttpResponse.json(db.factions.filter((f) => f.acl.author === params.author).map(card)),
    ),
    http.get(api('/factions/:key'), ({ params }) => {
      const found = faction(String(params.key));
      return found ? HttpResponse.json(found) : notFound('faction');
    }),
    http.post(api('/factions/like/:id'), ({ params }) => {
      const found = faction(String(params.id));
      if (!found) return notFound('faction');
      found.likes += 1;
      return HttpResponse.json({ likes: found.likes });
    }),
    http.post(api('/factions/unlike/:id'), ({ params }) => {
      const found = faction(String(params.id));
      if (!found) return notFound('faction');
      found.likes = Math.max(0, found.likes - 1);
      return HttpResponse.json({ likes: found.likes });
    }),
    http.post(api('/factions/toggleapproval/:id'), ({ params }) => {
      const found = faction(String(params.id));
      if (!found) return notFound('faction');
      found.reviewed = !found.reviewed;
      return HttpResponse.json({ reviewed: found.reviewed });
    }),
    http.post(api('/factions/banishdraft/:id'), ({ params }) => {
      const found = faction(String(params.id));
      if (!found) return notFound('faction');
      found.public = false;
      return HttpResponse.json({ public: false });
    }),
    http.post(api('/factions/:id?'), async ({ request, params }) => {
      const body = (await request.json()) as Partial<MockDb['factions'][number]>;
      const id = params.id ? String(params.id) : undefined;
      const existing = faction(id ?? '');
      // The API keeps the author (a new faction's is the signed-in user: 'vex' here).
      const saved = upsert(db.factions, existing?._id ?? id, {
        likes: 0,
        ...body,
        acl: {
          author: existing?.acl.author ?? 'vex',
          editors: body.acl?.editors ?? existing?.acl.editors ?? [],
        },
        slug: existing?.slug ?? slugOf(body.title ?? 'faction'),
      });
      return HttpResponse.json(saved);
    }),
    http.delete(api('/factions/:slug'), ({ params }) =>
      remove(db.factions, (f) => f.slug === params.slug || f._id === params.slug)
        ? new HttpResponse(null, { status: 204 })
        : notFound('faction'),
    ),
    // units and weapons
    http.get(api('/units/faction/:id'), ({ params }) =>
      HttpResponse.json(db.units.filter((u) => u.faction === params.id)),
    ),
    http.get(api('/units/:id'), ({ params }) => {
      const found = db.units.find((u) => u._id === params.id);
      return found ? HttpResponse.json(found) : notFound('unit');
    }),
    http.post(api('/units/:id?'), async ({ request, params }) =>
      HttpResponse.json(
        upsert(
          db.units,
          params.id ? String(params.id) : undefined,
          (await request.json()) as object,
        ),
      ),
    ),
    http.delete(api('/units/:id'), ({ params }) =>
      remove(db.units, (u) => u._id === params.id)
        ? new HttpResponse(null, { status: 204 })
        : notFound('unit'),
    ),
    http.get(api('/weapons/faction/:id'), ({ params }) =>
      HttpResponse.json(db.weapons.filter((w) => w.faction === params.id)),
    ),
    http.get(api('/weapons/:id'), ({ params }) => {
      const found = db.weapons.find((w) => w._id === params.id);
      return found ? HttpResponse.json(found) : notFound('weapon');
    }),
    http.post(api('/weapons/:id?'), async ({ request, params }) =>
      HttpResponse.json(
        upsert(
          db.weapons,
          params.id ? String(params.id) : undefined,
          (await request.json()) as object,
        ),
      ),
    ),
    http.delete(api('/weapons/:id'), ({ params }) =>
      remove(db.weapons, (w) => w._id === params.id)
        ? new HttpResponse(null, { status: 204 })
        : notFound('weapon'),
    ),
    // rules
    http.get(api('/ability'), () => HttpResponse.json(db.abilities)),
    http.get(api('/ability/:id'), ({ params }) => {
      const found = db.abilities.find((a) => a._id === params.id);
      return found ? HttpResponse.json(found) : notFound('ability template');
    }),
    http.post(api('/ability/:id?'), async ({ request, params }) =>
      HttpResponse.json(
        upsert(
          db.abilities,
          params.id ? String(params.id) : undefined,
          (await request.json()) as object,
        ),
      ),
    ),
    http.delete(api('/ability/:id'), ({ params }) =>
      remove(db.abilities, (a) => a._id === params.id)
        ? new HttpResponse(null, { status: 204 })
        : notFound('ability template'),
    ),
    http.get(api('/ruleset/'), () => HttpResponse.json(db.ruleset)),
    http.post(api('/ruleset/'), async ({ request }) => {
      db.ruleset = { ...db.ruleset, ...((await request.json()) as object) };
      return HttpResponse.json(db.ruleset);
    }),
    http.get(api('/formulas/list/'), () => HttpResponse.json(db.formulas)),
    http.get(api('/formulas/active'), () => {
      const active = db.formulas.find((f) => f._id === db.ruleset.activePointFormula);
      return active ? HttpResponse.json(active) : notFound('active formula');
    }),
    http.get(api('/formulas/:id'), ({ params }) => {
      const found = db.formulas.find((f) => f._id === params.id);
      return found ? HttpResponse.json(found) : notFound('formula');
    }),
    http.post(api('/formulas/:id?'), async ({ request, params }) =>
      HttpResponse.json(
        upsert(db.formulas, params.id ? String(params.id) : undefined, {
          lastUpdated: new Date(0).toISOString(),
          ...((await request.json()) as object),
        }),
      ),
    ),
    http.delete(api('/formulas/:id'), ({ params }) =>
      remove(db.formulas, (f) => f._id === params.id)
        ? new HttpResponse(null, { status: 204 })
        : notFound('formula'),
    ),
    // scenarios and pages
    http.get(api('/scenarios'), ({ request }) =>
      listAnswer(
        new URL(request.url),
        db.scenarios.filter((s) => s.public && s.reviewed),
      ),
    ),
    http.get(api('/scenarios/myscenarios'), ({ request }) =>
      listAnswer(new URL(request.url), db.scenarios),
    ),
    http.get(api('/scenarios/needsreview'), ({ request }) =>
      listAnswer(
        new URL(request.url),
        db.scenarios.filter((s) => s.public && !s.reviewed),
      ),
    ),
    http.get(api('/scenarios/:slug'), ({ params }) => {
      const found = db.scenarios.find((s) => s.slug === params.slug || s._id === params.slug);
      return found ? HttpResponse.json(found) : notFound('scenario');
    }),
    http.get(api('/pages/list/:type'), ({ params, request }) => {
      const tag = new URL(request.url).searchParams.get('tag');
      return HttpResponse.json(
        db.pages.filter(
          (p) => p.reviewed && p.type === params.type && (!tag || p.tags.includes(tag)),
        ),
      );
    }),
    http.get(api('/pages/mypages'), () => HttpResponse.json(db.pages)),
    http.get(api('/pages/modqueue'), () => HttpResponse.json(db.pages.filter((p) => !p.reviewed))),
    http.get(api('/pages/:id'), ({ params }) => {
      const found = db.pages.find((p) => p._id === params.id);
      return found ? HttpResponse.json(found) : notFound('page');
    }),
    // users and images
    http.get(api('/users/profile/:username'), ({ params }) => {
      const found = db.profiles.find((p) => p.username === params.username);
      return found ? HttpResponse.json(found) : notFound('user');
    }),
    http.post(api('/image'), () => HttpResponse.json({ file_url: '/api/image/mock.png' })),
  ];
}
