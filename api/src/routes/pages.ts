import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import { authorize, can, type Actor } from '../auth/permissions.js';
import { forbidden, found } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import {
  communityRepository,
  type PageCardRow,
  type PageRow,
  type PageValues,
} from '../repositories/community.js';
import { usersRepository } from '../repositories/users.js';
import { registerOwnedDelete } from '../http/delete-route.js';
import { registerOwnedUpdate } from '../http/update-route.js';
import { registerCachedDetail } from '../http/detail-route.js';
import { renderedHtml } from '../services/rendered-html.js';
import { savedEditors } from '../services/editors.js';
import { registerModeration } from '../http/moderation-routes.js';
import type { Page, PageCard, PagePayload } from '@muster/shared-kernel/core/model';
import { route } from '../http/operation-route.js';

/**
 * A page as answered, with its markdown rendered to HTML for the page and the lore tabs (lists
 * answer cards, without either); `showNote`: whether the caller sees the moderator's review note (its
 * author, listed editors and moderators: {@link seesNote}).
 */
export function toPage(row: PageRow, showNote = false): Page {
  return {
    _id: row.id,
    version: row.version,
    title: row.title,
    type: row.type,
    markdown: row.markdown,
    thumbnailURL: row.thumbnailUrl,
    tags: row.tags,
    reviewed: row.reviewed,
    reviewNote: showNote ? row.reviewNote : '',
    acl: { author: row.author, editors: row.editors },
    html: renderedHtml(row.markdown),
  };
}

/** Whether `actor` sees a page's review note: its author, listed editors and moderators. */
const seesNote = (actor: Actor | null, row: Pick<PageRow, 'author' | 'editors'>) =>
  can(actor, 'page:edit', row);

export function toPageCard(row: PageCardRow, showNote = false): PageCard {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    thumbnailURL: row.thumbnailUrl,
    tags: row.tags,
    reviewed: row.reviewed,
    reviewNote: showNote ? row.reviewNote : '',
    acl: { author: row.author, editors: row.editors },
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * The stored values of a save. Only moderators set tags or change a page's type; only the
 * author and moderators change its editors, whose names must be users'.
 */
async function valuesOf(
  input: PagePayload,
  actor: Actor,
  existing: PageRow | null,
  spelledUsernames: (names: readonly string[]) => Promise<string[]>,
): Promise<PageValues> {
  const tags = input.tags ?? existing?.tags ?? [];
  const mayRetag = can(actor, 'page:retag');
  if (!mayRetag) {
    if (existing ? !sameSet(tags, existing.tags) : tags.length > 0)
      throw forbidden('Only moderators change page tags');
    if (existing && input.type !== existing.type)
      throw forbidden('Only moderators change a page type');
  }
  const editors = await savedEditors(
    input.acl?.editors,
    actor,
    'page:set-editors',
    existing,
    spelledUsernames,
  );
  return {
    title: input.title.trim(),
    type: input.type,
    markdown: input.markdown ?? existing?.markdown ?? '',
    thumbnailUrl: input.thumbnailURL ?? existing?.thumbnailUrl ?? '',
    tags,
    editors,
  };
}

/** Community pages (terrain, lore, battle reports...): lists, detail, saves, review. */
export default async function pageRoutes(app: FastifyInstance) {
  const community = communityRepository(app.db);
  const users = usersRepository(app.db);

  const load = async (id: string) => found(await community.findPage(id), 'Page');

  route(app, operations.listPages, async (request, reply) => {
    await app.readCache.send(request, reply, async () =>
      (
        await community.listPages({
          kind: 'listed',
          type: request.params.type,
          tag: request.query.tag || null,
        })
      ).map((row) => toPageCard(row)),
    );
  });

  route(app, operations.listPageQueue, async (request) => {
    authorize(request.actor, 'queue:read');
    return (await community.listPages({ kind: 'queue' })).map((row) => toPageCard(row, true));
  });

  route(app, operations.listOwnPages, async (request) => {
    const actor = requireActor(request);
    return (await community.listPages({ kind: 'mine', username: actor.username })).map((row) =>
      toPageCard(row, true),
    );
  });

  registerCachedDetail(app, operations.getPage, {
    load: async (id) => toPage(await load(id)),
    loadFor: async (id, actor) => {
      const row = await load(id);
      return toPage(row, seesNote(actor, row));
    },
  });

  route(app, operations.createPage, async (request) => {
    const actor = request.actor;
    authorize(actor, 'page:create');
    const values = await valuesOf(request.body, actor, null, users.spelledUsernames);
    const row = await community.createPage(values, actor.username, can(actor, 'page:review'));
    return toPage(row, true);
  });

  registerOwnedUpdate(app, operations.updatePage, {
    name: 'Page',
    permission: 'page:edit',
    load,
    save: async (existing, payload, actor, expected) =>
      community.updatePage(
        existing.id,
        await valuesOf(payload, actor, existing, users.spelledUsernames),
        can(actor, 'page:review'),
        expected,
      ),
    answer: (row) => toPage(row, true),
  });

  registerOwnedDelete(app, operations.deletePage, {
    permission: 'page:delete',
    load,
    remove: (id) => community.removePage(id),
  });

  registerModeration(
    app,
    { toggle: operations.togglePageReview, banish: null },
    {
      name: 'Page',
      permission: 'page:review',
      // No banish operation: a page is never asked to banish, so its narrower review serves.
      review: community.setPageReview,
      answer: (row) => toPage(row, true),
    },
  );
}
