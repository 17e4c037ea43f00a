import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { TObject } from 'typebox';
import {
  CONFLICT_MESSAGE,
  INVITATION_GONE_MESSAGES,
  LORE_COLLECTIONS,
  can,
  isPageType,
  operations,
  sameUsername,
  type AuthAnswer,
  type FactionVersion,
  type InvitationEnd,
  type ReviewIntent,
  type UserProfile,
} from '@muster/shared-kernel/core';
import { FactionCard, PageCard, ScenarioCard } from '@muster/shared-kernel/core/model';
import { markdownToHtml } from '@muster/shared-kernel/ui/markdown-html';
import type { MockDb, StoredPage } from './mock-db.js';
import { failure, on, type OperationCall } from './operation-handler.js';
import { factionShown } from './faction-view.js';
import { accountRosterHandlers } from './account-rosters.js';
import { accountSessionHandlers, endedSession, startSession } from './account-sessions.js';
import { isRetiredUsername, ownAccountHandlers } from './own-account.js';
import { passwordResetHandlers } from './password-resets.js';
import { rosterVerdictHandlers } from './roster-verdicts.js';
import { claimsOf, mockInviteToken } from './tokens.js';

export { MOCK_API_ORIGIN } from './operation-handler.js';

/**
 * The ruleset, a scenario or a page as the API answers it: with its markdown rendered by the
 * server's renderer (lists answer cards, without either).
 */
const withHtml = <T extends { markdown: string }>(stored: T): T & { html: string } => ({
  ...stored,
  html: markdownToHtml(stored.markdown),
});

/** A list's card of `item`, as the API answers it: the fields the card schema names, no others. */
const cardOf =
  (schema: TObject) =>
  <T extends object>(item: T): Partial<T> =>
    Object.fromEntries(
      Object.entries(item).filter(([key]) => key in schema.properties),
    ) as Partial<T>;

const notFound = (what: string) => failure(404, 'Not Found', `No ${what}`);

const unauthorized = () => failure(401, 'Unauthorized', 'Authentication required');

/** What a deletion answers, as the API does. */
const deleted = (_id: string) => HttpResponse.json({ _id, deleted: true });

/** A stored thing's version: the mock db stamps 1 on each, as the API's column default does. */
interface Stored {
  version?: number;
}

/**
 * As the API: a save naming a version other than the stored one is a 409 with
 * {@link CONFLICT_MESSAGE}, and stores nothing. A save naming none (a new thing, an old client)
 * is taken.
 */
const staleSave = (existing: Stored | undefined, sent: number | undefined): Response | null =>
  existing && sent !== undefined && sent !== (existing.version ?? 1)
    ? failure(409, 'Conflict', CONFLICT_MESSAGE)
    : null;

/** The version a save stores: 1 for a new thing, one more than the stored one otherwise. */
const nextVersion = (existing: Stored | undefined): number => (existing?.version ?? 0) + 1;

/**
 * As the API's review changes (api/src/repositories/moderation.ts), once the item is found and
 * the actor may review it: the optional reason, trimmed, and for a review the result asked for
 * (none: the call toggles); `banish` makes the item a draft, its review gone. A result that
 * already holds changes nothing. Answers the item with `alreadyDone`.
 */
function changeReview<T extends { public?: boolean; reviewed: boolean; reviewNote?: string }>(
  item: T,
  change: 'toggle' | 'banish',
  given: { reason?: string; action?: ReviewIntent },
  answered: (item: T) => JsonBodyType = (changed) => changed,
): Response {
  const reason = (given.reason ?? '').trim();
  const intent =
    change === 'banish' ? 'banish' : (given.action ?? (item.reviewed ? 'disapprove' : 'approve'));
  const alreadyDone =
    intent === 'approve'
      ? item.reviewed
      : !item.reviewed && (intent === 'disapprove' || item.public === false);
  if (!alreadyDone) {
    if (intent === 'banish') item.public = false;
    item.reviewed = intent === 'approve';
    item.reviewNote = intent === 'approve' ? '' : reason;
  }
  return HttpResponse.json({ ...(answered(item) as object), alreadyDone });
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

/** The server's page size and most a page may hold. */
const PAGE_SIZE = 100;

/**
 * A list call as the API answers it (api/src/services/paging.ts): `search` matches titles
 * case-insensitively, `count=true` counts the matches, else one page of `limit` (at most 100),
 * a page past the end answering the last one, each item as its `card`.
 */
function listAnswer<T extends { title: string }>(url: URL, all: T[], card: TObject) {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const found = search ? all.filter((item) => item.title.toLowerCase().includes(search)) : all;
  if (url.searchParams.get('count') === 'true') return HttpResponse.json(found.length);
  const limit = Math.min(
    Math.max(Number(url.searchParams.get('limit')) || PAGE_SIZE, 1),
    PAGE_SIZE,
  );
  const last = Math.max(1, Math.ceil(found.length / limit));
  const page = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), last);
  return HttpResponse.json(found.slice((page - 1) * limit, page * limit).map(cardOf(card)));
}

