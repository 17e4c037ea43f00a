import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authorize } from '../auth/permissions.js';
import { badRequest } from '../errors.js';
import { rulesRepository } from '../repositories/rules.js';
import { Ruleset, RulesetPayload } from '@muster/shared-kernel/core';
import { errors } from './common.schemas.js';

/** The ruleset: anyone reads it; the administrator edits it and picks the active formula. */
export default async function rulesetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules = rulesRepository(app.db);
  const tags = ['ruleset'];

  app.get(
    '/api/ruleset/',
    { schema: { tags, response: { 200: Ruleset, ...errors } } },
    async (request, reply) => {
      await app.readCache.send(request, reply, async () => {
        const row = await rules.ruleset();
        return {
          markdown: row?.markdown ?? '',
          activePointFormula: row?.activePointFormula ?? null,
        };
      });
    },
  );

  app.post(
    '/api/ruleset/',
    { schema: { tags, body: RulesetPayload, response: { 200: Ruleset, ...errors } } },
    async (request) => {
      authorize(request.actor, 'ruleset:edit');
      const current = await rules.ruleset();
      const wanted =
        request.body.activePointFormula === undefined
          ? (current?.activePointFormula ?? null)
          : request.body.activePointFormula || null;
      if (wanted && !(await rules.findFormula(wanted)))
        throw badRequest('body/activePointFormula is not a known point formula');
      const row = await rules.saveRuleset(request.body.markdown, wanted);
      return { markdown: row.markdown, activePointFormula: row.activePointFormula };
    },
  );
}
