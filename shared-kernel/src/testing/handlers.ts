import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  CONFLICT_MESSAGE,
  INVITATION_GONE_MESSAGES,
  LORE_COLLECTIONS,
  can,
  isPageType,
  sameUsername,
  type InvitationEnd,
  type ReviewIntent,
  type UserProfile,
} from '@muster/shared-kernel/core';
import {
  AbilityTemplatePayload,
  FactionPayload,
  LoginPayload,
  ModerationPayload,
  PagePayload,
  ReviewPayload,
  PointFormulaPayload,
  RegisterPayload,
  RulesetPayload,
  ScenarioPayload,
  UnitPayload,
  WeaponPayload,
  schemaErrorMessage,
} from '@muster/shared-kernel/core/model';
import { markdownToHtml } from '@muster/shared-kernel/ui/markdown-html';
import type { MockDb, StoredPage } from './mock-db.js';
import { claimsOf, mockInviteToken, mockSessionToken } from './tokens.js';

/**
 * The ruleset, a scenario or a page as the API answers it: with its markdown rendered by the
 * server's renderer (lists answer cards, without either).
 */
const withHtml = <T extends { markdown: string }>(stored: T): T & { html: string } => ({
  ...stored,
  html: markdownToHtml(stored.markdown),
});

/** The origin the mock API answers on (the tests point the API client at it). */
export const MOCK_API_ORIGIN = 'http://muster.test';

const api = (path: string) => `${MOCK_API_ORIGIN}/api${path}`;

const notFound = (what: string) =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: `No ${what}` },
    { status: 404 },
  );

const failure = (status: number, error: string, message: string) =>
  HttpResponse.json({ statusCode: status, error, message }, { status });

const unauthorized = () => failure(401, 'Unauthorized', 'Authentication required');

/** A stored thing's version: the mock db stamps 1 on each, as the API's column default does. */
interface Stored {
  version?: number;
}

/**
 * As the API (issue 14): a save naming a version other than the stored one is a 409 with
 * {@link CONFLICT_MESSAGE}, and stores nothing. A save naming none (a new thing, an old client)
 * is taken.
 */
const staleSave = (existing: Stored | undefined, sent: number | undefined): Response | null =>
  existing && sent !== undefined && sent !== (existing.version ?? 1)
    ? failure(409, 'Conflict', CONFLICT_MESSAGE)
    : null;

/** The version a save stores: 1 for a new thing, one more than the stored one otherwise. */
const nextVersion = (existing: Stored | undefined): number => (existing?.version ?? 0) + 1;

/** The API's 400 for the first thing `schema` refuses in a body, naming it as the API does. */
function refusal(schema: TSchema, body: unknown): Response | null {
  // An unknown field is reported twice (`schema is false` at the field, then at the object):
  // the API reports the object's.
  const error = Value.Errors(schema, body).find((e) => e.keyword !== 'boolean');
  return error ? failure(400, 'Bad Request', schemaErrorMessage('body', error)) : null;
}

/**
 * Reads a write's body as the API does: SPEC §3's defaults filled in, then the call's payload
 * schema from /core checked. A body the API would refuse gets its 400, naming the field the same
 * way (`body/title ...`), so a screen's test cannot pass on a request the real server refuses.
 */
/**
 * As the API: a moderation call's optional body, checked against `schema` (`ReviewPayload` for a
 * review, `ModerationPayload` for a banishment): the reason, trimmed ('' when none), and the
 * result a review asks for; a bad body is a 400.
 */
async function moderationOf(
  request: Request,
  schema: typeof ReviewPayload | typeof ModerationPayload,
): Promise<{ ok: true; reason: string; action?: ReviewIntent } | { ok: false; answer: Response }> {
  const text = await request.text();
  const body: unknown = text ? JSON.parse(text) : {};
  const payload = Value.Default(schema, body);
  const refused = refusal(schema, payload);
  if (refused) return { ok: false, answer: refused };
  const { reason, action } = payload as ReviewPayload;
  return { ok: true, reason: (reason ?? '').trim(), ...(action ? { action } : {}) };
}

