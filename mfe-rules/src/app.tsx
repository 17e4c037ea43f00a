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

/** The rules remote's routes (DESIGN §2), rendered under the shell's router. */
export const { App, preloadScreen } = remoteApp({
  '/': <RulesetPage />,
  '/ruleset': <RulesetPage />,
  '/pointformulas': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-pointformulas" */ './features/point-formulas/components/formula-list-page'
      ),
    'FormulaListPage',
  ),
  '/newformula': lazyScreen(formulaEditor, 'FormulaEditorPage'),
  '/editformula/:id': lazyScreen(formulaEditor, 'FormulaEditorPage'),
  '/abilitytemplates': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-abilitytemplates" */ './features/ability-templates/components/ability-list-page'
      ),
    'AbilityListPage',
  ),
  '/newability': lazyScreen(abilityEditor, 'AbilityEditorPage'),
  '/editability/:id': lazyScreen(abilityEditor, 'AbilityEditorPage'),
});
export default App;
