import {
  LIMITS,
  type Faction,
  type FactionPayload,
  type RosterRule,
} from '@muster/shared-kernel/core';
import { numberRule, rosterRulesProblem, textRule } from '@muster/shared-kernel/ui';

/** A tactic row as typed (numbers are kept as text while typing). */
export interface TacticRow {
  name: string;
  knack: string;
  description: string;
}

/** An environment effect row as typed. */
export interface EffectRow {
  name: string;
  description: string;
  antePenalty: string;
}

/** The Faction Editor's form. */
export interface FactionForm {
  title: string;
  description: string;
  lore: string;
  public: boolean;
  thumbnailURL: string;
  editors: string[];
  tactics: TacticRow[];
  effects: EffectRow[];
  /** The roster rules as built (a number left blank is NaN until typed). */
  rosterRules: RosterRule[];
}

/** A new tactic starts with empty name, knack and description. */
export const NEW_TACTIC: TacticRow = { name: '', knack: '', description: '' };
export const NEW_EFFECT: EffectRow = { name: '', description: '', antePenalty: '0' };

/** The form of a faction, or of a new one. */
export function toForm(faction?: Faction): FactionForm {
  return {
    title: faction?.title ?? '',
    description: faction?.description ?? '',
    lore: faction?.lore ?? '',
    public: faction?.public ?? false,
    thumbnailURL: faction?.thumbnailURL ?? '',
    editors: faction?.acl.editors ?? [],
    tactics: (faction?.anteList ?? []).map((t) => ({ ...t, knack: String(t.knack) })),
    effects: (faction?.environmentList ?? []).map((e) => ({
      ...e,
      antePenalty: String(e.antePenalty),
    })),
    rosterRules: faction?.rosterRules ?? [],
  };
}

/**
 * The form's rules, as react-hook-form field rules from the faction schema's limits: the title is
 * required; tactic knacks and tactic penalties must be numbers; no text is over its length.
 */
export const FACTION_RULES = {
  title: textRule(LIMITS.faction.title, 'Title'),
  description: textRule(LIMITS.faction.description, 'Description'),
  lore: textRule(LIMITS.faction.lore, 'Lore'),
  tacticName: textRule(LIMITS.tactic.name, 'Name'),
  knack: numberRule(LIMITS.tactic.knack, 'Knack'),
  tacticDescription: textRule(LIMITS.tactic.description, 'Description'),
  effectName: textRule(LIMITS.effect.name, 'Name'),
  effectDescription: textRule(LIMITS.effect.description, 'Round Effect'),
  antePenalty: numberRule(LIMITS.effect.antePenalty, 'Tactic Penalty'),
  rosterRules: {
    validate: (rules: readonly RosterRule[]) => rosterRulesProblem(rules) ?? true,
  },
};

/** The save payload of a valid form. */
export function toPayload(form: FactionForm): FactionPayload {
  return {
    title: form.title.trim(),
    description: form.description,
    lore: form.lore,
    public: form.public,
    thumbnailURL: form.thumbnailURL,
    acl: { author: '', editors: form.editors },
    anteList: form.tactics.map((t) => ({
      name: t.name,
      knack: Number(t.knack),
      description: t.description,
    })),
    environmentList: form.effects.map((e) => ({
      name: e.name,
      description: e.description,
      antePenalty: Number(e.antePenalty),
    })),
    rosterRules: form.rosterRules,
  };
}
