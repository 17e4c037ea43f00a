import { act, screen, waitFor } from '@testing-library/react';
import {
  notify,
  SESSION_ENDED_CAUSE,
  SESSION_EXPIRED_MESSAGE,
  sessionStore,
} from '@muster/shared-kernel/client';
import { mockApi, renderScreen, signIn } from '@muster/shared-kernel/testing';
import { SessionBridge } from './session-bridge';

const api = mockApi();

const expiredToken = `e30.${btoa(JSON.stringify({ sub: 'vex', exp: 1000 }))}.sig`;

function renderBridge() {
  renderScreen(
    <>
      <SessionBridge />
      <h1>Page</h1>
    </>,
  );
}

describe('SessionBridge', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
  });
  afterEach(() => {
    error.mockRestore();
    act(() => sessionStore.clear());
  });

  it('ends a session whose token expired while the site was closed, saying so', () => {
    act(() =>
      sessionStore.set({
        token: expiredToken,
        username: 'vex',
        display: null,
        roles: [],
        likes: [],
      }),
    );
    renderBridge();
    expect(sessionStore.get().token).toBeNull();
    expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, { cause: SESSION_ENDED_CAUSE });
  });

  it("brings a live session's roles and name up to date from the server, quietly", async () => {
    // The mock's vex is a publisher; the browser still remembers no roles.
    signIn('vex', []);
    renderBridge();
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeVisible();
    await waitFor(() => expect(sessionStore.get().roles).toEqual(['publisher']));
    expect(sessionStore.get()).toMatchObject({ username: 'vex', display: 'Vex' });
    expect(api.requests.filter((r) => r === 'GET /api/users/profile')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('asks nothing for a visitor', async () => {
    renderBridge();
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeVisible();
    expect(api.requests).not.toContain('GET /api/users/profile');
  });
});
