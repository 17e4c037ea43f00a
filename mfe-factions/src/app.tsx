import { lazyScreens, remoteApp } from '@muster/shared-kernel/ui';

// One chunk per feature: a visitor reading a faction never downloads the editors (react-dropzone
// and the forms), keeping the detail page inside its JavaScript budget (DESIGN §8).
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.

/** The factions remote's routes (DESIGN §2), rendered under the shell's router. */
export const { App, preloadScreen } = remoteApp({
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-factionlist-page" */ './features/faction-list/components/faction-list-page'
      ),
    {
      '/factionlist/:page': ['FactionListPage', { kind: 'public' }],
      '/myfactions/:page': ['FactionListPage', { kind: 'mine' }],
    },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-authorpage-name" */ './features/faction-list/components/author-page'
      ),
    { '/authorpage/:name': 'AuthorPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-factions-slug" */ './features/faction-detail/components/faction-page'
      ),
    { '/factions/:slug': 'FactionPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editfaction-slug" */ './features/faction-editor/components/faction-editor-page'
      ),
    { '/newfaction': 'NewFactionPage', '/editfaction/:slug': 'EditFactionPage' },
  ),
  ...lazyScreens(
    () =>
      import(/* webpackChunkName: "route-units-id" */ './features/unit-page/components/unit-page'),
    { '/units/:id': 'UnitPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editunit-id" */ './features/unit-editor/components/unit-editor-page'
      ),
    { '/newunit/:factionId': 'NewUnitPage', '/editunit/:id': 'EditUnitPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editweapon-id" */ './features/weapon-editor/components/weapon-editor-page'
      ),
    { '/newweapon/:factionId': 'NewWeaponPage', '/editweapon/:id': 'EditWeaponPage' },
  ),
});
export default App;
