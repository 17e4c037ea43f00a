import { Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderScreen } from '@muster/shared-kernel';

/** The rules remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<PlaceholderScreen title="Ruleset" />} />
      <Route path="/ruleset" element={<PlaceholderScreen title="Ruleset" />} />
      <Route path="/pointformulas" element={<PlaceholderScreen title="Formula Playground" />} />
      <Route path="/newformula" element={<PlaceholderScreen title="Point Formula" />} />
      <Route path="/editformula/:id" element={<PlaceholderScreen title="Point Formula" />} />
      <Route path="/abilitytemplates" element={<PlaceholderScreen title="Ability Templates" />} />
      <Route path="/newability" element={<PlaceholderScreen title="Ability Template" />} />
      <Route path="/editability/:id" element={<PlaceholderScreen title="Ability Template" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
