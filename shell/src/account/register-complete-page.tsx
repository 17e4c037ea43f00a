import { Link, Navigate } from 'react-router-dom';
import { can, isSignedIn, paths } from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import { rolesInWords } from './role-words';

/** After registering: who you are, and what you can do next. */
export function RegisterCompletePage() {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  return (
    <section className="form-card">
      <h1>Registration complete</h1>
      <p>
        Welcome, you are logged in as <strong>{session.username}</strong>.
      </p>
      {can(session, 'faction:create') ? (
        <>
          <p>
            {/* The roles an invitation actually gave: a moderator may create factions too. */}
            You are {rolesInWords(session.roles)}. New factions start as drafts, visible only by
            their direct link, until you tick Public and a moderator reviews them.
          </p>
          <Link className="btn" to={paths.newFaction()}>
            Start a New Faction
          </Link>
        </>
      ) : (
        <p>
          Muster is in open beta: you can sign up as a publisher from your{' '}
          <Link to={paths.profile()}>profile</Link> to create factions of your own.
        </p>
      )}
    </section>
  );
}