/** MSW handlers for every operation the API client calls, answering from (and writing to) `db`. */
export function createHandlers(db: MockDb): HttpHandler[] {
  const faction = (key: string) => db.factions.find((f) => f._id === key || f.slug === key);
  const scenario = (key: string) => db.scenarios.find((s) => s._id === key || s.slug === key);
  const user = (username: string) => db.profiles.find((p) => sameUsername(p.username, username));
  /** The signed-in user the request's Bearer token names, as the API's actor (or null). */
  const actorOf = (request: Request): UserProfile | null => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const claims = claimsOf(token);
    const found =
      claims?.typ === 'session' && typeof claims.username === 'string' && !endedSession(db, request)
        ? user(claims.username)
        : undefined;
    return found ?? null;
  };
  /** A profile as the server shows it: the email only to those `can` lets see it. */
  const profileFor = ({ email, ...profile }: UserProfile, actor: UserProfile | null) =>
    can(actor, 'email:see', profile) ? { ...profile, email: email ?? '' } : profile;
  const session = (profile: UserProfile): AuthAnswer => ({
    token: startSession(db, profile.username),
    username: profile.username,
    display: profile.display,
    roles: profile.roles,
    likes: profile.likes,
  });
  /** The API's `authorize` refusing: 401 for an anonymous user, else 403. */
  const refusal = (actor: UserProfile | null, action: keyof typeof REFUSALS) =>
    actor ? failure(403, 'Forbidden', REFUSALS[action]) : unauthorized();
  /**
   * A kind's public list (its approved items) and its moderation queue (its public items awaiting
   * review, for those who may read the queue), as the API answers them.
   */
  const reviewedLists = <T extends { title: string; public?: boolean; reviewed?: boolean }>(
    items: () => T[],
    card: TObject,
  ) => ({
    approved: ({ url }: { url: URL }) =>
      listAnswer(
        url,
        items().filter((item) => item.public && item.reviewed),
        card,
      ),
    queue: ({ request, url }: { request: Request; url: URL }) => {
      const actor = actorOf(request);
      if (!can(actor, 'queue:read')) return refusal(actor, 'queue:read');
      return listAnswer(
        url,
        items().filter((item) => item.public && !item.reviewed),
        card,
      );
    },
  });
  /**
   * Any change of a unit or weapon, a moderator's too, takes its faction's review: only an
   * approval makes a version.
   */
  const unreviewFaction = (factionId: string): void => {
    const owner = db.factions.find((f) => f._id === factionId);
    if (owner) owner.reviewed = false;
  };
  /**
   * The refusal of a faction review: 401 without a session, 403 for a user the mock knows who is
   * no moderator. A session of a user missing from `db.profiles` is let through, so tests that
   * sign in a moderator without adding a profile keep working (the real API would refuse them).
   */
  const factionReviewRefusal = (request: Request) => {
    if (!request.headers.get('Authorization')) return unauthorized();
    const actor = actorOf(request);
    return actor && !can(actor, 'faction:review') ? refusal(actor, 'faction:review') : null;
  };
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
    on(operations.getInvitation, ({ params }) => {
      const found = invitation(params.token.replaceAll(',', '.'));
      if (found === 'unknown') return failure(404, 'Not Found', 'Invitation not found');
      if (found.end) return failure(410, 'Gone', INVITATION_GONE_MESSAGES[found.end]);
      return HttpResponse.json({ roles: found.roles, expires: found.expires });
    }),
    on(operations.listInvitations, ({ request }) => {
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
    on(operations.revokeInvitation, ({ params, request }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'invite:create')) return refusal(actor, 'invite:create');
      const found = db.invites
        .map(invitation)
        .find((one) => one !== 'unknown' && one._id === params.id);
      if (!found || found === 'unknown') return failure(404, 'Not Found', 'Invitation not found');
      if (found.end) return failure(410, 'Gone', INVITATION_GONE_MESSAGES[found.end]);
      db.revokedInvites.push(found.token);
      return deleted(found._id);
    }),
  ];
  /**
   * Role management and the moderation log, as api/src/routes/users.ts and modlog.ts answer
   * them: 50 a page; 401 without a session, 403 for the wrong role.
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
      on(operations.listUsers, ({ request, url }) => {
        const actor = actorOf(request);
        if (!can(actor, 'users:list')) return refusal(actor, 'users:list');
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
      on(operations.setRoles, ({ params, request, body }) => {
        const actor = actorOf(request);
        if (!can(actor, 'roles:grant')) return refusal(actor, 'roles:grant');
        const { roles } = body;
        if (roles.includes('admin'))
          return failure(
            400,
            'Bad Request',
            'The admin role cannot be granted or removed: only publisher and mod',
          );
        const unknown = roles.findIndex((role) => role !== 'publisher' && role !== 'mod');
        if (unknown >= 0)
          return failure(400, 'Bad Request', `body/roles/${unknown} must be publisher or mod`);
        const found = user(params.username);
        if (!found) return notFound('user');
        if (isAdmin(found))
          return failure(403, 'Forbidden', "The administrator's rights cannot be changed");
        const next = [...new Set(roles)];
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
      on(operations.listModerationLog, ({ request, url }) => {
        const actor = actorOf(request);
        if (!can(actor, 'modlog:read')) return refusal(actor, 'modlog:read');
        const entries = db.modlog ?? [];
        const offset = pageOf(url, entries.length);
        return HttpResponse.json({
          count: entries.length,
          entries: entries.slice(offset, offset + ADMIN_PAGE),
        });
      }),
    ];
  };
  /** The page calls, as api/src/routes/pages.ts answers them. */
  const pageHandlers = () => {
    const page = (id: string) => db.pages.find((p) => p._id === id);
    const card = cardOf(PageCard);
    const sameSet = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((item) => b.includes(item));
    // Only moderators set tags or change a type; only the author and moderators name editors,
    // each of whom must have an account.
    const savePage = (
      { request, body: { acl, ...body } }: OperationCall<typeof operations.createPage>,
      id: string | undefined,
    ) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const existing = id === undefined ? undefined : page(id);
      if (id !== undefined && !existing) return notFound('page');
      if (existing && !can(actor, 'page:edit', existing.acl))
        return failure(403, 'Forbidden', 'You are not allowed to edit this page');
      const stale = staleSave(existing, body.version);
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
        reviewNote: existing?.reviewNote ?? '',
        title: body.title.trim(),
        version: nextVersion(existing),
        tags,
        // A non-moderator's save takes the review away.
        reviewed: can(actor, 'page:review'),
        acl: { author: existing?.acl.author ?? actor.username, editors: editors.filter(Boolean) },
      });
      return HttpResponse.json(withHtml(saved));
    };
    return [
      on(operations.listPages, ({ params, url }) => {
        const { type } = params;
        if (!isPageType(type))
          return failure(400, 'Bad Request', 'params/type must match a schema in anyOf');
        const tag = url.searchParams.get('tag');
        return HttpResponse.json(
          db.pages
            .filter((p) => p.reviewed && p.type === type && (!tag || p.tags.includes(tag)))
            .map(card),
        );
      }),
      on(operations.listOwnPages, ({ request }) => {
        const actor = actorOf(request);
        if (!actor) return unauthorized();
        const mine = (p: StoredPage) =>
          [p.acl.author, ...p.acl.editors].some((name) => sameUsername(name, actor.username));
        return HttpResponse.json(db.pages.filter(mine).map(card));
      }),
      on(operations.listPageQueue, ({ request }) => {
        const actor = actorOf(request);
        if (!can(actor, 'queue:read')) return refusal(actor, 'queue:read');
        return HttpResponse.json(db.pages.filter((p) => !p.reviewed).map(card));
      }),
      on(operations.getPage, ({ params }) => {
        const found = page(params.id);
        return found ? HttpResponse.json(withHtml(found)) : notFound('page');
      }),
      on(operations.togglePageReview, ({ params, request, body }) => {
        const actor = actorOf(request);
        if (!can(actor, 'page:review')) return refusal(actor, 'page:review');
        const found = page(params.id);
        if (!found) return notFound('page');
        return changeReview(found, 'toggle', body, withHtml);
      }),
      on(operations.createPage, (call) => savePage(call, undefined)),
      on(operations.updatePage, (call) => savePage(call, call.params.id)),
      on(operations.deletePage, ({ params, request }) => {
        const actor = actorOf(request);
        if (!actor) return unauthorized();
        const found = page(params.id);
        if (!found) return notFound('page');
        if (!can(actor, 'page:delete', found.acl))
          return failure(403, 'Forbidden', 'You are not allowed to delete this page');
        remove(db.pages, (p) => p._id === found._id);
        return deleted(found._id);
      }),
    ];
  };
  /** The faction calls, as api/src/routes/factions.ts answers them. */
  const factionHandlers = () => {
    const factionLists = reviewedLists(() => db.factions, FactionCard);
    const saveFaction = (
      { body: { acl, ...body } }: OperationCall<typeof operations.createFaction>,
      id: string | undefined,
    ) => {
      const existing = id === undefined ? undefined : faction(id);
      const stale = staleSave(existing, body.version);
      if (stale) return stale;
      const title = body.title.trim();
      const now = new Date().toISOString();
      // As the API: a field the save leaves out keeps its stored value (a new faction's default),
      // and what the server sets (slug, likes, review, author) is never taken from the body.
      const saved = upsert(db.factions, existing?._id ?? id, {
        title,
        description: body.description ?? existing?.description ?? '',
        lore: body.lore ?? existing?.lore ?? '',
        public: body.public ?? existing?.public ?? false,
        thumbnailURL: body.thumbnailURL ?? existing?.thumbnailURL ?? '',
        links: body.links ?? existing?.links ?? [],
        anteList: body.anteList ?? existing?.anteList ?? [],
        environmentList: body.environmentList ?? existing?.environmentList ?? [],
        rosterRules: body.rosterRules ?? existing?.rosterRules ?? [],
        likes: existing?.likes ?? 0,
        // Every save, a moderator's too, waits for a review; a new faction has had none.
        reviewed: false,
        reviewNote: existing?.reviewNote ?? '',
        version: nextVersion(existing),
        // A new faction's author is the signed-in user: 'vex' here.
        acl: {
          author: existing?.acl.author ?? 'vex',
          editors: acl?.editors ?? existing?.acl.editors ?? [],
        },
        slug: existing?.slug ?? slugOf(title),
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        // The answer is the working copy, with the latest approved version (none for a new one).
        factionVersion: null,
        latestVersion: existing?.latestVersion ?? null,
      });
      return HttpResponse.json(saved);
    };
    /**
     * A like or an unlike, answering the count and the ids of the factions the caller likes (a
     * session of a user missing from `db.profiles` likes only this one, or none).
     */
    const like = (id: string, request: Request, liked: boolean) => {
      const found = faction(id);
      if (!found) return notFound('faction');
      const actor = actorOf(request);
      const likes = new Set(actor?.likes ?? []);
      // An unknown user's like or unlike always changes the count: the mock cannot tell a repeat.
      const had = actor ? likes.has(found._id) : !liked;
      if (had !== liked) found.likes = Math.max(0, found.likes + (liked ? 1 : -1));
      if (liked) likes.add(found._id);
      else likes.delete(found._id);
      if (actor) actor.likes = [...likes];
      return HttpResponse.json({ _id: found._id, likes: found.likes, userLikes: [...likes] });
    };
    const review = (
      { params, request, body }: OperationCall<typeof operations.toggleFactionApproval>,
      change: 'toggle' | 'banish',
    ) => {
      const refused = factionReviewRefusal(request);
      if (refused) return refused;
      const found = faction(params.id);
      if (!found) return notFound('faction');
      return changeReview(found, change, body);
    };
    return [
      on(operations.listFactions, factionLists.approved),
      on(operations.listOwnFactions, ({ url }) => listAnswer(url, db.factions, FactionCard)),
      on(operations.listFactionQueue, factionLists.queue),
      on(operations.getRandomFaction, () =>
        HttpResponse.json(db.factions.map(cardOf(FactionCard))),
      ),
      on(operations.listFactionsByUser, ({ params, url }) =>
        listAnswer(
          url,
          db.factions.filter((f) => f.acl.author === params.username),
          FactionCard,
        ),
      ),
      on(operations.getFaction, ({ params, request }) => {
        const found = faction(params.id);
        if (!found) return notFound('faction');
        return HttpResponse.json(factionShown(db, found, actorOf(request)).faction);
      }),
      on(operations.getFactionVersion, ({ params }) => {
        const owner = faction(params.id);
        const found = (db.factionVersions ?? []).find(
          (version) =>
            version.faction._id === owner?._id && version.number === Number(params.number),
        );
        return found ? HttpResponse.json(found) : notFound('faction version');
      }),
      on(operations.likeFaction, ({ params, request }) => like(params.id, request, true)),
      on(operations.unlikeFaction, ({ params, request }) => like(params.id, request, false)),
      // A moderator's, answering the faction. Banishing makes it a draft and takes its review.
      on(operations.toggleFactionApproval, (call) => review(call, 'toggle')),
      on(operations.banishFactionToDraft, (call) => review(call, 'banish')),
      on(operations.createFaction, (call) => saveFaction(call, undefined)),
      on(operations.updateFaction, (call) => saveFaction(call, call.params.id)),
      on(operations.deleteFaction, ({ params }) => {
        const found = faction(params.id);
        if (!found) return notFound('faction');
        remove(db.factions, (f) => f._id === found._id);
        return deleted(found._id);
      }),
    ];
  };
  /**
   * The calls of a faction's units or weapons: a list by faction, a read, a save and a delete;
   * a save or a delete takes the faction's review. A read answers what its reader sees of the
   * faction ({@link factionShown}): the items of its approved version, or of its working copy.
   * The five calls of a kind of item are named alike (`listUnits`, `getWeapon`), so `kind` finds
   * them.
   */
  const armouryHandlers = <T extends { _id: string; faction: string; version?: number }>(
    kind: 'Unit' | 'Weapon',
    list: () => T[],
    inVersion: (version: FactionVersion) => T[],
  ) => {
    const what = kind.toLowerCase();
    const calls = {
      list: operations[`list${kind}s`],
      get: operations[`get${kind}`],
      create: operations[`create${kind}`],
      update: operations[`update${kind}`],
      delete: operations[`delete${kind}`],
    };
    const save = (body: Partial<T> & { faction: string; version?: number }, id?: string) => {
      const existing = list().find((item) => item._id === id);
      const stale = staleSave(existing, body.version);
      if (stale) return stale;
      unreviewFaction(body.faction);
      return HttpResponse.json(upsert(list(), id, { ...body, version: nextVersion(existing) }));
    };
    /** The items `request`'s reader sees of the faction `factionId`. */
    const itemsShown = (factionId: string, request: Request): T[] => {
      const owner = faction(factionId);
      const version = owner ? factionShown(db, owner, actorOf(request)).version : null;
      return version ? inVersion(version) : list().filter((item) => item.faction === factionId);
    };
    return [
      on(calls.list, ({ params, request }) =>
        HttpResponse.json(itemsShown(params.factionId, request)),
      ),
      on(calls.get, ({ params, request }) => {
        const stored = list().find((item) => item._id === params.id);
        const found =
          stored && itemsShown(stored.faction, request).find((i) => i._id === stored._id);
        return found ? HttpResponse.json(found) : notFound(what);
      }),
      on(calls.create, ({ body }) => save(body as Partial<T> & { faction: string })),
      on(calls.update, ({ body, params }) =>
        save(body as Partial<T> & { faction: string }, params.id),
      ),
      on(calls.delete, ({ params }) => {
        const found = list().find((item) => item._id === params.id);
        if (!found) return notFound(what);
        unreviewFaction(found.faction);
        remove(list(), (item) => item._id === found._id);
        return deleted(found._id);
      }),
    ];
  };
  /** The calls of the moderators' rules: ability templates, point formulas and the ruleset. */
  const ruleHandlers = () => [
    on(operations.listAbilityTemplates, () => HttpResponse.json(db.abilities)),
    on(operations.getAbilityTemplate, ({ params }) => {
      const found = db.abilities.find((a) => a._id === params.id);
      return found ? HttpResponse.json(found) : notFound('ability template');
    }),
    ...[operations.createAbilityTemplate, operations.updateAbilityTemplate].map((operation) =>
      on(operation, ({ body, params }) => {
        const id = 'id' in params ? params.id : undefined;
        const existing = db.abilities.find((a) => a._id === id);
        const stale = staleSave(existing, body.version);
        if (stale) return stale;
        return HttpResponse.json(
          upsert(db.abilities, id, { ...body, version: nextVersion(existing) }),
        );
      }),
    ),
    on(operations.deleteAbilityTemplate, ({ params }) =>
      remove(db.abilities, (a) => a._id === params.id)
        ? deleted(params.id)
        : notFound('ability template'),
    ),
    on(operations.getRuleset, () => HttpResponse.json(withHtml(db.ruleset))),
    on(
      operations.saveRuleset,
      ({ body: { markdown, activePointFormula, version, rosterRules } }) => {
        const stale = staleSave(db.ruleset, version);
        if (stale) return stale;
        const active =
          activePointFormula === undefined ? db.ruleset.activePointFormula : activePointFormula;
        db.ruleset = {
          markdown,
          activePointFormula: active || null,
          version: nextVersion(db.ruleset),
          rosterRules: rosterRules ?? db.ruleset.rosterRules ?? [],
        };
        return HttpResponse.json(withHtml(db.ruleset));
      },
    ),
    on(operations.listFormulas, () => HttpResponse.json(db.formulas)),
    on(operations.getSiteRosterRules, () => HttpResponse.json(db.ruleset.rosterRules ?? [])),
    // A site with no active formula answers null (the defaults apply).
    on(operations.getActiveFormula, () =>
      HttpResponse.json(db.formulas.find((f) => f._id === db.ruleset.activePointFormula) ?? null),
    ),
    on(operations.getFormula, ({ params }) => {
      const found = db.formulas.find((f) => f._id === params.id);
      return found ? HttpResponse.json(found) : notFound('formula');
    }),
    ...[operations.createFormula, operations.updateFormula].map((operation) =>
      on(operation, ({ body: { name, formula, version }, params }) => {
        const id = 'id' in params ? params.id : undefined;
        const existing = db.formulas.find((f) => f._id === id);
        const stale = staleSave(existing, version);
        if (stale) return stale;
        return HttpResponse.json(
          upsert(db.formulas, id, {
            name,
            formula,
            version: nextVersion(existing),
            lastUpdated: new Date(0).toISOString(),
          }),
        );
      }),
    ),
    on(operations.deleteFormula, ({ params }) =>
      remove(db.formulas, (f) => f._id === params.id) ? deleted(params.id) : notFound('formula'),
    ),
  ];
  /** The scenario calls, as api/src/routes/scenarios.ts answers them. */
  const scenarioHandlers = () => {
    const scenarioLists = reviewedLists(() => db.scenarios, ScenarioCard);
    const saveScenario = (
      { request, body }: OperationCall<typeof operations.createScenario>,
      id: string | undefined,
    ) => {
      const actor = actorOf(request);
      if (!actor) return unauthorized();
      const { title, markdown, public: listed, thumbnailURL, version } = body;
      const existing = id === undefined ? undefined : scenario(id);
      if (id !== undefined && !existing) return notFound('scenario');
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
        // A non-moderator's save takes the review away.
        reviewed: isPublic && (existing?.reviewed ?? false) && can(actor, 'scenario:review'),
        thumbnailURL: thumbnailURL ?? existing?.thumbnailURL ?? '',
        author: existing?.author ?? actor.username,
        reviewNote: existing?.reviewNote ?? '',
      });
      return HttpResponse.json(withHtml(saved));
    };
    // A moderator approves, disapproves or sends back to draft.
    const review = (
      { params, request, body }: OperationCall<typeof operations.toggleScenarioApproval>,
      change: 'toggle' | 'banish',
    ) => {
      const actor = actorOf(request);
      if (!can(actor, 'scenario:review')) return refusal(actor, 'scenario:review');
      const found = scenario(params.id);
      if (!found) return notFound('scenario');
      return changeReview(found, change, body, withHtml);
    };
    return [
      on(operations.listScenarios, scenarioLists.approved),
      on(operations.listOwnScenarios, ({ request, url }) => {
        const actor = actorOf(request);
        if (!actor) return unauthorized();
        return listAnswer(
          url,
          db.scenarios.filter((s) => sameUsername(s.author, actor.username)),
          ScenarioCard,
        );
      }),
      on(operations.listScenarioQueue, scenarioLists.queue),
      on(operations.getScenario, ({ params }) => {
        const found = scenario(params.id);
        return found ? HttpResponse.json(withHtml(found)) : notFound('scenario');
      }),
      on(operations.toggleScenarioApproval, (call) => review(call, 'toggle')),
      on(operations.banishScenarioToDraft, (call) => review(call, 'banish')),
      on(operations.createScenario, (call) => saveScenario(call, undefined)),
      on(operations.updateScenario, (call) => saveScenario(call, call.params.id)),
      on(operations.deleteScenario, ({ params, request }) => {
        const actor = actorOf(request);
        const found = scenario(params.id);
        if (!found) return notFound('scenario');
        if (!can(actor, 'scenario:delete', found)) return refusal(actor, 'scenario:delete');
        remove(db.scenarios, (s) => s._id === found._id);
        return deleted(found._id);
      }),
    ];
  };
  /** Sign-in, registration, profiles and invitations, as api/src/routes/users.ts answers them. */
  const userHandlers = () => [
    on(operations.login, ({ body }) => {
      const found = user(body.username);
      if (!found || db.passwords[found.username] !== body.password) {
        return failure(401, 'Unauthorized', 'Wrong username or password');
      }
      return HttpResponse.json(session(found));
    }),
    on(operations.register, ({ body }) => {
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
      // A deleted account's username stays taken, so nobody can be taken for its author.
      if (user(body.username) || isRetiredUsername(db, body.username)) {
        return failure(409, 'Conflict', 'That username is taken');
      }
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
    on(operations.getOwnProfile, ({ request }) => {
      const actor = actorOf(request);
      return actor ? HttpResponse.json(profileFor(actor, actor)) : unauthorized();
    }),
    on(operations.getProfile, ({ params, request }) => {
      const found = user(params.username);
      return found ? HttpResponse.json(profileFor(found, actorOf(request))) : notFound('user');
    }),
    on(operations.setPublisher, ({ request }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'publisher:signup')) return refusal(actor, 'publisher:signup');
      if (!actor.roles.includes('publisher')) actor.roles.push('publisher');
      return HttpResponse.json(profileFor(actor, actor));
    }),
    on(operations.generateRegistrationKey, ({ request, url }) => {
      const actor = actorOf(request);
      if (!actor || !can(actor, 'invite:create')) return refusal(actor, 'invite:create');
      const wanted = url.searchParams.get('roles');
      const roles = wanted ? [...new Set(wanted.split(','))] : ['publisher'];
      const registrationToken = mockInviteToken(roles);
      db.invites.push(registrationToken);
      db.inviteNotes[registrationToken] = (url.searchParams.get('note') ?? '').trim();
      const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
      return HttpResponse.json({ registrationToken, roles, expires });
    }),
    ...invitationHandlers(),
    ...roleHandlers(),
  ];
  return [
    // The server's defaults, unless a test sets its own settings in db.site.
    on(operations.getSite, () =>
      HttpResponse.json({
        chatUrl: '',
        loreCollections: LORE_COLLECTIONS,
        passwordRecovery: true,
        ...db.site,
      }),
    ),
    ...factionHandlers(),
    ...armouryHandlers(
      'Unit',
      () => db.units,
      (version) => version.units,
    ),
    ...armouryHandlers(
      'Weapon',
      () => db.weapons,
      (version) => version.weapons,
    ),
    ...ruleHandlers(),
    ...scenarioHandlers(),
    ...pageHandlers(),
    ...userHandlers(),
    ...rosterVerdictHandlers(db),
    ...accountSessionHandlers(db, actorOf),
    ...accountRosterHandlers(db, actorOf),
    ...ownAccountHandlers(db, actorOf),
    ...passwordResetHandlers(db, { actorOf, signIn: session }),
    on(operations.uploadImage, () => HttpResponse.json({ file_url: '/api/image/mock.png' })),
  ];
}
