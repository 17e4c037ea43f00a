import { useLocation } from 'react-router-dom';
import { shareCodeOf } from '@muster/shared-kernel/core';
import { lazyNamed, lazyScreens, remoteApp } from '@muster/shared-kernel/ui';

// Each screen is fetched on its first visit, so a first visit to /rosters downloads only the list
// (with its file drop), and one to /roster/{key} only the builder.
// Each screen's chunk is named after one of its routes (`routeChunkName` of the kernel), so the
// server preloads it with the page of that route.
const RosterListPage = lazyNamed(
  () =>
    import(
      /* webpackChunkName: "route-rosters" */ './features/roster-list/components/roster-list-page'
    ),
  'RosterListPage',
);
const RosterBuilderPage = lazyNamed(
  () =>
    import(
      /* webpackChunkName: "route-roster-key" */ './features/roster-builder/components/roster-builder-page'
    ),
  'RosterBuilderPage',
);
const SharedRosterPage = lazyNamed(
  () => import('./features/share/components/shared-roster-page'),
  'SharedRosterPage',
);

const PlayPage = lazyNamed(
  () => import(/* webpackChunkName: "route-play-key" */ './features/play/components/play-page'),
  'PlayPage',
);
const GamesPage = lazyNamed(
  () => import(/* webpackChunkName: "route-games" */ './features/games/components/games-page'),
  'GamesPage',
);

/** /rosters, or a shared roster when the hash carries one (/rosters#share=…). */
function RostersRoute() {
  const { hash } = useLocation();
  const code = shareCodeOf(hash);
  return code === null ? <RosterListPage /> : <SharedRosterPage code={code} />;
}
/** The screen /rosters will show, fetched before the shell first draws this remote. */
RostersRoute.preload = () =>
  (shareCodeOf(window.location.hash) === null ? RosterListPage : SharedRosterPage).preload();

/** The rosters remote's screens, by route (the kernel's route table), under the shell's router. */
export const { App, preloadScreen } = remoteApp('rosters', {
  rosters: <RostersRoute />,
  roster: <RosterBuilderPage />,
  play: <PlayPage />,
  games: <GamesPage />,
  ...lazyScreens(
    () => import(/* webpackChunkName: "route-verify" */ './features/verify/components/verify-page'),
    { verify: 'VerifyPage', verifyCode: 'VerifyPage' },
  ),
});
export default App;
