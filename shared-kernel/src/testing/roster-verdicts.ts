/**
 * The mock API's verdicts on rosters (POST /api/rosters/verify, GET /api/rosters/verify/:code),
 * computed as the API computes them: the list rebuilt from the faction's units, each line costed
 * by the points engine under the active formula, and checked by the rules engine against the
 * site-wide and the faction's roster rules. A verdict is kept under its code, which hangs on the
 * list alone, so the same list gets the same code.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE,
  operations,
  shareCodeOf,
  type AbilityTemplate,
  type RosterFile,
  type Unit,
  type Weapon,
} from '@muster/shared-kernel/core';
import { VERIFICATION_CODE_PATTERN, tooLargeToVerify } from '@muster/shared-kernel/core/model';
import {
  checkRoster,
  computeUnitCost,
  formationGroups,
  withFormations,
} from '@muster/shared-kernel/core/points';
// The codec itself, not the client's on-demand wrapper (share-link.ts): under jest, that
// wrapper's dynamic import, run inside an MSW handler, came back without the codec's exports.
import { decodeRoster } from '../client/rosters/share-codec.js';
import type { MockDb } from './mock-db.js';
import { failure, on } from './operation-handler.js';

/** The letters and digits of a code: no I, L, O or U, which read as other characters. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Eight characters of {@link CODE_ALPHABET} from the text's two FNV-1a hashes, as 'XXXX-XXXX'. */
function codeOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x811c9dc5) >>> 0;
  }
  const chars = [a, b].flatMap((hash) =>
    [0, 5, 10, 15].map((shift) => CODE_ALPHABET[(hash >>> shift) & 31] as string),
  );
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The share code a `link` field holds: the whole address's `#share=…`, or the code itself. */
function shareCodeOfLinkField(link: string): string {
  const text = link.trim();
  const hash = text.indexOf('#');
  return hash < 0 ? text : (shareCodeOf(text.slice(hash)) ?? '');
}

/** What a faction version offers a roster: its units, weapons and ability templates. */
interface VersionContent {
  number: number;
  units: readonly Unit[];
  weapons: readonly Weapon[];
  abilityTemplates: readonly AbilityTemplate[];
}

const CODE = new RegExp(VERIFICATION_CODE_PATTERN);

/** MSW handlers of the two verdict calls, answering from (and keeping verdicts in) `db`. */
export function rosterVerdictHandlers(db: MockDb): HttpHandler[] {
  const verdict = (code: string) => db.verdicts?.find((kept) => kept.code === code);

  /**
   * The approved version the file names, else the latest; a faction the mock holds no version of
   * (the fixtures') is read as it is, as its version 1.
   */
  const versionOf = (factionId: string, wanted: number | undefined): VersionContent | null => {
    const versions = (db.factionVersions ?? [])
      .filter((version) => version.faction._id === factionId)
      .sort((x, y) => y.number - x.number);
    if (versions.length === 0)
      return {
        number: 1,
        units: db.units.filter((unit) => unit.faction === factionId),
        weapons: db.weapons.filter((weapon) => weapon.faction === factionId),
        abilityTemplates: db.abilities,
      };
    const found = wanted === undefined ? versions[0] : versions.find((v) => v.number === wanted);
    return found ?? null;
  };

  function verdictOf(sent: RosterFile): Response {
    // Lines are placed in formations first, so the rules and the answer read the same groups.
    const file = withFormations(sent);
    const faction = db.factions.find((f) => f.slug === file.faction_slug);
    if (!faction) return failure(404, 'Not Found', 'Faction not found');
    const version = versionOf(faction._id, file.faction_version);
    if (!version) return failure(404, 'Not Found', 'Faction version not found');
    const formula = db.formulas.find((f) => f._id === db.ruleset.activePointFormula)?.formula;
    const units = new Map(version.units.map((unit) => [unit._id, unit]));
    const lines = file.unit_list.map((entry) => {
      const unit = units.get(entry.obj._id);
      const points = unit
        ? computeUnitCost({
            unit,
            weapons: version.weapons,
            abilityTemplates: version.abilityTemplates,
            formula,
          }).total * entry.count
        : 0;
      return {
        unit: entry.obj._id,
        unitName: unit?.unitName ?? entry.obj.unitName,
        count: entry.count,
        points,
        known: unit !== undefined,
      };
    });
    // A line the version does not hold counts nothing, so the rules read the version's units.
    const rebuilt = {
      ...file,
      unit_list: file.unit_list.flatMap((entry) => {
        const unit = units.get(entry.obj._id);
        return unit ? [{ ...entry, obj: unit }] : [];
      }),
    };
    // As the API: a line the version lacks is a problem of its own, first, and the rules leave it out.
    const unknown = file.unit_list.flatMap((entry, index) =>
      lines[index]?.known
        ? []
        : [
            {
              message: `'${entry.obj.unitName}' is not in version ${version.number} of ${faction.title}: remove it from the roster`,
              units: [entry.obj._id],
              ...(entry.formation === undefined ? {} : { formation: entry.formation }),
            },
          ],
    );
    const problems = [
      ...unknown,
      ...checkRoster(rebuilt, [...(db.ruleset.rosterRules ?? []), ...(faction.rosterRules ?? [])], {
        linePoints: lines.filter((line) => line.known).map((line) => line.points),
        unitNames: new Map(version.units.map((unit) => [unit._id, unit.unitName])),
      }),
    ];
    const formations = formationGroups(file).map((group) => ({
      name: group.name,
      lines: group.lines.flatMap((index) => lines[index] ?? []),
    }));
    const found = {
      faction: { slug: faction.slug, title: faction.title },
      version: version.number,
      name: file.name,
      pointLimit: file.point_limit,
      total: lines.reduce((sum, line) => sum + line.points, 0),
      formations,
      legal: problems.length === 0,
      problems,
    };
    const code = codeOf(JSON.stringify(found));
    const kept = verdict(code);
    if (kept) return HttpResponse.json(kept);
    const given = { code, checkedAt: new Date().toISOString(), ...found };
    (db.verdicts ??= []).push(given);
    return HttpResponse.json(given);
  }

  return [
    on(operations.verifyRoster, async ({ body }) => {
      const tooLarge = () => failure(413, 'Payload Too Large', ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE);
      if ('file' in body) return tooLargeToVerify(body.file) ? tooLarge() : verdictOf(body.file);
      const decoded = await decodeRoster(shareCodeOfLinkField(body.link));
      if (decoded.ok) return tooLargeToVerify(decoded.file) ? tooLarge() : verdictOf(decoded.file);
      return decoded.error === ROSTER_TOO_LARGE_TO_SHARE_MESSAGE
        ? failure(413, 'Payload Too Large', decoded.error)
        : failure(400, 'Bad Request', decoded.error);
    }),
    on(operations.getRosterVerdict, ({ params }) => {
      // Fastify checks the path's parameters before the route's handler.
      if (!CODE.test(params.code))
        return failure(
          400,
          'Bad Request',
          `params/code must match pattern "${VERIFICATION_CODE_PATTERN}"`,
        );
      const kept = verdict(params.code);
      return kept
        ? HttpResponse.json(kept)
        : failure(404, 'Not Found', 'No roster was verified with this code.');
    }),
  ];
}
