import { lazyScreens, remoteApp } from '@muster/shared-kernel/ui';

// One chunk per feature: a visitor reading a faction never downloads the editors (react-dropzone
// and the forms), keeping the detail page inside its JavaScript budget (docs/performance.md).
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route; the build fails on a name that is not one.

/** The factions remote's screens, by route (the kernel's route table), under the shell's router. */
export const { App, preloadScreen } = remoteApp('factions', {
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-factionlist-page" */ './features/faction-list/components/faction-list-page'
      ),
    {
      factionList: ['FactionListPage', { kind: 'public' }],
      myFactions: ['FactionListPage', { kind: 'mine' }],
    },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-authorpage-name" */ './features/faction-list/components/author-page'
      ),
    { authorPage: 'AuthorPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-factions-slug" */ './features/faction-detail/components/faction-page'
      ),
    { faction: 'FactionPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editfaction-slug" */ './features/faction-editor/components/faction-editor-page'
      ),
    { newFaction: 'NewFactionPage', editFaction: 'EditFactionPage' },
  ),
  ...lazyScreens(
    () =>
      import(/* webpackChunkName: "route-units-id" */ './features/unit-page/components/unit-page'),
    { unit: 'UnitPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editunit-id" */ './features/unit-editor/components/unit-editor-page'
      ),
    { newUnit: 'NewUnitPage', editUnit: 'EditUnitPage' },
  ),
  ...lazyScreens(
    () =>
      import(
        /* webpackChunkName: "route-editweapon-id" */ './features/weapon-editor/components/weapon-editor-page'
      ),
    { newWeapon: 'NewWeaponPage', editWeapon: 'EditWeaponPage' },
  ),
});
export default App;
