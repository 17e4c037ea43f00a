import type { FastifyInstance } from 'fastify';
import { armouryRepository, toUnit, type UnitValues } from '../repositories/armoury.js';
import { operations } from '@muster/shared-kernel/core';
import type { UnitPayload } from '@muster/shared-kernel/core/model';
import { registerArmoury } from '../http/armoury-routes.js';

/**
 * A unit's keywords as stored: trimmed, each once (rules match them whatever their case, so
 * 'Elite' and 'elite' are one keyword; the first spelling is kept).
 */
function savedKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const keyword of keywords) {
    const trimmed = keyword.trim();
    const folded = trimmed.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    kept.push(trimmed);
  }
  return kept;
}

/** The stored values of a save: the route's schema has already filled the payload's defaults. */
function valuesOf(input: UnitPayload, factionId: string): UnitValues {
  return {
    factionId,
    unitName: input.unitName.trim(),
    description: input.description,
    trainingType: input.trainingType,
    health: input.health,
    protectionTypes: input.protectionTypes,
    protectionValue: input.protectionValue,
    movement: input.movement,
    size: input.size,
    equippedWeapons: input.equippedWeapons,
    abilities: input.abilities,
    structuredAbilities: input.structuredAbilities,
    keywords: savedKeywords(input.keywords ?? []),
  };
}

/** Units: a faction's list, one unit, saves and deletion by the faction's editors. */
export default async function unitRoutes(app: FastifyInstance) {
  const armoury = armouryRepository(app.db);

  const { listUnits, getUnit, createUnit, updateUnit, deleteUnit } = operations;
  registerArmoury(
    app,
    { list: listUnits, get: getUnit, create: createUnit, update: updateUnit, delete: deleteUnit },
    {
      name: 'Unit',
      noun: 'unit',
      toItem: toUnit,
      rowsOf: (factionId) => armoury.unitsOf(factionId),
      findRow: (id) => armoury.findUnit(id),
      inVersion: (version) => version.units,
      payloadFaction: (payload) => payload.faction,
      // The repository checks the equipment under the faction's lock (no race with a deletion).
      create: (payload, factionId) => armoury.createUnit(valuesOf(payload, factionId)),
      update: (id, payload, factionId, expected) =>
        armoury.updateUnit(id, valuesOf(payload, factionId), expected),
      remove: (row) => armoury.removeUnit(row),
    },
  );
}
