import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderScreen } from '@muster/shared-kernel/ui';

/** The community remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="/scenariolist" element={<Navigate to="/scenariolist/1" replace />} />
      <Route path="/scenariolist/:page" element={<PlaceholderScreen title="Scenarios" />} />
      <Route path="/myscenarios" element={<Navigate to="/myscenarios/1" replace />} />
      <Route path="/myscenarios/:page" element={<PlaceholderScreen title="My Scenarios" />} />
      <Route path="/scenarios/:slug" element={<PlaceholderScreen title="Scenario" />} />
      <Route path="/newscenario" element={<PlaceholderScreen title="Scenario Editor" />} />
      <Route path="/editscenario/:slug" element={<PlaceholderScreen title="Scenario Editor" />} />
      <Route path="/newpage/:type" element={<PlaceholderScreen title="Page Editor" />} />
      <Route path="/editpage/:id" element={<PlaceholderScreen title="Page Editor" />} />
      <Route path="/pages/:id" element={<PlaceholderScreen title="Page" />} />
      <Route path="/pagelist/:type" element={<PlaceholderScreen title="Pages" />} />
      <Route path="/lorepagelist/:type/:tag" element={<PlaceholderScreen title="Lore" />} />
      <Route path="/mypages" element={<PlaceholderScreen title="My Pages" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
