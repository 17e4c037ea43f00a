import {
  lazyNamed,
  ScreenRoutes,
  screenPreloader,
  type ScreenRoute,
} from '@muster/shared-kernel/ui';
import { RulesetPage } from './features/ruleset/components/ruleset-page';

// The ruleset is the home page, so it ships in this chunk; the formula and template screens are
// fetched on their first visit, so a first visit to / downloads only the ruleset.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const formulaListPage = () =>
  import(
    /* webpackChunkName: "route-pointformulas" */ './features/point-formulas/components/formula-list-page'
  );
const formulaEditorPage = () =>
  import(
    /* webpackChunkName: "route-editformula-id" */ './features/point-formulas/components/formula-editor-page'
  );
const abilityListPage = () =>
  import(
    /* webpackChunkName: "route-abilitytemplates" */ './features/ability-templates/components/ability-list-page'
  );
const abilityEditorPage = () =>
  import(
    /* webpackChunkName: "route-editability-id" */ './features/ability-templates/components/ability-editor-page'
  );

const FormulaListPage = lazyNamed(formulaListPage, 'FormulaListPage');
const FormulaEditorPage = lazyNamed(formulaEditorPage, 'FormulaEditorPage');
const AbilityListPage = lazyNamed(abilityListPage, 'AbilityListPage');
const AbilityEditorPage = lazyNamed(abilityEditorPage, 'AbilityEditorPage');

const ROUTES: readonly ScreenRoute[] = [
  [['/', '/ruleset'], <RulesetPage />],
  ['/pointformulas', <FormulaListPage />],
  [['/newformula', '/editformula/:id'], <FormulaEditorPage />],
  ['/abilitytemplates', <AbilityListPage />],
  [['/newability', '/editability/:id'], <AbilityEditorPage />],
];

/** Fetches the screen of a path before the shell first draws this remote (see `screenPreloader`). */
export const preloadScreen = screenPreloader(ROUTES);

/** The rules remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