/**
 * As the API's review changes (api/src/repositories/moderation.ts), once the item is found and
 * the actor may review it: reads the optional reason and, for a review, the result asked for
 * (none: the call toggles); `banish` makes the item a draft, its review gone. A result that
 * already holds changes nothing. Answers the item with `alreadyDone`.
 */
const REVIEW_CHANGES = [
  ['toggleapproval', 'toggle'],
  ['banishdraft', 'banish'],
] as const;

async function changeReview<T extends { public?: boolean; reviewed: boolean; reviewNote?: string }>(
  request: Request,
  item: T,
  change: 'toggle' | 'banish',
  answered: (item: T) => JsonBodyType = (changed) => changed,
): Promise<Response> {
  const given = await moderationOf(
    request,
    change === 'banish' ? ModerationPayload : ReviewPayload,
  );
  if (!given.ok) return given.answer;
  const intent =
    change === 'banish' ? 'banish' : (given.action ?? (item.reviewed ? 'disapprove' : 'approve'));
  const alreadyDone =
    intent === 'approve'
      ? item.reviewed
      : !item.reviewed && (intent === 'disapprove' || item.public === false);
  if (!alreadyDone) {
    if (intent === 'banish') item.public = false;
    item.reviewed = intent === 'approve';
    item.reviewNote = intent === 'approve' ? '' : given.reason;
  }
  return HttpResponse.json({ ...(answered(item) as object), alreadyDone });
}

async function payloadOf<S extends TSchema>(
  schema: S,
  request: Request,
): Promise<{ ok: true; body: Static<S> } | { ok: false; answer: Response }> {
  const body = Value.Default(schema, await request.json());
  const refused = refusal(schema, body);
  return refused ? { ok: false, answer: refused } : { ok: true, body: body as Static<S> };
}

