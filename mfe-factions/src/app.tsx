import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading, NotFound } from '@muster/shared-kernel/ui';

// One chunk per feature: a visitor reading a faction never downloads the editors (react-dropzone
// and the forms), keeping the detail page inside its JavaScript budget (DESIGN §8).
const FactionListPage = lazy(() =>
  import('./features/faction-list/components/faction-list-page').then((m) => ({
    default: m.FactionListPage,
  })),
);
const AuthorPage = lazy(() =>
  import('./features/faction-list/components/author-page').then((m) => ({
    default: m.AuthorPage,
  })),
);
const FactionPage = lazy(() =>
  import('./features/faction-detail/components/faction-page').then((m) => ({
    default: m.FactionPage,
  })),
);
const NewFactionPage = lazy(() =>
  import('./features/faction-editor/components/faction-editor-page').then((m) => ({
    default: m.NewFactionPage,
  })),
);
const EditFactionPage = lazy(() =>
  import('./features/faction-editor/components/faction-editor-page').then((m) => ({
    default: m.EditFactionPage,
  })),
);
const UnitPage = lazy(() =>
  import('./features/unit-page/components/unit-page').then((m) => ({ default: m.UnitPage })),
);
const NewUnitPage = lazy(() =>
  import('./features/unit-editor/components/unit-editor-page').then((m) => ({
    default: m.NewUnitPage,
  })),
);
const EditUnitPage = lazy(() =>
  import('./features/unit-editor/components/unit-editor-page').then((m) => ({
    default: m.EditUnitPage,
  })),
);
const NewWeaponPage = lazy(() =>
  import('./features/weapon-editor/components/weapon-editor-page').then((m) => ({
    default: m.NewWeaponPage,
  })),
);
const EditWeaponPage = lazy(() =>
  import('./features/weapon-editor/components/weapon-editor-page').then((m) => ({
    default: m.EditWeaponPage,
  })),
);

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
