/**
 * Formations: a roster's lines arranged into groups fielded together. A line names its formation
 * by index (`formation`), the roster lists the formations in order. Every function here is pure
 * and returns a new roster (the same object when nothing changes), so the builder can keep
 * rosters as values.
 */
import type { Formation, RosterEntry } from '../../model/index.js';
import { MAX_FORMATIONS, trainingName } from '@muster/shared-kernel/core';

/** What formations are read from: a roster, a roster file, or the server's rebuilt list. */
export interface FormationRoster {
  readonly unit_list: readonly RosterEntry[];
  readonly formations?: readonly Formation[];
}

/** The name a new formation gets: 'Formation 1' for the first. */
export const formationName = (index: number): string => `Formation ${index + 1}`;

/** One formation with the indexes of its lines in `unit_list`. */
export interface FormationGroup {
  readonly index: number;
  readonly name: string;
  readonly lines: readonly number[];
}

const isFormationIndex = (value: unknown, count: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/**
 * The roster with every line in a formation. A roster made before formations gets one formation
 * per training type, named after it, in the order the types first appear; a line naming no
 * formation, or one the roster does not have, joins the last formation (a new one when there is
 * none).
 */
export function withFormations<R extends FormationRoster>(roster: R): R {
  const formations = roster.formations ?? [];
  const placed = roster.unit_list.every((entry) =>
    isFormationIndex(entry.formation, formations.length),
  );
  if (placed && roster.formations) return roster;
  if (!roster.formations) {
    const byType = new Map<number, number>();
    const named: Formation[] = [];
    const unitList = roster.unit_list.map((entry) => {
      const type = entry.obj.trainingType;
      let index = byType.get(type);
      if (index === undefined) {
        index = named.length;
        byType.set(type, index);
        named.push({ name: trainingName(type) });
      }
      return entry.formation === index ? entry : { ...entry, formation: index };
    });
    return { ...roster, formations: named, unit_list: unitList };
  }
  const all = formations.length > 0 ? formations : [{ name: formationName(0) }];
  const last = all.length - 1;
  const unitList = roster.unit_list.map((entry) =>
    isFormationIndex(entry.formation, all.length) ? entry : { ...entry, formation: last },
  );
  return { ...roster, formations: all, unit_list: unitList };
}

/** The formations in order, each with the indexes of its lines. */
export function formationGroups(roster: FormationRoster): FormationGroup[] {
  const arranged = withFormations(roster);
  const groups = (arranged.formations ?? []).map((formation, index) => ({
    index,
    name: formation.name,
    lines: [] as number[],
  }));
  arranged.unit_list.forEach((entry, line) => groups[entry.formation as number]?.lines.push(line));
  return groups;
}

/**
 * A new, empty formation at the end (named 'Formation N' unless a name is given); the roster
 * unchanged when it already has {@link MAX_FORMATIONS}.
 */
export function addFormation<R extends FormationRoster>(roster: R, name?: string): R {
  const arranged = withFormations(roster);
  const formations = arranged.formations ?? [];
  if (formations.length >= MAX_FORMATIONS) return arranged;
  const named = name?.trim() || formationName(formations.length);
  return { ...arranged, formations: [...formations, { name: named }] };
}

/** The formation at `index` renamed (a blank name keeps the old one). */
export function renameFormation<R extends FormationRoster>(
  roster: R,
  index: number,
  name: string,
): R {
  const arranged = withFormations(roster);
  const formations = arranged.formations ?? [];
  const trimmed = name.trim();
  if (!isFormationIndex(index, formations.length) || trimmed === '') return arranged;
  if (formations[index]?.name === trimmed) return arranged;
  return {
    ...arranged,
    formations: formations.map((formation, i) => (i === index ? { name: trimmed } : formation)),
  };
}

/** `unit_list` with every formation index passed through `map`. */
function remapLines(unitList: readonly RosterEntry[], map: (index: number) => number) {
  return unitList.map((entry) => {
    const next = map(entry.formation as number);
    return next === entry.formation ? entry : { ...entry, formation: next };
  });
}

/** The formation at `from` moved to position `to`, its lines with it. */
export function moveFormation<R extends FormationRoster>(roster: R, from: number, to: number): R {
  const arranged = withFormations(roster);
  const formations = [...(arranged.formations ?? [])];
  if (
    from === to ||
    !isFormationIndex(from, formations.length) ||
    !isFormationIndex(to, formations.length)
  ) {
    return arranged;
  }
  const [moved] = formations.splice(from, 1) as [Formation];
  formations.splice(to, 0, moved);
  const map = (index: number) => {
    if (index === from) return to;
    if (from < to && index > from && index <= to) return index - 1;
    if (to < from && index >= to && index < from) return index + 1;
    return index;
  };
  return { ...arranged, formations, unit_list: remapLines(arranged.unit_list, map) };
}

/**
 * The formation at `index` dissolved: its lines join the formation before it (the next one when
 * it is the first). The only formation is dissolved only when it holds no line.
 */
export function dissolveFormation<R extends FormationRoster>(roster: R, index: number): R {
  const arranged = withFormations(roster);
  const formations = arranged.formations ?? [];
  if (!isFormationIndex(index, formations.length)) return arranged;
  const holdsLines = arranged.unit_list.some((entry) => entry.formation === index);
  if (formations.length === 1 && holdsLines) return arranged;
  const heir = index > 0 ? index - 1 : 0;
  const map = (line: number) => {
    if (line === index) return heir;
    return line > index ? line - 1 : line;
  };
  return {
    ...arranged,
    formations: formations.filter((_, i) => i !== index),
    unit_list: remapLines(arranged.unit_list, map),
  };
}

/** The line at `line` moved into the formation at `formation`. */
export function moveLine<R extends FormationRoster>(roster: R, line: number, formation: number): R {
  const arranged = withFormations(roster);
  const entry = arranged.unit_list[line];
  if (!entry || !isFormationIndex(formation, arranged.formations?.length ?? 0)) return arranged;
  if (entry.formation === formation) return arranged;
  return {
    ...arranged,
    unit_list: arranged.unit_list.map((e, i) => (i === line ? { ...e, formation } : e)),
  };
}
