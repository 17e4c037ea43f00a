import { useMemo } from 'react';
import type { RosterRule } from '@muster/shared-kernel/core';
import {
  useAbilityTemplates,
  useRuleset,
  useUnitsOfFaction,
  useWeaponsOfFaction,
} from '@muster/shared-kernel/client';
import { Loading, RosterRulesEditor } from '@muster/shared-kernel/ui';
import { useCostedUnits } from '../../../lib/use-costed-units';

const NONE: never[] = [];

/** Props of {@link RosterRulesTab}. */
export interface RosterRulesTabProps {
  /** The faction's id; none for a new faction, which has no units yet. */
  factionId?: string;
  rules: RosterRule[];
  onChange: (rules: RosterRule[]) => void;
}

/**
 * The Faction Editor's Roster Rules tab: the rule builder with the faction's units (costed with
 * the formula in force, highest first, as the faction page lists them) for its sample roster,
 * which also follows the site-wide rules. Its own chunk, fetched when the tab is first opened.
 */
export function RosterRulesTab({ factionId, rules, onChange }: RosterRulesTabProps) {
  const units = useUnitsOfFaction(factionId);
  const weapons = useWeaponsOfFaction(factionId);
  const templates = useAbilityTemplates(factionId !== undefined);
  const siteRules = useRuleset().data?.rosterRules;
  const costed = useCostedUnits(units.data ?? NONE, weapons.data ?? NONE, templates.data ?? NONE);
  // The sample roster's units in the faction page's order, and each one's points.
  const sample = useMemo(
    () => ({
      units: costed.map((line) => line.unit),
      unitPoints: new Map(costed.map((line) => [line.unit._id, line.cost.total])),
    }),
    [costed],
  );
  if (factionId && (units.isPending || weapons.isPending || templates.isPending))
    return <Loading />;
  return (
    <>
      <p className="muted">
        What a legal roster of this faction holds, besides the site-wide rules. The roster builder
        shows players the problems of a roster and how to fix them; it never stops them.
      </p>
      <RosterRulesEditor rules={rules} onChange={onChange} siteRules={siteRules} {...sample} />
      {!factionId && (
        <p className="muted">Save the faction and add its units to try the rules on a roster.</p>
      )}
    </>
  );
}
