import { lazyScreens, remoteApp } from '@muster/shared-kernel/ui';

// One chunk per feature: a reader of a scenario or a page never downloads the editors.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.

/** The community remote's routes (DESIGN §2), rendered under the shell's router. */
export const { App, preloadScreen } = remoteApp({
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-scenariolist-page" */ './features/scenario-list/components/scenario-list-page'
      ),
    {
      '/scenariolist/:page': ['ScenarioListPage', { kind: 'public' }],
      '/myscenarios/:page': ['ScenarioListPage', { kind: 'mine' }],
    },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-scenarios-slug" */ './features/scenario-detail/components/scenario-page'
      ),
    { '/scenarios/:slug': 'ScenarioPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editscenario-slug" */ './features/scenario-editor/components/scenario-editor-page'
      ),
    { '/newscenario': 'NewScenarioPage', '/editscenario/:slug': 'EditScenarioPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editpage-id" */ './features/page-editor/components/page-editor-page'
      ),
    { '/newpage/:type': 'NewPagePage', '/editpage/:id': 'EditPagePage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-pages-id" */ './features/page-detail/components/page-page'
      ),
    { '/pages/:id': 'PagePage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-pagelist-type" */ './features/page-list/components/page-list-page'
      ),
    {
      '/pagelist/:type': 'PageListPage',
      '/lorepagelist/:type/:tag': 'LorePageListPage',
      '/mypages': 'MyPagesPage',
    },
  ),
});
export default App;
