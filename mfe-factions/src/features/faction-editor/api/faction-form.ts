import type { Faction, FactionPayload } from '@muster/shared-kernel/core';

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

/** What is wrong with a form; empty when it may be saved. */
export interface FactionFormErrors {
  title?: string;
  tactics?: Record<number, string>;
  effects?: Record<number, string>;
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

function numberError(text: string, min: number, max: number, what: string): string | undefined {
  if (text.trim() === '') return `${what} is required`;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max)
    return `${what} must be a number from ${min} to ${max}`;
  return undefined;
}

/** SPEC §5: the title is required; tactic knacks and tactic penalties must be numbers. */
export function validate(form: FactionForm): FactionFormErrors {
  const errors: FactionFormErrors = {};
  if (!form.title.trim()) errors.title = 'Title is required';
  form.tactics.forEach((tactic, index) => {
    const error = numberError(tactic.knack, 0, 100, 'Knack');
    if (error) errors.tactics = { ...errors.tactics, [index]: error };
  });
  form.effects.forEach((effect, index) => {
    const error = numberError(effect.antePenalty, -100, 100, 'Tactic Penalty');
    if (error) errors.effects = { ...errors.effects, [index]: error };
  });
  return errors;
}

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
