import type { FastifyInstance } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import { authorize } from '../auth/permissions.js';
import { badRequest } from '../errors.js';
import { RULESET_FIRST_VERSION, rulesRepository, type RulesetRow } from '../repositories/rules.js';
import { expectedVersion } from '../repositories/versions.js';
import type { Ruleset } from '@muster/shared-kernel/core/model';
import { versionOf } from '../http/detail-route.js';
import { route } from '../http/operation-route.js';
import { renderedHtml } from '../services/rendered-html.js';
import { checkSiteRules } from '../services/roster-rules.js';

/**
 * The ruleset as answered, its markdown rendered to HTML here (the read cache keeps the answer), so the ruleset page never downloads the renderer; a database never seeded
 * has the empty one, at its first version.
 */
function toRuleset(row: RulesetRow | null): Ruleset {
  const markdown = row?.markdown ?? '';
  return {
    version: row?.version ?? RULESET_FIRST_VERSION,
    markdown,
    activePointFormula: row?.activePointFormula ?? null,
    html: renderedHtml(markdown),
    rosterRules: row?.rosterRules ?? [],
  };
}

/**
 * The ruleset: anyone reads it; the administrator edits it, picks the active formula and sets the
 * roster rules every faction's rosters follow.
 */
export default async function rulesetRoutes(app: FastifyInstance) {
  const rules = rulesRepository(app.db);

  route(app, operations.getRuleset, async (request, reply) => {
    // The ruleset is one entity: its version is the ETag (never a 304: see the read cache).
    await app.readCache.send(request, reply, async () => toRuleset(await rules.ruleset()), {
      versionOf,
    });
  });

  route(app, operations.getSiteRosterRules, async (request, reply) => {
    await app.readCache.send(
      request,
      reply,
      async () => (await rules.ruleset())?.rosterRules ?? [],
    );
  });

  route(app, operations.saveRuleset, async (request) => {
    authorize(request.actor, 'ruleset:edit');
    const current = await rules.ruleset();
    const wanted =
      request.body.activePointFormula === undefined
        ? (current?.activePointFormula ?? null)
        : request.body.activePointFormula || null;
    if (wanted && !(await rules.findFormula(wanted)))
      throw badRequest('body/activePointFormula is not a known point formula');
    const rosterRules = request.body.rosterRules ?? current?.rosterRules ?? [];
    checkSiteRules(rosterRules);
    return toRuleset(
      await rules.saveRuleset(
        { markdown: request.body.markdown, activePointFormula: wanted, rosterRules },
        expectedVersion(request),
      ),
    );
  });
}
