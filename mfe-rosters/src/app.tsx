import { Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderScreen } from '@muster/shared-kernel';

/** The rosters remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="/rosters" element={<PlaceholderScreen title="Rosters" />} />
      <Route path="/roster/:key" element={<PlaceholderScreen title="Roster" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