/** The API's 403 messages of the actions the users calls authorise. */
const REFUSALS = {
  'publisher:signup': 'You are not allowed to sign up as publisher',
  'invite:create': 'You are not allowed to generate registration links',
  'faction:review': 'You are not allowed to review factions',
  'scenario:review': 'You are not allowed to review scenarios',
  'page:review': 'You are not allowed to review pages',
  'queue:read': 'You are not allowed to see the moderation queue',
  'scenario:edit': 'You are not allowed to edit this scenario',
  'scenario:delete': 'You are not allowed to delete this scenario',
  'users:list': 'You are not allowed to list users',
  'roles:grant': 'You are not allowed to change roles',
  'modlog:read': 'You are not allowed to read the moderation log',
};

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
  const scenario = (key: string) => db.scenarios.find((s) => s._id === key || s.slug === key);
  const user = (username: string) => db.profiles.find((p) => sameUsername(p.username, username));
  /** The signed-in user the request's Bearer token names, as the API's actor (or null). */
  const actorOf = (request: Request): UserProfile | null => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const claims = claimsOf(token);
    const found =
      claims?.typ === 'session' && typeof claims.username === 'string'
        ? user(claims.username)
        : undefined;
    return found ?? null;
  };
  /** A profile as the server shows it: the email only to those `can` lets see it. */
  const profileFor = ({ email, ...profile }: UserProfile, actor: UserProfile | null) =>
    can(actor, 'email:see', profile) ? { ...profile, email: email ?? '' } : profile;
  const session = (profile: UserProfile) => ({
    token: mockSessionToken(profile.username),
    username: profile.username,
    display: profile.display,
    roles: profile.roles,
    likes: profile.likes,
  });
  /** The API's `authorize` refusing: 401 for an anonymous user, else 403. */
  const refusal = (actor: UserProfile | null, action: keyof typeof REFUSALS) =>
    actor ? failure(403, 'Forbidden', REFUSALS[action]) : unauthorized();
  /**
   * The refusal of a faction review: 401 without a session, 403 for a user the mock knows who is
   * no moderator. A session of a user missing from `db.profiles` is let through, so tests that
   * sign in a moderator without adding a profile keep working (the real API would refuse them).
   */
  // Re-review (issues 13 and 28): any change of a unit or weapon, a moderator's too, takes its
  // faction's review: only an approval makes a version.
  const unreviewFaction = (factionId: string): void => {
    const owner = db.factions.find((f) => f._id === factionId);
    if (owner) owner.reviewed = false;
  };
  const factionReviewRefusal = (request: Request) => {
    if (!request.headers.get('Authorization')) return unauthorized();
    const actor = actorOf(request);
    return actor && !can(actor, 'faction:review') ? refusal(actor, 'faction:review') : null;
  };
  const card = ({
    lore: _lore,
    description: _d,
    anteList: _a,
    environmentList: _e,
    links: _l,
    ...rest
  }: (typeof db.factions)[number]) => rest;
  /**
   * An invite token the administrator generated, with why it can no longer be used (`end`);
   * 'unknown' when none generated it.
   */
  const invitation = (token: string) => {
    const claims = claimsOf(token);
    if (claims?.typ !== 'invite' || !db.invites.includes(token)) return 'unknown' as const;
    const expires = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    const end: InvitationEnd | null = db.usedInvites.includes(token)
      ? 'used'
      : db.revokedInvites.includes(token)
        ? 'revoked'
        : expires <= Date.now()
          ? 'expired'
          : null;
    const roles = Array.isArray(claims.roles)
      ? (claims.roles as unknown[]).filter((role): role is string => typeof role === 'string')
      : [];
    return {
      token,
      _id: String(claims.jti),
      roles,
      note: db.inviteNotes[token] ?? '',
      expires: new Date(expires).toISOString(),
      end,
    };
  };
  /**
   * An invite link's lookup, and the administrator's list of the unused invitations and their
   * revocation, as api/src/routes/users.ts answers them.
   */
  const invitationHandlers = () => [
    http.get(api('/users/invite/:token'), ({ params }) => {
      const found = invitation(String(params.token).replaceAll(',', '.'));
      if (found === 'unknown') return failure(404, 'Not Found', 'Invitation not found');
      if (found.end) return failure(410, 'Gone', INVITATION_GONE_MESSAGES[found.end]);
      return HttpResponse.json({ roles: found.roles, expires: found.expires });
    }),
    http.get(api('/users/invitations'), ({ request }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'invite:create')) return refusal(actor, 'invite:create');
      const open = db.invites.flatMap((token) => {
        const found = invitation(token);
        return found !== 'unknown' && !found.end ? [found] : [];
      });
      return HttpResponse.json(
        open.map(({ _id, roles, note, expires }) => ({ _id, roles, note, expires })),
      );
    }),
    http.delete(api('/users/invitations/:id'), ({ params, request }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'invite:create')) return refusal(actor, 'invite:create');
      const found = db.invites
        .map(invitation)
        .find((one) => one !== 'unknown' && one._id === String(params.id));
      if (!found || found === 'unknown') return failure(404, 'Not Found', 'Invitation not found');
      if (found.end) return failure(410, 'Gone', INVITATION_GONE_MESSAGES[found.end]);
      db.revokedInvites.push(found.token);
      return HttpResponse.json({ _id: found._id, deleted: true });
    }),
  ];
  /**
   * Role management and the moderation log (issue 13), as api/src/routes/users.ts and modlog.ts
   * answer them: 50 a page; 401 without a session, 403 for the wrong role.
   */
  const roleHandlers = () => {
    const ADMIN_PAGE = 50;
    const pageOf = (url: URL, count: number) => {
      const pages = Math.max(1, Math.ceil(count / ADMIN_PAGE));
      const page = Math.min(Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1), pages);
      return (page - 1) * ADMIN_PAGE;
    };
    const isAdmin = (profile: UserProfile) => profile.roles.includes('admin');
    return [
      http.get(api('/users'), ({ request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'users:list')) return refusal(actor, 'users:list');
        const url = new URL(request.url);
        const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
        const matching = db.profiles
          .filter(
            (p) =>
              !search ||
              p.username.toLowerCase().includes(search) ||
              p.display.toLowerCase().includes(search),
          )
          .sort((a, b) => a.username.localeCompare(b.username));
        const offset = pageOf(url, matching.length);
        return HttpResponse.json({
          count: matching.length,
          users: matching.slice(offset, offset + ADMIN_PAGE).map((p) => ({
            username: p.username,
            display: p.display,
            email: p.email ?? '',
            roles: isAdmin(p) ? ['admin', 'mod', 'publisher'] : p.roles,
          })),
        });
      }),
      http.post(api('/users/roles/:username'), async ({ params, request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'roles:grant')) return refusal(actor, 'roles:grant');
        const body = (await request.json()) as { roles?: unknown };
        const roles = Array.isArray(body.roles) ? (body.roles as unknown[]) : null;
        if (!roles) return failure(400, 'Bad Request', "body must have required property 'roles'");
        if (roles.includes('admin'))
          return failure(
            400,
            'Bad Request',
            'The admin role cannot be granted or removed: only publisher and mod',
          );
        const unknown = roles.findIndex((role) => role !== 'publisher' && role !== 'mod');
        if (unknown >= 0)
          return failure(400, 'Bad Request', `body/roles/${unknown} must be publisher or mod`);
        const found = user(String(params.username));
        if (!found) return notFound('user');
        if (isAdmin(found))
          return failure(403, 'Forbidden', "The administrator's rights cannot be changed");
        const next = [...new Set(roles as string[])];
        const log = (db.modlog ??= []);
        for (const role of ['publisher', 'mod']) {
          const had = found.roles.includes(role);
          if (had === next.includes(role)) continue;
          log.unshift({
            _id: newId(),
            at: new Date().toISOString(),
            actor: actor?.username ?? '',
            action: had ? 'role-revoke' : 'role-grant',
            kind: 'user',
            itemId: found.username,
            itemTitle: found.username,
            reason: role,
          });
        }
        found.roles = next;
        return HttpResponse.json(profileFor(found, actor));
      }),
      http.get(api('/modlog'), ({ request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'modlog:read')) return refusal(actor, 'modlog:read');
        const entries = db.modlog ?? [];
        const offset = pageOf(new URL(request.url), entries.length);
        return HttpResponse.json({
          count: entries.length,
          entries: entries.slice(offset, offset + ADMIN_PAGE),
        });
      }),
    ];
  };
  /** The page calls, as api/src/routes/pages.ts answers them. */
  const pageHandlers = () => {
    const page = (id: unknown) => db.pages.find((p) => p._id === id);
    const card = ({ markdown: _markdown, ...rest }: StoredPage) => rest;
    const sameSet = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((item) => b.includes(item));
    return [
      http.get(api('/pages/list/:type'), ({ params, request }) => {
        const type = String(params.type);
        if (!isPageType(type))
          return failure(400, 'Bad Request', 'params/type must match a schema in anyOf');
        const tag = new URL(request.url).searchParams.get('tag');
        return HttpResponse.json(
          db.pages
            .filter((p) => p.reviewed && p.type === type && (!tag || p.tags.includes(tag)))
            .map(card),
        );
      }),
      http.get(api('/pages/mypages'), ({ request }) => {
        const actor = actorOf(request);
        if (!actor) return unauthorized();
        const mine = (p: StoredPage) =>
          [p.acl.author, ...p.acl.editors].some((name) => sameUsername(name, actor.username));
        return HttpResponse.json(db.pages.filter(mine).map(card));
      }),
      http.get(api('/pages/modqueue'), ({ request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'queue:read')) return refusal(actor, 'queue:read');
        return HttpResponse.json(db.pages.filter((p) => !p.reviewed).map(card));
      }),
      http.get(api('/pages/:id'), ({ params }) => {
        const found = page(params.id);
        return found ? HttpResponse.json(withHtml(found)) : notFound('page');
      }),
      http.post(api('/pages/togglereviewed/:id'), async ({ params, request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'page:review')) return refusal(actor, 'page:review');
        const found = page(params.id);
        if (!found) return notFound('page');
        return changeReview(request, found, 'toggle', withHtml);
      }),
      // Only moderators set tags or change a type; only the author and moderators name editors,
      // each of whom must have an account.
      http.post(api('/pages/:id?'), async ({ params, request }) => {
        // As Fastify does: the body is checked before the handler asks who is calling.
        const payload = await payloadOf(PagePayload, request);
        if (!payload.ok) return payload.answer;
        const actor = actorOf(request);
        if (!actor) return unauthorized();
        const { acl, ...body } = payload.body;
        const existing = params.id === undefined ? null : (page(params.id) ?? null);
        if (params.id !== undefined && !existing) return notFound('page');
        if (existing && !can(actor, 'page:edit', existing.acl))
          return failure(403, 'Forbidden', 'You are not allowed to edit this page');
        const stale = staleSave(existing ?? undefined, body.version);
        if (stale) return stale;
        const tags = body.tags ?? existing?.tags ?? [];
        if (!can(actor, 'page:retag')) {
          if (existing ? !sameSet(tags, existing.tags) : tags.length > 0)
            return failure(403, 'Forbidden', 'Only moderators change page tags');
          if (existing && body.type !== existing.type)
            return failure(403, 'Forbidden', 'Only moderators change a page type');
        }
        const mayName = !existing || can(actor, 'page:set-editors', existing.acl);
        const editors = mayName
          ? [...new Set((acl?.editors ?? existing?.acl.editors ?? []).map((n) => n.trim()))]
          : (existing?.acl.editors ?? []);
        const unknown = editors.find((name) => name && !user(name));
        if (unknown) return failure(400, 'Bad Request', `There is no user named ${unknown}`);
        const saved = upsert(db.pages, existing?._id, {
          markdown: '',
          thumbnailURL: '',
          ...existing,
          ...body,
          title: body.title.trim(),
          version: nextVersion(existing ?? undefined),
          tags,
          // Re-review (issue 13): a non-moderator's save takes the review away.
          reviewed: can(actor, 'page:review'),
          acl: { author: existing?.acl.author ?? actor.username, editors: editors.filter(Boolean) },
        });
        return HttpResponse.json(withHtml(saved));
      }),
      http.delete(api('/pages/:id'), ({ params, request }) => {
        const actor = actorOf(request);
        if (!actor) return unauthorized();
        const found = page(params.id);
        if (!found) return notFound('page');
        if (!can(actor, 'page:delete', found.acl))
          return failure(403, 'Forbidden', 'You are not allowed to delete this page');
        remove(db.pages, (p) => p._id === found._id);
        return HttpResponse.json({ _id: found._id, deleted: true });
      }),
    ];
  };
  return [
    // The server's defaults, unless a test sets its own settings in db.site.
    http.get(api('/site'), () =>
      HttpResponse.json({ chatUrl: '', loreCollections: LORE_COLLECTIONS, ...db.site }),
    ),
    // factions
    http.get(api('/factions'), ({ request }) =>
      listAnswer(new URL(request.url), db.factions.filter((f) => f.public && f.reviewed).map(card)),
    ),
    http.get(api('/factions/myfactions'), ({ request }) =>
      listAnswer(new URL(request.url), db.factions.map(card)),
    ),
    http.get(api('/factions/needsreview'), ({ request }) => {
      const actor = actorOf(request);
      if (!can(actor, 'queue:read')) return refusal(actor, 'queue:read');
      return listAnswer(
        new URL(request.url),
        db.factions.filter((f) => f.public && !f.reviewed).map(card),
      );
    }),
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
    // As api/src/routes/factions.ts: a moderator's, answering the faction. Banishing makes it a
    // draft and takes its review away.
    ...REVIEW_CHANGES.map(([path, change]) =>
      http.post(api(`/factions/${path}/:id`), async ({ params, request }) => {
        const refused = factionReviewRefusal(request);
        if (refused) return refused;
        const found = faction(String(params.id));
        if (!found) return notFound('faction');
        return changeReview(request, found, change);
      }),
    ),
    http.post(api('/factions/:id?'), async ({ request, params }) => {
      const payload = await payloadOf(FactionPayload, request);
      if (!payload.ok) return payload.answer;
      const { units: _units, acl, ...body } = payload.body;
      const id = params.id ? String(params.id) : undefined;
      const existing = faction(id ?? '');
      const stale = staleSave(existing, body.version);
      if (stale) return stale;
      // The API keeps the author (a new faction's is the signed-in user: 'vex' here).
      const saved = upsert(db.factions, existing?._id ?? id, {
        likes: 0,
        ...body,
        version: nextVersion(existing),
        acl: {
          author: existing?.acl.author ?? 'vex',
          editors: acl?.editors ?? existing?.acl.editors ?? [],
        },
        slug: existing?.slug ?? slugOf(body.title),
        // Re-review (issues 13 and 28): every save, a moderator's too, takes the review away.
        ...(existing ? { reviewed: false } : {}),
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
    http.post(api('/units/:id?'), async ({ request, params }) => {
      const payload = await payloadOf(UnitPayload, request);
      if (!payload.ok) return payload.answer;
      const existing = db.units.find((u) => u._id === params.id);
      const stale = staleSave(existing, payload.body.version);
      if (stale) return stale;
      unreviewFaction(payload.body.faction);
      return HttpResponse.json(
        upsert(db.units, params.id ? String(params.id) : undefined, {
          ...payload.body,
          version: nextVersion(existing),
        }),
      );
    }),
    http.delete(api('/units/:id'), ({ params }) => {
      const found = db.units.find((u) => u._id === params.id);
      if (!found) return notFound('unit');
      unreviewFaction(found.faction);
      remove(db.units, (u) => u._id === found._id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/weapons/faction/:id'), ({ params }) =>
      HttpResponse.json(db.weapons.filter((w) => w.faction === params.id)),
    ),
    http.get(api('/weapons/:id'), ({ params }) => {
      const found = db.weapons.find((w) => w._id === params.id);
      return found ? HttpResponse.json(found) : notFound('weapon');
    }),
    http.post(api('/weapons/:id?'), async ({ request, params }) => {
      const payload = await payloadOf(WeaponPayload, request);
      if (!payload.ok) return payload.answer;
      const existing = db.weapons.find((w) => w._id === params.id);
      const stale = staleSave(existing, payload.body.version);
      if (stale) return stale;
      unreviewFaction(payload.body.faction);
      return HttpResponse.json(
        upsert(db.weapons, params.id ? String(params.id) : undefined, {
          ...payload.body,
          version: nextVersion(existing),
        }),
      );
    }),
    http.delete(api('/weapons/:id'), ({ params }) => {
      const found = db.weapons.find((w) => w._id === params.id);
      if (!found) return notFound('weapon');
      unreviewFaction(found.faction);
      remove(db.weapons, (w) => w._id === found._id);
      return new HttpResponse(null, { status: 204 });
    }),
    // rules
    http.get(api('/ability'), () => HttpResponse.json(db.abilities)),
    http.get(api('/ability/:id'), ({ params }) => {
      const found = db.abilities.find((a) => a._id === params.id);
      return found ? HttpResponse.json(found) : notFound('ability template');
    }),
    http.post(api('/ability/:id?'), async ({ request, params }) => {
      const payload = await payloadOf(AbilityTemplatePayload, request);
      if (!payload.ok) return payload.answer;
      const existing = db.abilities.find((a) => a._id === params.id);
      const stale = staleSave(existing, payload.body.version);
      if (stale) return stale;
      return HttpResponse.json(
        upsert(db.abilities, params.id ? String(params.id) : undefined, {
          ...payload.body,
          version: nextVersion(existing),
        }),
      );
    }),
    http.delete(api('/ability/:id'), ({ params }) =>
      remove(db.abilities, (a) => a._id === params.id)
        ? new HttpResponse(null, { status: 204 })
        : notFound('ability template'),
    ),
    http.get(api('/ruleset/'), () => HttpResponse.json(withHtml(db.ruleset))),
    http.post(api('/ruleset/'), async ({ request }) => {
      const payload = await payloadOf(RulesetPayload, request);
      if (!payload.ok) return payload.answer;
      const { markdown, activePointFormula, version } = payload.body;
      const stale = staleSave(db.ruleset, version);
      if (stale) return stale;
      const active =
        activePointFormula === undefined ? db.ruleset.activePointFormula : activePointFormula;
      db.ruleset = {
        markdown,
        activePointFormula: active || null,
        version: nextVersion(db.ruleset),
      };
      return HttpResponse.json(withHtml(db.ruleset));
    }),
    http.get(api('/formulas/list/'), () => HttpResponse.json(db.formulas)),
    http.get(api('/formulas/active'), () => {
      // As the API: a site with no active formula answers null (the defaults apply).
      const active = db.formulas.find((f) => f._id === db.ruleset.activePointFormula);
      return HttpResponse.json(active ?? null);
    }),
    http.get(api('/formulas/:id'), ({ params }) => {
      const found = db.formulas.find((f) => f._id === params.id);
      return found ? HttpResponse.json(found) : notFound('formula');
    }),
    http.post(api('/formulas/:id?'), async ({ request, params }) => {
      const payload = await payloadOf(PointFormulaPayload, request);
      if (!payload.ok) return payload.answer;
      const { name, formula, version } = payload.body;
      const existing = db.formulas.find((f) => f._id === params.id);
      const stale = staleSave(existing, version);
      if (stale) return stale;
      return HttpResponse.json(
        upsert(db.formulas, params.id ? String(params.id) : undefined, {
          name,
          formula,
          version: nextVersion(existing),
          lastUpdated: new Date(0).toISOString(),
        }),
      );
    }),
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
    http.get(api('/scenarios/myscenarios'), ({ request }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const mine = db.scenarios.filter((s) => sameUsername(s.author, actor.username));
      return listAnswer(new URL(request.url), mine);
    }),
    http.get(api('/scenarios/needsreview'), ({ request }) => {
      const actor = actorOf(request);
      if (!can(actor, 'queue:read')) return refusal(actor, 'queue:read');
      return listAnswer(
        new URL(request.url),
        db.scenarios.filter((s) => s.public && !s.reviewed),
      );
    }),
    http.get(api('/scenarios/:slug'), ({ params }) => {
      const found = scenario(String(params.slug));
      return found ? HttpResponse.json(withHtml(found)) : notFound('scenario');
    }),
    // As api/src/routes/scenarios.ts: a moderator approves, disapproves or sends back to draft.
    ...REVIEW_CHANGES.map(([path, change]) =>
      http.post(api(`/scenarios/${path}/:id`), async ({ params, request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'scenario:review')) return refusal(actor, 'scenario:review');
        const found = scenario(String(params.id));
        if (!found) return notFound('scenario');
        return changeReview(request, found, change, withHtml);
      }),
    ),
    http.post(api('/scenarios/:id?'), async ({ request, params }) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const payload = await payloadOf(ScenarioPayload, request);
      if (!payload.ok) return payload.answer;
      const { title, markdown, public: listed, thumbnailURL, version } = payload.body;
      const existing = params.id ? scenario(String(params.id)) : undefined;
      if (params.id && !existing) return notFound('scenario');
      if (existing && !can(actor, 'scenario:edit', existing))
        return refusal(actor, 'scenario:edit');
      const stale = staleSave(existing, version);
      if (stale) return stale;
      // As the API's repository: a new scenario awaits review; one made a draft leaves it.
      const isPublic = listed ?? existing?.public ?? false;
      const saved = upsert(db.scenarios, existing?._id, {
        slug: existing?.slug ?? slugOf(title),
        title: title.trim(),
        version: nextVersion(existing),
        markdown: markdown ?? existing?.markdown ?? '',
        public: isPublic,
        // Re-review (issue 13): a non-moderator's save takes the review away.
        reviewed: isPublic && (existing?.reviewed ?? false) && can(actor, 'scenario:review'),
        thumbnailURL: thumbnailURL ?? existing?.thumbnailURL ?? '',
        author: existing?.author ?? actor.username,
      });
      return HttpResponse.json(withHtml(saved));
    }),
    http.delete(api('/scenarios/:slug'), ({ params, request }) => {
      const actor = actorOf(request);
      const found = scenario(String(params.slug));
      if (!found) return notFound('scenario');
      if (!can(actor, 'scenario:delete', found)) return refusal(actor, 'scenario:delete');
      remove(db.scenarios, (s) => s._id === found._id);
      return HttpResponse.json({ _id: found._id, deleted: true });
    }),
    ...pageHandlers(),
    // users and images
    http.post(api('/users/login'), async ({ request }) => {
      const payload = await payloadOf(LoginPayload, request);
      if (!payload.ok) return payload.answer;
      const { body } = payload;
      const found = user(body.username);
      if (!found || db.passwords[found.username] !== body.password) {
        return failure(401, 'Unauthorized', 'Wrong username or password');
      }
      return HttpResponse.json(session(found));
    }),
    http.post(api('/users/register'), async ({ request }) => {
      const payload = await payloadOf(RegisterPayload, request);
      if (!payload.ok) return payload.answer;
      const { body } = payload;
      if (body.passwordConfirm !== undefined && body.passwordConfirm !== body.password) {
        return failure(400, 'Bad Request', 'body/passwordConfirm must match body/password');
      }
      const token = body.registrationToken?.replaceAll(',', '.');
      const invite = token === undefined ? null : invitation(token);
      if (invite === 'unknown') {
        return failure(
          400,
          'Bad Request',
          'body/registrationToken is not an invitation of this site',
        );
      }
      if (invite?.end) return failure(410, 'Gone', INVITATION_GONE_MESSAGES[invite.end]);
      if (user(body.username)) return failure(409, 'Conflict', 'That username is taken');
      const inviteRoles = invite?.roles ?? [];
      const created: UserProfile = {
        username: body.username,
        display: (body.display ?? '').trim() || body.username,
        email: body.email ?? '',
        roles: [...new Set(inviteRoles.filter((role) => role === 'publisher' || role === 'mod'))],
        likes: [],
      };
      db.profiles.push(created);
      db.passwords[created.username] = body.password;
      if (token !== undefined) db.usedInvites.push(token);
      return HttpResponse.json(session(created));
    }),
    http.get(api('/users/profile'), ({ request }) => {
      const actor = actorOf(request);
      return actor ? HttpResponse.json(profileFor(actor, actor)) : unauthorized();
    }),
    http.get(api('/users/profile/:username'), ({ params, request }) => {
      const found = user(String(params.username));
      return found ? HttpResponse.json(profileFor(found, actorOf(request))) : notFound('user');
    }),
    http.post(api('/users/setpublisher'), ({ request }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'publisher:signup')) return refusal(actor, 'publisher:signup');
      if (!actor.roles.includes('publisher')) actor.roles.push('publisher');
      return HttpResponse.json(profileFor(actor, actor));
    }),
    http.get(api('/users/generateRegistrationKey'), ({ request }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'invite:create')) return refusal(actor, 'invite:create');
      const wanted = new URL(request.url).searchParams.get('roles');
      const roles = wanted ? [...new Set(wanted.split(','))] : ['publisher'];
      const registrationToken = mockInviteToken(roles);
      db.invites.push(registrationToken);
      db.inviteNotes[registrationToken] = (
        new URL(request.url).searchParams.get('note') ?? ''
      ).trim();
      const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
      return HttpResponse.json({ registrationToken, roles, expires });
    }),
    ...invitationHandlers(),
    ...roleHandlers(),
    http.post(api('/image'), () => HttpResponse.json({ file_url: '/api/image/mock.png' })),
  ];
}
