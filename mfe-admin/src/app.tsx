import {
  lazyNamed,
  ScreenRoutes,
  screenPreloader,
  type ScreenRoute,
} from '@muster/shared-kernel/ui';
import { RulesetEditorPage } from './features/ruleset-editor/components/ruleset-editor-page';

// One chunk per feature: a moderator opening one queue does not download the others.
const factionQueuePage = () => import('./features/faction-queue/components/faction-queue-page');
const scenarioQueuePage = () => import('./features/scenario-queue/components/scenario-queue-page');
const pageQueuePage = () => import('./features/page-queue/components/page-queue-page');
const usersPage = () => import('./features/users/components/users-page');
const modLogPage = () => import('./features/modlog/components/modlog-page');

const FactionQueuePage = lazyNamed(factionQueuePage, 'FactionQueuePage');
const ScenarioQueuePage = lazyNamed(scenarioQueuePage, 'ScenarioQueuePage');
const PageQueuePage = lazyNamed(pageQueuePage, 'PageQueuePage');
const UsersPage = lazyNamed(usersPage, 'UsersPage');
const ModLogPage = lazyNamed(modLogPage, 'ModLogPage');

const ROUTES: readonly ScreenRoute[] = [
  ['/modqueue/:page', <FactionQueuePage />],
  ['/scenariomodqueue/:page', <ScenarioQueuePage />],
  ['/pagemodqueue', <PageQueuePage />],
  ['/editrules', <RulesetEditorPage />],
  ['/users', <UsersPage />],
  ['/modlog', <ModLogPage />],
];

/** Fetches the screen of a path before the shell first draws this remote (see `screenPreloader`). */
export const preloadScreen = screenPreloader(ROUTES);

/**
 * The admin remote's routes (DESIGN §2). The shell only loads this remote for moderators and the
 * administrator; the server checks every call again.
 */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
