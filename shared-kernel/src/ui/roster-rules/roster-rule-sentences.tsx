import { useMemo } from 'react';
import type { RosterRule, Unit } from '@muster/shared-kernel/core';
import { ruleSentence } from '@muster/shared-kernel/core/points';

/** Props of {@link RosterRuleSentences}. */
export interface RosterRuleSentencesProps {
  rules: readonly RosterRule[];
  /** The faction's units, whose names the rules naming them read. */
  units: readonly Pick<Unit, '_id' | 'unitName'>[];
  /** The list's accessible name. */
  label: string;
}

/** Roster rules as the players read them, one sentence each ('Take at least 1 Leader'). */
export function RosterRuleSentences({ rules, units, label }: RosterRuleSentencesProps) {
  const unitNames = useMemo(() => new Map(units.map((unit) => [unit._id, unit.unitName])), [units]);
  return (
    <ul className="roster-rule-sentences" aria-label={label}>
      {rules.map((rule, index) => (
        // The rules are shown as they are stored: their place is their identity.
        <li key={index}>{ruleSentence(rule, unitNames)}</li>
      ))}
    </ul>
  );
}
