import {
  lazyNamed,
  ScreenRoutes,
  screenPreloader,
  type ScreenRoute,
} from '@muster/shared-kernel/ui';

// One chunk per feature: a visitor reading a faction never downloads the editors (react-dropzone
// and the forms), keeping the detail page inside its JavaScript budget (DESIGN §8).
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const factionListPage = () =>
  import(
    /* webpackChunkName: "route-factionlist-page" */ './features/faction-list/components/faction-list-page'
  );
const authorPage = () =>
  import(
    /* webpackChunkName: "route-authorpage-name" */ './features/faction-list/components/author-page'
  );
const factionPage = () =>
  import(
    /* webpackChunkName: "route-factions-slug" */ './features/faction-detail/components/faction-page'
  );
const factionEditorPage = () =>
  import(
    /* webpackChunkName: "route-editfaction-slug" */ './features/faction-editor/components/faction-editor-page'
  );
const unitPage = () =>
  import(/* webpackChunkName: "route-units-id" */ './features/unit-page/components/unit-page');
const unitEditorPage = () =>
  import(
    /* webpackChunkName: "route-editunit-id" */ './features/unit-editor/components/unit-editor-page'
  );
const weaponEditorPage = () =>
  import(
    /* webpackChunkName: "route-editweapon-id" */ './features/weapon-editor/components/weapon-editor-page'
  );

const FactionListPage = lazyNamed(factionListPage, 'FactionListPage');
const AuthorPage = lazyNamed(authorPage, 'AuthorPage');
const FactionPage = lazyNamed(factionPage, 'FactionPage');
const NewFactionPage = lazyNamed(factionEditorPage, 'NewFactionPage');
const EditFactionPage = lazyNamed(factionEditorPage, 'EditFactionPage');
const UnitPage = lazyNamed(unitPage, 'UnitPage');
const NewUnitPage = lazyNamed(unitEditorPage, 'NewUnitPage');
const EditUnitPage = lazyNamed(unitEditorPage, 'EditUnitPage');
const NewWeaponPage = lazyNamed(weaponEditorPage, 'NewWeaponPage');
const EditWeaponPage = lazyNamed(weaponEditorPage, 'EditWeaponPage');

const ROUTES: readonly ScreenRoute[] = [
  ['/factionlist/:page', <FactionListPage kind="public" />],
  ['/myfactions/:page', <FactionListPage kind="mine" />],
  ['/authorpage/:name', <AuthorPage />],
  ['/factions/:slug', <FactionPage />],
  ['/newfaction', <NewFactionPage />],
  ['/editfaction/:slug', <EditFactionPage />],
  ['/units/:id', <UnitPage />],
  ['/newunit/:factionId', <NewUnitPage />],
  ['/editunit/:id', <EditUnitPage />],
  ['/newweapon/:factionId', <NewWeaponPage />],
  ['/editweapon/:id', <EditWeaponPage />],
];

/** Fetches the screen of a path before the shell first draws this remote (see `screenPreloader`). */
export const preloadScreen = screenPreloader(ROUTES);

/** The factions remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
