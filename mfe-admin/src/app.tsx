import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderScreen } from '@muster/shared-kernel/ui';
import { RulesetEditorPage } from './features/ruleset-editor/components/ruleset-editor-page';

/**
 * The admin remote's routes (DESIGN §2). The shell only loads this remote for moderators and the
 * administrator; the server checks every call again.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/modqueue" element={<Navigate to="/modqueue/1" replace />} />
      <Route path="/modqueue/:page" element={<PlaceholderScreen title="Moderator Queue" />} />
      <Route path="/scenariomodqueue" element={<Navigate to="/scenariomodqueue/1" replace />} />
      <Route
        path="/scenariomodqueue/:page"
        element={<PlaceholderScreen title="Scenario Moderator Queue" />}
      />
      <Route path="/pagemodqueue" element={<PlaceholderScreen title="Page Moderator Queue" />} />
      <Route path="/editrules" element={<RulesetEditorPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
