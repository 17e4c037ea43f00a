import { Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderScreen } from '@muster/shared-kernel';
import { RulesetPage } from './features/ruleset/components/ruleset-page';

/**
 * The rules remote's routes (DESIGN §2), rendered under the shell's router. The ruleset is the
 * home page, so it is in this chunk; the formula and template screens load on first visit.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<RulesetPage />} />
      <Route path="/ruleset" element={<RulesetPage />} />
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
