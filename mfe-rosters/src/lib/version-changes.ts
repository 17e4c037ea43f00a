import {
  protectionNames,
  trainingName,
  weaponTypeNames,
  type RosterEntry,
  type Unit,
  type Weapon,
} from '@muster/shared-kernel/core';
import { rosterPoints, type RosterCostContext } from '@muster/shared-kernel/core/points';

/** What a newer faction version changes for one unit of a roster. */
export interface UnitChange {
  /** The unit's name in the roster. */
  name: string;
  /** The newer version no longer has the unit. */
  removed: boolean;
  /** What changed, one phrase each: 'cost was 25, now 28', 'Health 2 → 3', '+ Rifle'. */
  details: string[];
}

/** The roster's side and the newer version's side of a comparison. */
export interface VersionSide {
  weapons: readonly Weapon[];
  costs: RosterCostContext;
}

/** A unit's numbers that a player reads on its card, with their names there. */
const STATS: ReadonlyArray<[keyof Unit, string]> = [
  ['health', 'Health'],
  ['protectionValue', 'Protection'],
  ['movement', 'Movement'],
  ['size', 'Size'],
];

const arrow = (label: string, was: string | number, now: string | number) =>
  `${label} ${was} → ${now}`;

/** How one equipped weapon changed between the two sides: its stats and its knack. */
function weaponDetails(name: string, was: Weapon, now: Weapon, knack: [number, number]): string[] {
  const details: string[] = [];
  if (was.attacks !== now.attacks) details.push(arrow(`${name} attacks`, was.attacks, now.attacks));
  if (was.damage !== now.damage) details.push(arrow(`${name} damage`, was.damage, now.damage));
  const [wasType, nowType] = [weaponTypeNames(was.type), weaponTypeNames(now.type)];
  if (wasType !== nowType) details.push(arrow(`${name} type`, wasType, nowType));
  const [wasBypass, nowBypass] = [
    protectionNames(was.effectiveTypes) || 'none',
    protectionNames(now.effectiveTypes) || 'none',
  ];
  if (wasBypass !== nowBypass) details.push(arrow(`${name} bypasses`, wasBypass, nowBypass));
  if (knack[0] !== knack[1]) details.push(arrow(`${name} knack`, knack[0], knack[1]));
  return details;
}

/** The weapons a unit carries, by id, with their knack, named from its side's weapons. */
function equipment(unit: Unit, weapons: readonly Weapon[]) {
  const byId = new Map(weapons.map((weapon) => [weapon._id, weapon]));
  return new Map(
    unit.equippedWeapons.map((item) => [
      item.weaponID,
      { knack: item.knack, weapon: byId.get(item.weaponID) ?? null },
    ]),
  );
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every difference a player would see between a unit's copy and its newer version. */
function unitDetails(was: Unit, now: Unit, before: VersionSide, after: VersionSide): string[] {
  const details: string[] = [];
  if (was.unitName !== now.unitName) details.push(`renamed ${now.unitName}`);
  if (was.trainingType !== now.trainingType)
    details.push(arrow('Training', trainingName(was.trainingType), trainingName(now.trainingType)));
  for (const [field, label] of STATS) {
    if (was[field] !== now[field])
      details.push(arrow(label, String(was[field]), String(now[field])));
  }
  const [wasTypes, nowTypes] = [
    protectionNames(was.protectionTypes),
    protectionNames(now.protectionTypes),
  ];
  if (wasTypes !== nowTypes)
    details.push(arrow('Protection types', wasTypes || 'none', nowTypes || 'none'));

  const wasKit = equipment(was, before.weapons);
  const nowKit = equipment(now, after.weapons);
  for (const [id, { weapon }] of nowKit)
    if (!wasKit.has(id)) details.push(`+ ${weapon?.name ?? 'a weapon'}`);
  for (const [id, { weapon }] of wasKit)
    if (!nowKit.has(id)) details.push(`− ${weapon?.name ?? 'a weapon'}`);
  for (const [id, held] of wasKit) {
    const next = nowKit.get(id);
    if (!next || !held.weapon || !next.weapon) continue;
    details.push(
      ...weaponDetails(next.weapon.name, held.weapon, next.weapon, [held.knack, next.knack]),
    );
  }
  if (
    !sameJson(was.abilities, now.abilities) ||
    !sameJson(was.structuredAbilities, now.structuredAbilities)
  )
    details.push('abilities changed');
  return details;
}

/**
 * What `after` (a newer approved version: its units, weapons and costs) changes for each line of
 * a roster built on `before`: cost ('cost was 25, now 28', under the formula in force on both
 * sides), stats, weapons and abilities, or the unit's removal. Lines without changes, and copies
 * without an id (which no version can name), are left out.
 */
export function versionChanges(
  entries: readonly RosterEntry[],
  afterUnits: readonly Unit[],
  before: VersionSide,
  after: VersionSide,
): UnitChange[] {
  const newer = new Map(afterUnits.map((unit) => [unit._id, unit]));
  const wasCosts = new Map(
    rosterPoints({ unit_list: entries }, before.costs).lines.map((line) => [line.entry, line.cost]),
  );
  const changes: UnitChange[] = [];
  for (const entry of entries) {
    const was = entry.obj;
    if (!was._id) continue;
    const now = newer.get(was._id);
    if (!now) {
      changes.push({ name: was.unitName, removed: true, details: [] });
      continue;
    }
    const wasCost = wasCosts.get(entry)?.total ?? 0;
    const nowCost = rosterPoints({ unit_list: [{ count: 1, obj: now }] }, after.costs).total;
    const details = unitDetails(was, now, before, after);
    if (wasCost !== nowCost) details.unshift(`cost was ${wasCost}, now ${nowCost}`);
    if (details.length > 0) changes.push({ name: was.unitName, removed: false, details });
  }
  return changes;
}

/**
 * The roster's lines moved to a newer version's units: each copy replaced by the version's unit
 * of the same id, a unit the version no longer has dropped, a copy without an id kept as it is.
 */
export function linesOnVersion(
  entries: readonly RosterEntry[],
  units: readonly Unit[],
): RosterEntry[] {
  const newer = new Map(units.map((unit) => [unit._id, unit]));
  return entries.flatMap((entry) => {
    if (!entry.obj._id) return [entry];
    const now = newer.get(entry.obj._id);
    return now ? [{ ...entry, obj: now }] : [];
  });
}
