import { lazyNamed, ScreenRoutes, type ScreenRoute } from '@muster/shared-kernel/ui';

// One chunk per feature: a reader of a scenario or a page never downloads the editors.
const scenarioListPage = () => import('./features/scenario-list/components/scenario-list-page');
const scenarioPage = () => import('./features/scenario-detail/components/scenario-page');
const scenarioEditorPage = () =>
  import('./features/scenario-editor/components/scenario-editor-page');
const pageListPage = () => import('./features/page-list/components/page-list-page');
const pagePage = () => import('./features/page-detail/components/page-page');
const pageEditorPage = () => import('./features/page-editor/components/page-editor-page');

const ScenarioListPage = lazyNamed(scenarioListPage, 'ScenarioListPage');
const ScenarioPage = lazyNamed(scenarioPage, 'ScenarioPage');
const NewScenarioPage = lazyNamed(scenarioEditorPage, 'NewScenarioPage');
const EditScenarioPage = lazyNamed(scenarioEditorPage, 'EditScenarioPage');
const PageListPage = lazyNamed(pageListPage, 'PageListPage');
const MyPagesPage = lazyNamed(pageListPage, 'MyPagesPage');
const LorePageListPage = lazyNamed(pageListPage, 'LorePageListPage');
const PagePage = lazyNamed(pagePage, 'PagePage');
const NewPagePage = lazyNamed(pageEditorPage, 'NewPagePage');
const EditPagePage = lazyNamed(pageEditorPage, 'EditPagePage');

const ROUTES: readonly ScreenRoute[] = [
  ['/scenariolist/:page', <ScenarioListPage kind="public" />],
  ['/myscenarios/:page', <ScenarioListPage kind="mine" />],
  ['/scenarios/:slug', <ScenarioPage />],
  ['/newscenario', <NewScenarioPage />],
  ['/editscenario/:slug', <EditScenarioPage />],
  ['/newpage/:type', <NewPagePage />],
  ['/editpage/:id', <EditPagePage />],
  ['/pages/:id', <PagePage />],
  ['/pagelist/:type', <PageListPage />],
  ['/lorepagelist/:type/:tag', <LorePageListPage />],
  ['/mypages', <MyPagesPage />],
];

/** The community remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
