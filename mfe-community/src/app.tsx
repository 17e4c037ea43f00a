import {
  lazyNamed,
  ScreenRoutes,
  screenPreloader,
  type ScreenRoute,
} from '@muster/shared-kernel/ui';

// One chunk per feature: a reader of a scenario or a page never downloads the editors.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const scenarioListPage = () =>
  import(
    /* webpackChunkName: "route-scenariolist-page" */ './features/scenario-list/components/scenario-list-page'
  );
const scenarioPage = () =>
  import(
    /* webpackChunkName: "route-scenarios-slug" */ './features/scenario-detail/components/scenario-page'
  );
const scenarioEditorPage = () =>
  import(
    /* webpackChunkName: "route-editscenario-slug" */ './features/scenario-editor/components/scenario-editor-page'
  );
const pageListPage = () =>
  import(
    /* webpackChunkName: "route-pagelist-type" */ './features/page-list/components/page-list-page'
  );
const pagePage = () =>
  import(/* webpackChunkName: "route-pages-id" */ './features/page-detail/components/page-page');
const pageEditorPage = () =>
  import(
    /* webpackChunkName: "route-editpage-id" */ './features/page-editor/components/page-editor-page'
  );

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

/** Fetches the screen of a path before the shell first draws this remote (see `screenPreloader`). */
export const preloadScreen = screenPreloader(ROUTES);

/** The community remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
