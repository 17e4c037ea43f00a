import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { can, isSignedIn, paths } from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import { LoadError, Loading } from '@muster/shared-kernel/ui';
import { useScenario } from '../../../api/use-scenario';
import { ScenarioLoadError } from '../../../components/scenario-load-error';
import { ScenarioEditor } from './scenario-editor';
import '../../../components/scenarios.css';

/** /newscenario: a new scenario (any signed-in user; it starts as a draft). */
export function NewScenarioPage() {
  return (
    <SignedIn>
      <ScenarioEditor />
    </SignedIn>
  );
}

/** /editscenario/{slug}: the scenario's editor, for its author and moderators. */
export function EditScenarioPage() {
  return (
    <SignedIn>
      <EditScenario slug={useParams().slug ?? ''} />
    </SignedIn>
  );
}

/** The editors need a login: a visitor goes to the login page (and nothing is read). */
function SignedIn({ children }: { children: ReactNode }) {
  return isSignedIn(useSession()) ? children : <Navigate to={paths.login()} replace />;
}

/**
 * 'Loading...', "There's nothing to show..." for an unknown slug, 'Error loading scenario...'
 * when it cannot be read, a refusal for those who may not edit it, or the editor.
 */
function EditScenario({ slug }: { slug: string }) {
  const session = useSession();
  const { data: scenario, isError, error } = useScenario(slug);
  if (!scenario) return isError ? <ScenarioLoadError error={error} /> : <Loading />;
  if (can(session, 'scenario:edit', scenario)) return <ScenarioEditor scenario={scenario} />;
  return (
    <LoadError title="Edit Scenario">
      <p>Only its author and moderators can edit {scenario.title}.</p>
    </LoadError>
  );
}
