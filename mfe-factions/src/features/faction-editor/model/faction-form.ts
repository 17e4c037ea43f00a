import type { Faction, FactionPayload } from '@muster/shared-kernel/core';
import { requiredRule } from '../../../lib/form-rules';

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
}

/** SPEC §2: a new tactic starts with empty name, knack and description. */
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
  };
}

function numberError(text: string, min: number, max: number, what: string): string | true {
  if (text.trim() === '') return `${what} is required`;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max)
    return `${what} must be a number from ${min} to ${max}`;
  return true;
}

/**
 * SPEC §5's rules, as react-hook-form field rules: the title is required; tactic knacks and
 * tactic penalties must be numbers.
 */
export const FACTION_RULES = {
  title: requiredRule('Title is required'),
  knack: { validate: (knack: string) => numberError(knack, 0, 100, 'Knack') },
  antePenalty: {
    validate: (penalty: string) => numberError(penalty, -100, 100, 'Tactic Penalty'),
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
  };
}
