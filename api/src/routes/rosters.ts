import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations, ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE } from '@muster/shared-kernel/core';
import type { RosterVerdict } from '@muster/shared-kernel/core/model';
import { found, HttpError } from '../errors.js';
import { route, valueValidator } from '../http/operation-route.js';
import { IMMUTABLE, matches } from '../plugins/read-cache.js';
import { factionVersionsRepository } from '../repositories/faction-versions.js';
import { factionsRepository } from '../repositories/factions.js';
import {
  rosterVerdictsRepository,
  type RosterVerdictRow,
} from '../repositories/roster-verdicts.js';
import { rulesRepository } from '../repositories/rules.js';
import { throttleRepository } from '../repositories/throttle.js';
import { boundVerifiedRoster, VERIFY_BODY_LIMIT } from '../services/roster-bounds.js';
import { canonicalJson, verdictCodes, verdictOf } from '../services/roster-verdict.js';
import { checkedRosterFile, sharedRosterFile } from '../services/shared-roster.js';

/** What verifying a roster of a faction never approved answers (404). */
export const NO_APPROVED_VERSION_MESSAGE =
  'This faction has no approved version, so its rosters cannot be verified.';

/** What an unknown verification code answers (404). */
export const UNKNOWN_CODE_MESSAGE = 'No roster was verified with this code.';

/**
 * The most a stored verdict may take, as JSON (64 KB): a roster of a few hundred lines with a
 * problem for each is well under it, and it bounds what one throttled call can add to the table.
 */
export const MAX_VERDICT_BYTES = 64 * 1024;

/** A stored verdict as answered: its content, its code and when it was first given. */
const answerOf = (row: RosterVerdictRow): RosterVerdict => ({
  code: row.code,
  checkedAt: row.createdAt.toISOString(),
  ...row.verdict,
});

/**
 * The server's verdict on a shared roster (`POST /api/rosters/verify`), kept under a short code
 * anyone can read it back by (`GET /api/rosters/verify/:code`); both are throttled per address.
 */
export default async function rosterRoutes(app: FastifyInstance) {
  const factions = factionsRepository(app.db);
  const versions = factionVersionsRepository(app.db);
  const rules = rulesRepository(app.db);
  const verdicts = rosterVerdictsRepository(app.db);
  const throttle = throttleRepository(app.db);
  const perMinute = app.config.rosterVerifyPerMinute;

  /** One call from the request's address, of `perMinute` for each of the two calls. */
  const takeCall = (request: FastifyRequest, key: 'roster-verify' | 'roster-verdict') =>
    throttle.takeOrRefuse(
      `${key}:${request.ip}`,
      { limit: perMinute, windowSeconds: 60 },
      (wait) =>
        `Too many roster verifications from this address: at most ${perMinute} a minute, try again in ${wait} s`,
    );

  route(
    app,
    operations.verifyRoster,
    async (request) => {
      await takeCall(request, 'roster-verify');
      const { body } = request;
      // A file was checked before the route's validation (below).
      const file = 'link' in body ? sharedRosterFile(body.link) : body.file;
      const faction = found(await factions.find(file.faction_slug), 'Faction');
      const number = file.faction_version ?? (await versions.latestNumber(faction.id));
      if (number === null) throw new HttpError(404, NO_APPROVED_VERSION_MESSAGE);
      const version = found(await versions.find(faction.id, number), 'Faction version');
      const [ruleset, formula] = await Promise.all([rules.ruleset(), rules.activeFormula()]);
      const content = verdictOf(file, faction.slug, version, {
        siteRules: ruleset?.rosterRules ?? [],
        formula: formula?.formula,
      });
      const text = canonicalJson(content);
      if (Buffer.byteLength(text) > MAX_VERDICT_BYTES)
        throw new HttpError(413, ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE);
      // The first code not already naming another verdict: almost always the first.
      for (const code of verdictCodes(content)) {
        const row = await verdicts.keep(code, content);
        if (canonicalJson(row.verdict) === text) return answerOf(row);
      }
      throw new Error('every code of this verdict already names another verdict');
    },
    {
      // A file's size and shape are bounded first, before any work in proportion to them. Its
      // schema is checked here, so a 400 names its field (the body is a union of a link and a
      // file, which the route's validation would only call unmatched), and its defaults are
      // filled as a link's are (ajv fills none in a union, and refuses to compile one that has
      // them: the route's validation is TypeBox's).
      preValidation: async (request) => {
        const body = request.body as { file?: unknown } | null;
        if (body && typeof body === 'object' && 'file' in body) {
          boundVerifiedRoster(body.file);
          body.file = checkedRosterFile(body.file, 'body/file');
        }
      },
      validatorCompiler: valueValidator,
      keepsReadCache: true,
      bodyLimit: VERIFY_BODY_LIMIT,
    },
  );

  route(app, operations.getRosterVerdict, async (request, reply) => {
    await takeCall(request, 'roster-verdict');
    const { code } = request.params;
    // A verdict never changes: its code is its tag, and any cache may keep it.
    const etag = `"${code}"`;
    if (matches(request, etag))
      return reply.code(304).header('Cache-Control', IMMUTABLE).header('ETag', etag).send();
    const row = await verdicts.find(code);
    if (!row) throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    return answerOf(row);
  });
}
