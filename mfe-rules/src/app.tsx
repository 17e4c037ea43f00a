import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyNamed, Loading, NotFound } from '@muster/shared-kernel/ui';
import { RulesetPage } from './features/ruleset/components/ruleset-page';

// The ruleset is the home page, so it ships in this chunk; the formula and template screens are
// fetched on their first visit, so a first visit to / downloads only the ruleset.
const formulaListPage = () => import('./features/point-formulas/components/formula-list-page');
const formulaEditorPage = () => import('./features/point-formulas/components/formula-editor-page');
const abilityListPage = () => import('./features/ability-templates/components/ability-list-page');
const abilityEditorPage = () =>
  import('./features/ability-templates/components/ability-editor-page');

const FormulaListPage = lazyNamed(formulaListPage, 'FormulaListPage');
const FormulaEditorPage = lazyNamed(formulaEditorPage, 'FormulaEditorPage');
const AbilityListPage = lazyNamed(abilityListPage, 'AbilityListPage');
const AbilityEditorPage = lazyNamed(abilityEditorPage, 'AbilityEditorPage');

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** The rules remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<RulesetPage />} />
      <Route path="/ruleset" element={<RulesetPage />} />
      <Route
        path="/pointformulas"
        element={
          <Screen>
            <FormulaListPage />
          </Screen>
        }
      />
      <Route
        path="/newformula"
        element={
          <Screen>
            <FormulaEditorPage />
          </Screen>
        }
      />
      <Route
        path="/editformula/:id"
        element={
          <Screen>
            <FormulaEditorPage />
          </Screen>
        }
      />
      <Route
        path="/abilitytemplates"
        element={
          <Screen>
            <AbilityListPage />
          </Screen>
        }
      />
      <Route
        path="/newability"
        element={
          <Screen>
            <AbilityEditorPage />
          </Screen>
        }
      />
      <Route
        path="/editability/:id"
        element={
          <Screen>
            <AbilityEditorPage />
          </Screen>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
