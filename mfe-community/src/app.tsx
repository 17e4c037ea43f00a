import { lazyScreens, remoteApp } from '@muster/shared-kernel/ui';

// One chunk per feature: a reader of a scenario or a page never downloads the editors.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route; the build fails on a name that is not one.

/** The community remote's screens, by route (the kernel's route table), under the shell's router. */
export const { App, preloadScreen } = remoteApp('community', {
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-scenariolist-page" */ './features/scenario-list/components/scenario-list-page'
      ),
    {
      scenarioList: ['ScenarioListPage', { kind: 'public' }],
      myScenarios: ['ScenarioListPage', { kind: 'mine' }],
    },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-scenarios-slug" */ './features/scenario-detail/components/scenario-page'
      ),
    { scenario: 'ScenarioPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editscenario-slug" */ './features/scenario-editor/components/scenario-editor-page'
      ),
    { newScenario: 'NewScenarioPage', editScenario: 'EditScenarioPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editpage-id" */ './features/page-editor/components/page-editor-page'
      ),
    { newPage: 'NewPagePage', editPage: 'EditPagePage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-pages-id" */ './features/page-detail/components/page-page'
      ),
    { page: 'PagePage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-pagelist-type" */ './features/page-list/components/page-list-page'
      ),
    {
      pageList: 'PageListPage',
      lorePageList: 'LorePageListPage',
      myPages: 'MyPagesPage',
    },
  ),
});
export default App;
