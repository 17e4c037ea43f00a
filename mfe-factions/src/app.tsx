import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyNamed, Loading, NotFound } from '@muster/shared-kernel/ui';

// One chunk per feature: a visitor reading a faction never downloads the editors (react-dropzone
// and the forms), keeping the detail page inside its JavaScript budget (DESIGN §8).
const factionListPage = () => import('./features/faction-list/components/faction-list-page');
const authorPage = () => import('./features/faction-list/components/author-page');
const factionPage = () => import('./features/faction-detail/components/faction-page');
const factionEditorPage = () => import('./features/faction-editor/components/faction-editor-page');
const unitPage = () => import('./features/unit-page/components/unit-page');
const unitEditorPage = () => import('./features/unit-editor/components/unit-editor-page');
const weaponEditorPage = () => import('./features/weapon-editor/components/weapon-editor-page');

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

/** The factions remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/factionlist" element={<Navigate to="/factionlist/1" replace />} />
        <Route path="/factionlist/:page" element={<FactionListPage kind="public" />} />
        <Route path="/myfactions" element={<Navigate to="/myfactions/1" replace />} />
        <Route path="/myfactions/:page" element={<FactionListPage kind="mine" />} />
        <Route path="/authorpage/:name" element={<AuthorPage />} />
        <Route path="/factions/:slug" element={<FactionPage />} />
        <Route path="/newfaction" element={<NewFactionPage />} />
        <Route path="/editfaction/:slug" element={<EditFactionPage />} />
        <Route path="/units/:id" element={<UnitPage />} />
        <Route path="/newunit/:factionId" element={<NewUnitPage />} />
        <Route path="/editunit/:id" element={<EditUnitPage />} />
        <Route path="/newweapon/:factionId" element={<NewWeaponPage />} />
        <Route path="/editweapon/:id" element={<EditWeaponPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
