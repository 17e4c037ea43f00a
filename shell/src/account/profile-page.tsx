import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  LIMITS,
  can,
  formatDateTime,
  isAdministrator,
  isSignedIn,
  sameUsername,
  type GrantableRole,
  paths,
} from '@muster/shared-kernel/core';
import { logout, useProfile, useSession } from '@muster/shared-kernel/client';
import {
  CopyLinkField,
  DataTable,
  Empty,
  LoadError,
  Loading,
  STATE_TEXTS,
  TextField,
} from '@muster/shared-kernel/ui';
import { AccountSecurity } from './account-security';
import { inviteLink } from './invite-token';
import {
  useGenerateRegistrationKey,
  useInvitations,
  useRevokeInvitation,
  useSetPublisher,
} from './use-invitations';
import { DeleteAccount, EditProfile, YourData } from './own-account';
import { roleWord, rolesInWords } from './role-words';

/** A profile: one's own at /profile (login needed), anyone's at /profile/{username}. */
export function ProfilePage() {
  const { username } = useParams();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const own = username === undefined || (signedIn && sameUsername(username, session.username));
  // One's own profile (with its email) comes from /api/users/profile, which needs the session.
  const read = useProfile(own ? undefined : username, { enabled: !own || signedIn });
  const [leaving, setLeaving] = useState(false);

  // An account just deleted: its user is on the way home, not to the login page. The router
  // moves in a transition, which waits for the home page; the session goes at once.
  if (leaving) return <Loading />;
  if (own && !signedIn) return <Navigate to={paths.login()} replace />;
  if (read.isError) return <LoadError title={STATE_TEXTS.nothingToShow} />;
  if (!read.data) return <Loading />;

  const profile = read.data;
  const publisher = can({ username: profile.username, roles: profile.roles }, 'faction:create');
  return (
    <section className="profile stack">
      <h1>Profile</h1>
      <dl className="card facts">
        <dt>User ID</dt>
        <dd>{profile.username}</dd>
        <dt>Display Name</dt>
        <dd>{profile.display || profile.username}</dd>
        {profile.email !== undefined && (
          <>
            <dt>Recovery Email</dt>
            <dd>{profile.email || <span className="muted">not set</span>}</dd>
          </>
        )}
        <dt>Roles</dt>
        <dd>{profile.roles.length > 0 ? profile.roles.join(', ') : 'none'}</dd>
      </dl>
      {own ? (
        <>
          <EditProfile profile={profile} />
          <FactionCreator publisher={publisher} />
          {can(session, 'modlog:read') && (
            <nav className="btn-row" aria-label="Moderation">
              {can(session, 'users:list') && (
                <Link className="btn btn-secondary" to={paths.users()}>
                  Manage users
                </Link>
              )}
              <Link className="btn btn-secondary" to={paths.modLog()}>
                Moderation Log
              </Link>
            </nav>
          )}
          {can(session, 'invite:create') && <RegistrationLink />}
          <AccountSecurity />
          <YourData />
          <div>
            <button type="button" className="btn btn-secondary" onClick={logout}>
              Log out
            </button>
          </div>
          {/* The server refuses to delete the administrator's account: no form that must fail. */}
          {!isAdministrator(session) && (
            // Drawn at once: the sign-out that follows must find the page leaving.
            <DeleteAccount onLeave={() => flushSync(() => setLeaving(true))} />
          )}
        </>
      ) : (
        <p>
          <Link className="touch-link" to={paths.authorPage(profile.username)}>
            Factions by {profile.display || profile.username}
          </Link>
        </p>
      )}
    </section>
  );
}

/** New Faction for publishers; the open-beta Sign Up for everyone else. */
function FactionCreator({ publisher }: { publisher: boolean }) {
  const setPublisher = useSetPublisher();
  function signUp() {
    // Publisher sign-up changes roles and reloads the page.
    setPublisher.mutate(undefined, { onSuccess: () => window.location.reload() });
  }
  return (
    <section className="card profile-section">
      <h2>Faction Creator</h2>
      {publisher ? (
        <Link className="btn" to={paths.newFaction()}>
          New Faction
        </Link>
      ) : (
        <>
          <p>Muster is in open beta: sign up as a publisher to create factions.</p>
          <button type="button" className="btn" disabled={setPublisher.isPending} onClick={signUp}>
            Sign Up
          </button>
        </>
      )}
    </section>
  );
}

/** The administrator's invitation links: a publisher's, or a moderator's, noted with whom for. */
function RegistrationLink() {
  const generateKey = useGenerateRegistrationKey();
  const [link, setLink] = useState<string | null>(null);
  const [note, setNote] = useState('');
  function generate(roles: readonly GrantableRole[]) {
    generateKey.mutate(
      { roles, note },
      {
        onSuccess: (answer) => {
          setLink(inviteLink(window.location.origin, answer.registrationToken));
          setNote('');
        },
      },
    );
  }
  return (
    <section className="card profile-section">
      <h2>Invitations</h2>
      <TextField
        label="Who is it for? (optional)"
        value={note}
        maxLength={LIMITS.user.invitationNote.maxLength}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          disabled={generateKey.isPending}
          onClick={() => generate(['publisher'])}
        >
          Generate Publisher Registration Link
        </button>
        <button
          type="button"
          className="btn"
          disabled={generateKey.isPending}
          onClick={() => generate(['mod'])}
        >
          Generate Moderator Registration Link
        </button>
      </div>
      {link && <CopyLinkField link={link} label="Registration link" />}
      <UnusedInvitations />
    </section>
  );
}

export const NO_UNUSED_INVITATIONS_TEXT = 'No unused invitations.';

/** The invitations the administrator made that nobody has used yet, each with Revoke. */
function UnusedInvitations() {
  const list = useInvitations();
  const revoke = useRevokeInvitation();
  return (
    <>
      <h3>Unused invitations</h3>
      {list.isPending && <Loading />}
      {list.isError && <LoadError title="The invitations could not be read." />}
      {list.data &&
        (list.data.length === 0 ? (
          <Empty text={NO_UNUSED_INVITATIONS_TEXT} />
        ) : (
          <DataTable label="Unused invitations" columns={['For', 'Roles', 'Expires', '']}>
            {list.data.map((invitation) => (
              <tr key={invitation._id}>
                <td className="invitation-note">
                  {invitation.note || <span className="muted">not noted</span>}
                </td>
                <td>{invitation.roles.map(roleWord).join(', ')}</td>
                <td>{formatDateTime(invitation.expires)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={revoke.isPending && revoke.variables === invitation._id}
                    aria-label={`Revoke the invitation for ${invitation.note || rolesInWords(invitation.roles)}`}
                    onClick={() => revoke.mutate(invitation._id)}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        ))}
    </>
  );
}
