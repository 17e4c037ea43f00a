import { PlaceholderScreen, ScreenRoutes, type ScreenRoute } from '@muster/shared-kernel/ui';
import { RulesetEditorPage } from './features/ruleset-editor/components/ruleset-editor-page';

const ROUTES: readonly ScreenRoute[] = [
  ['/modqueue/:page', <PlaceholderScreen title="Moderator Queue" />],
  ['/scenariomodqueue/:page', <PlaceholderScreen title="Scenario Moderator Queue" />],
  ['/pagemodqueue', <PlaceholderScreen title="Page Moderator Queue" />],
  ['/editrules', <RulesetEditorPage />],
];

/**
 * The admin remote's routes (DESIGN §2). The shell only loads this remote for moderators and the
 * administrator; the server checks every call again.
 */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
