import { LIMITS, type Scenario, type ScenarioPayload } from '@muster/shared-kernel/core';
import { textRule } from '@muster/shared-kernel/ui';

/** The scenario editor's form. */
export interface ScenarioForm {
  title: string;
  markdown: string;
  public: boolean;
  thumbnailURL: string;
}

/** The form of a scenario, or of a new one (a draft until its author ticks Public). */
export function toForm(scenario?: Scenario): ScenarioForm {
  return {
    title: scenario?.title ?? '',
    markdown: scenario?.markdown ?? '',
    public: scenario?.public ?? false,
    thumbnailURL: scenario?.thumbnailURL ?? '',
  };
}

/** The title is required; neither text is over the scenario schema's limits. */
export const SCENARIO_RULES = {
  title: textRule(LIMITS.scenario.title, 'Title'),
  markdown: textRule(LIMITS.scenario.markdown, 'Body'),
};

/** The save payload of a valid form (the server sets the slug, the author and `reviewed`). */
export function toPayload(form: ScenarioForm): ScenarioPayload {
  return {
    title: form.title.trim(),
    markdown: form.markdown,
    public: form.public,
    thumbnailURL: form.thumbnailURL,
  };
}
