import { lazyNamed, ScreenRoutes, type ScreenRoute } from '@muster/shared-kernel/ui';
import { RulesetEditorPage } from './features/ruleset-editor/components/ruleset-editor-page';

// One chunk per feature: a moderator opening one queue does not download the others.
const factionQueuePage = () => import('./features/faction-queue/components/faction-queue-page');
const scenarioQueuePage = () => import('./features/scenario-queue/components/scenario-queue-page');
const pageQueuePage = () => import('./features/page-queue/components/page-queue-page');

const FactionQueuePage = lazyNamed(factionQueuePage, 'FactionQueuePage');
const ScenarioQueuePage = lazyNamed(scenarioQueuePage, 'ScenarioQueuePage');
const PageQueuePage = lazyNamed(pageQueuePage, 'PageQueuePage');

const ROUTES: readonly ScreenRoute[] = [
  ['/modqueue/:page', <FactionQueuePage />],
  ['/scenariomodqueue/:page', <ScenarioQueuePage />],
  ['/pagemodqueue', <PageQueuePage />],
  ['/editrules', <RulesetEditorPage />],
];

/**
 * The admin remote's routes (DESIGN §2). The shell only loads this remote for moderators and the
 * administrator; the server checks every call again.
 */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
