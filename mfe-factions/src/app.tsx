import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderScreen } from '@muster/shared-kernel';

/** The factions remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="/factionlist" element={<Navigate to="/factionlist/1" replace />} />
      <Route path="/factionlist/:page" element={<PlaceholderScreen title="Factions" />} />
      <Route path="/myfactions" element={<Navigate to="/myfactions/1" replace />} />
      <Route path="/myfactions/:page" element={<PlaceholderScreen title="My Factions" />} />
      <Route path="/authorpage/:name" element={<PlaceholderScreen title="Factions by author" />} />
      <Route path="/factions/:slug" element={<PlaceholderScreen title="Faction" />} />
      <Route path="/newfaction" element={<PlaceholderScreen title="Faction Editor" />} />
      <Route path="/editfaction/:slug" element={<PlaceholderScreen title="Faction Editor" />} />
      <Route path="/units/:id" element={<PlaceholderScreen title="Unit" />} />
      <Route path="/newunit/:factionId" element={<PlaceholderScreen title="Unit Editor" />} />
      <Route path="/editunit/:id" element={<PlaceholderScreen title="Unit Editor" />} />
      <Route path="/newweapon/:factionId" element={<PlaceholderScreen title="Weapon Editor" />} />
      <Route path="/editweapon/:id" element={<PlaceholderScreen title="Weapon Editor" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
