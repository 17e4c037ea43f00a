import { useLocation } from 'react-router-dom';
import { ScreenRoutes } from '@muster/shared-kernel/ui';
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
    <ScreenRoutes
      routes={[
        ['/rosters', <RostersRoute />],
        ['/roster/:key', <RosterBuilderPage />],
      ]}
    />
  );
}
