import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { can, isSignedIn, sameUsername, type UserProfile } from '@muster/shared-kernel/core';
import {
  orNull,
  generateRegistrationKey,
  getProfile,
  logout,
  notify,
  setPublisher,
  useSession,
} from '@muster/shared-kernel/client';
import { LoadError, Loading, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { inviteLink } from './invite-token';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; profile: UserProfile };

/** A profile: one's own at /profile (login needed), anyone's at /profile/{username}. */
export function ProfilePage() {
  const { username } = useParams();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const own = username === undefined || (signedIn && sameUsername(username, session.username));
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (own && !signedIn) return;
    let current = true;
    setLoad({ state: 'loading' });
    void orNull(getProfile(own ? undefined : username)).then((profile) => {
      if (current) setLoad(profile ? { state: 'ready', profile } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [own, signedIn, username]);

  if (own && !signedIn) return <Navigate to="/login" replace />;
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadError title={STATE_TEXTS.nothingToShow} />;

  const { profile } = load;
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
          <FactionCreator publisher={publisher} />
          {can(session, 'invite:create') && <RegistrationLink />}
          <div>
            <button type="button" className="btn btn-secondary" onClick={logout}>
              Log out
            </button>
          </div>
        </>
      ) : (
        <p>
          <Link to={`/authorpage/${encodeURIComponent(profile.username)}`}>
            Factions by {profile.display || profile.username}
          </Link>
        </p>
      )}
    </section>
  );
}

/** New Faction for publishers; the open-beta Sign Up for everyone else. */
function FactionCreator({ publisher }: { publisher: boolean }) {
  const [pending, setPending] = useState(false);
  async function signUp() {
    setPending(true);
    const user = await orNull(setPublisher());
    setPending(false);
    // Publisher sign-up changes roles and reloads the page (SPEC §4).
    if (user) window.location.reload();
  }
  return (
    <section className="card profile-section">
      <h2>Faction Creator</h2>
      {publisher ? (
        <Link className="btn" to="/newfaction">
          New Faction
        </Link>
      ) : (
        <>
          <p>Muster is in open beta: sign up as a publisher to create factions.</p>
          <button type="button" className="btn" disabled={pending} onClick={() => void signUp()}>
            Sign Up
          </button>
        </>
      )}
    </section>
  );
}

/** The administrator's publisher invitation link. */
function RegistrationLink() {
  const [link, setLink] = useState<string | null>(null);
  async function generate() {
    const answer = await orNull(generateRegistrationKey());
    if (answer) setLink(inviteLink(window.location.origin, answer.registrationToken));
  }
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Link copied');
    } catch {
      notify.error('Copy failed: select the link and copy it by hand');
    }
  }
  return (
    <section className="card profile-section">
      <h2>Publisher invitations</h2>
      <button type="button" className="btn" onClick={() => void generate()}>
        Generate Publisher Registration Link
      </button>
      {link && (
        <div className="btn-row">
          <input
            className="input invite-link"
            readOnly
            value={link}
            aria-label="Registration link"
          />
          <button type="button" className="btn btn-secondary" onClick={() => void copy(link)}>
            Copy
          </button>
        </div>
      )}
    </section>
  );
}
