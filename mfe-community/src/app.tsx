import { lazyScreen, remoteApp } from '@muster/shared-kernel/ui';

// One chunk per feature: a reader of a scenario or a page never downloads the editors.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const scenarioLists = () =>
  import(
    /* webpackChunkName: "route-scenariolist-page" */ './features/scenario-list/components/scenario-list-page'
  );
const scenarioEditor = () =>
  import(
    /* webpackChunkName: "route-editscenario-slug" */ './features/scenario-editor/components/scenario-editor-page'
  );
const pageLists = () =>
  import(
    /* webpackChunkName: "route-pagelist-type" */ './features/page-list/components/page-list-page'
  );
const pageEditor = () =>
  import(
    /* webpackChunkName: "route-editpage-id" */ './features/page-editor/components/page-editor-page'
  );

/** The community remote's routes (DESIGN §2), rendered under the shell's router. */
export const { App, preloadScreen } = remoteApp({
  '/scenariolist/:page': lazyScreen(scenarioLists, 'ScenarioListPage', { kind: 'public' }),
  '/myscenarios/:page': lazyScreen(scenarioLists, 'ScenarioListPage', { kind: 'mine' }),
  '/scenarios/:slug': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-scenarios-slug" */ './features/scenario-detail/components/scenario-page'
      ),
    'ScenarioPage',
  ),
  '/newscenario': lazyScreen(scenarioEditor, 'NewScenarioPage'),
  '/editscenario/:slug': lazyScreen(scenarioEditor, 'EditScenarioPage'),
  '/newpage/:type': lazyScreen(pageEditor, 'NewPagePage'),
  '/editpage/:id': lazyScreen(pageEditor, 'EditPagePage'),
  '/pages/:id': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-pages-id" */ './features/page-detail/components/page-page'
      ),
    'PagePage',
  ),
  '/pagelist/:type': lazyScreen(pageLists, 'PageListPage'),
  '/lorepagelist/:type/:tag': lazyScreen(pageLists, 'LorePageListPage'),
  '/mypages': lazyScreen(pageLists, 'MyPagesPage'),
});
export default App;
