import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '@muster/shared-kernel';
import { AuthorPage } from './features/faction-list/components/author-page';
import { FactionListPage } from './features/faction-list/components/faction-list-page';
import { FactionPage } from './features/faction-detail/components/faction-page';
import {
  EditFactionPage,
  NewFactionPage,
} from './features/faction-editor/components/faction-editor-page';
import { UnitPage } from './features/unit-page/components/unit-page';
import { EditUnitPage, NewUnitPage } from './features/unit-editor/components/unit-editor-page';
import {
  EditWeaponPage,
  NewWeaponPage,
} from './features/weapon-editor/components/weapon-editor-page';

/** The factions remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <div className="factions-remote">
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
    </div>
  );
}
