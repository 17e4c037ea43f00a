import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFound } from '@muster/shared-kernel/ui';
import { RosterBuilderPage } from './features/roster-builder/components/roster-builder-page';
import { RosterListPage } from './features/roster-list/components/roster-list-page';
import { SharedRosterPage } from './features/share/components/shared-roster-page';
import { shareCodeOf } from './lib/share-link';

/** /rosters, or a shared roster when the hash carries one (/rosters#share=…). */
function RostersRoute() {
  const { hash } = useLocation();
  const code = shareCodeOf(hash);
  return code === null ? <RosterListPage /> : <SharedRosterPage code={code} />;
}

/** The rosters remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="/rosters" element={<RostersRoute />} />
      <Route path="/roster/:key" element={<RosterBuilderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
