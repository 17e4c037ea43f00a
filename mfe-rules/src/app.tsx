import { lazyScreen, remoteApp } from '@muster/shared-kernel/ui';
import { RulesetPage } from './features/ruleset/components/ruleset-page';

// The ruleset is the home page, so it ships in this chunk; the formula and template screens are
// fetched on their first visit, so a first visit to / downloads only the ruleset.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const formulaEditor = () =>
  import(
    /* webpackChunkName: "route-editformula-id" */ './features/point-formulas/components/formula-editor-page'
  );
const abilityEditor = () =>
  import(
    /* webpackChunkName: "route-editability-id" */ './features/ability-templates/components/ability-editor-page'
  );

/** The rules remote's screens, by route (the kernel's route table), under the shell's router. */
export const { App, preloadScreen } = remoteApp('rules', {
  home: <RulesetPage />,
  ruleset: <RulesetPage />,
  pointFormulas: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-pointformulas" */ './features/point-formulas/components/formula-list-page'
      ),
    'FormulaListPage',
  ),
  newFormula: lazyScreen(formulaEditor, 'FormulaEditorPage'),
  editFormula: lazyScreen(formulaEditor, 'FormulaEditorPage'),
  abilityTemplates: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-abilitytemplates" */ './features/ability-templates/components/ability-list-page'
      ),
    'AbilityListPage',
  ),
  newAbility: lazyScreen(abilityEditor, 'AbilityEditorPage'),
  editAbility: lazyScreen(abilityEditor, 'AbilityEditorPage'),
});
export default App;
