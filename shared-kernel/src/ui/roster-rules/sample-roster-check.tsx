import { useId, useMemo, useState } from 'react';
import {
  LIMITS,
  MAX_ROSTER_COUNT,
  type RosterEntry,
  type RosterRule,
  type Unit,
} from '@muster/shared-kernel/core';
import { checkRoster } from '@muster/shared-kernel/core/points';
import { DataTable } from '../data-table/data-table.js';
import { TextField } from '../fields/fields.js';
import { ruleFieldProblems } from './rule-drafts.js';

/** Props of {@link SampleRosterCheck}. */
export interface SampleRosterCheckProps {
  rules: readonly RosterRule[];
  siteRules?: readonly RosterRule[];
  units: readonly Unit[];
  unitNames: ReadonlyMap<string, string>;
  unitPoints?: ReadonlyMap<string, number>;
}

/** The words of a verdict: 'Legal', '1 problem', '3 problems'. */
const verdictText = (problems: number) =>
  problems === 0 ? 'Legal' : `${problems} ${problems === 1 ? 'problem' : 'problems'}`;

/** A count as typed: a whole number from 0 to the most a roster line holds, else 0. */
function countOf(text: string): number {
  const count = Number(text);
  return Number.isInteger(count) && count > 0 ? Math.min(count, MAX_ROSTER_COUNT) : 0;
}

/**
 * A roster of the faction's units (one of each to start) checked against the rules as they are
 * edited, with the problems a player would see, or 'Legal'. Rules not yet complete are left out.
 * Its units are arranged as an old roster's are, one formation per training type.
 */
export function SampleRosterCheck({
  rules,
  siteRules = [],
  units,
  unitNames,
  unitPoints,
}: SampleRosterCheckProps) {
  const id = useId();
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [limit, setLimit] = useState('0');
  const countText = (unit: Unit) => counts[unit._id] ?? '1';
  const pointsOf = (unit: Unit) => unitPoints?.get(unit._id) ?? 0;

  const complete = rules.filter((rule) => Object.keys(ruleFieldProblems(rule)).length === 0);
  const lines: RosterEntry[] = units
    .map((unit) => ({ obj: unit, count: countOf(countText(unit)) }))
    .filter((line) => line.count > 0);
  const pointLimit = Number(limit) > 0 ? Number(limit) : null;
  const key = JSON.stringify([complete, siteRules, lines.map((l) => l.count), pointLimit]);
  const problems = useMemo(
    () =>
      checkRoster({ unit_list: lines, point_limit: pointLimit }, [...siteRules, ...complete], {
        linePoints: lines.map((line) => line.count * pointsOf(line.obj)),
        unitNames,
      }),
    // The lines and rules are made afresh each render; their JSON says whether they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, units, unitNames, unitPoints],
  );
  const total = lines.reduce((sum, line) => sum + line.count * pointsOf(line.obj), 0);

  return (
    <section className="roster-rules-sample" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Sample roster</h3>
      <p className="muted">
        Try the rules on a roster of this faction: change how many of each unit it holds.
      </p>
      <div className="roster-rules-sample-limit">
        <TextField
          label="Point limit"
          type="number"
          inputMode="numeric"
          min={LIMITS.roster.pointLimit.minimum}
          hint="0 for none"
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
        />
      </div>
      <DataTable columns={['Unit', 'Points each', 'Count']} label="Sample roster units">
        {units.map((unit) => (
          <tr key={unit._id}>
            <th scope="row">{unit.unitName}</th>
            <td>{pointsOf(unit)}</td>
            <td>
              <input
                className="input roster-rules-sample-count"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_ROSTER_COUNT}
                aria-label={`Count of ${unit.unitName}`}
                value={countText(unit)}
                onChange={(event) =>
                  setCounts((shown) => ({ ...shown, [unit._id]: event.target.value }))
                }
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <div className="roster-rules-verdict" role="status" aria-label="Sample roster verdict">
        <p>
          <strong className={problems.length === 0 ? 'roster-rules-legal' : 'error-text'}>
            {verdictText(problems.length)}
          </strong>{' '}
          <span className="muted">({total} points)</span>
        </p>
        {problems.length > 0 && (
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
