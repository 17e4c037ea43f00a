import { lazyScreen, remoteApp } from '@muster/shared-kernel/ui';

// One chunk per feature: a visitor reading a faction never downloads the editors (react-dropzone
// and the forms), keeping the detail page inside its JavaScript budget (DESIGN §8).
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const factionLists = () =>
  import(
    /* webpackChunkName: "route-factionlist-page" */ './features/faction-list/components/faction-list-page'
  );
const factionEditor = () =>
  import(
    /* webpackChunkName: "route-editfaction-slug" */ './features/faction-editor/components/faction-editor-page'
  );
const unitEditor = () =>
  import(
    /* webpackChunkName: "route-editunit-id" */ './features/unit-editor/components/unit-editor-page'
  );
const weaponEditor = () =>
  import(
    /* webpackChunkName: "route-editweapon-id" */ './features/weapon-editor/components/weapon-editor-page'
  );

/** The factions remote's routes (DESIGN §2), rendered under the shell's router. */
export const { App, preloadScreen } = remoteApp({
  '/factionlist/:page': lazyScreen(factionLists, 'FactionListPage', { kind: 'public' }),
  '/myfactions/:page': lazyScreen(factionLists, 'FactionListPage', { kind: 'mine' }),
  '/authorpage/:name': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-authorpage-name" */ './features/faction-list/components/author-page'
      ),
    'AuthorPage',
  ),
  '/factions/:slug': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-factions-slug" */ './features/faction-detail/components/faction-page'
      ),
    'FactionPage',
  ),
  '/newfaction': lazyScreen(factionEditor, 'NewFactionPage'),
  '/editfaction/:slug': lazyScreen(factionEditor, 'EditFactionPage'),
  '/units/:id': lazyScreen(
    () =>
      import(/* webpackChunkName: "route-units-id" */ './features/unit-page/components/unit-page'),
    'UnitPage',
  ),
  '/newunit/:factionId': lazyScreen(unitEditor, 'NewUnitPage'),
  '/editunit/:id': lazyScreen(unitEditor, 'EditUnitPage'),
  '/newweapon/:factionId': lazyScreen(weaponEditor, 'NewWeaponPage'),
  '/editweapon/:id': lazyScreen(weaponEditor, 'EditWeaponPage'),
});
export default App;
