import { act, render, screen, waitFor } from '@testing-library/react';
import { mockApi, queryWrapper, signIn, signOut } from '@muster/shared-kernel/testing';
import { isSignedIn } from '@muster/shared-kernel/core';
import { configureApi } from '../api/http.js';
import { useSession } from '../session/use-session.js';
import { useProfile } from './use-profile.js';

const api = mockApi();

afterEach(() => signOut());

/** One's own profile, read only while signed in, as the profile page reads it. */
function OwnProfile() {
  const session = useSession();
  const read = useProfile(undefined, { enabled: isSignedIn(session) });
  return <p>{read.data ? `Profile of ${read.data.username}` : 'Nobody'}</p>;
}

describe('the query provider', () => {
  it('reads again for the next user, and nothing that needs a session once signed out', async () => {
    signIn('vex', ['publisher']);
    const { wrapper: Wrapper } = queryWrapper();
    render(
      <Wrapper>
        <OwnProfile />
      </Wrapper>,
    );
    expect(await screen.findByText('Profile of vex')).toBeInTheDocument();
    api.requests.length = 0;
    const toastError = jest.fn<void, [string]>();
    configureApi({ toastError });

    signOut();
    await waitFor(() => expect(screen.getByText('Nobody')).toBeInTheDocument());
    // A tick for any read the reset would start.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.requests).toEqual([]);
    // Not even tried without the session: no 'Authentication required' on signing out.
    expect(toastError).not.toHaveBeenCalled();

    // The next reader reads afresh.
    signIn('vex', ['publisher']);
    expect(await screen.findByText('Profile of vex')).toBeInTheDocument();
    expect(api.requests).toEqual(['GET /api/users/profile']);
  });
});
