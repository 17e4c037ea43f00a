import { lazyScreen, remoteApp } from '@muster/shared-kernel/ui';

/**
 * The admin remote's routes, one chunk per feature: a moderator opening one queue
 * does not download the others. The shell only loads this remote for moderators and the
 * administrator; the server checks every call again.
 */
export const { App, preloadScreen } = remoteApp('admin', {
  modQueue: lazyScreen(
    () => import('./features/faction-queue/components/faction-queue-page'),
    'FactionQueuePage',
  ),
  scenarioModQueue: lazyScreen(
    () => import('./features/scenario-queue/components/scenario-queue-page'),
    'ScenarioQueuePage',
  ),
  pageModQueue: lazyScreen(
    () => import('./features/page-queue/components/page-queue-page'),
    'PageQueuePage',
  ),
  editRules: lazyScreen(
    () => import('./features/ruleset-editor/components/ruleset-editor-page'),
    'RulesetEditorPage',
  ),
  users: lazyScreen(() => import('./features/users/components/users-page'), 'UsersPage'),
  modLog: lazyScreen(() => import('./features/modlog/components/modlog-page'), 'ModLogPage'),
});
export default App;
