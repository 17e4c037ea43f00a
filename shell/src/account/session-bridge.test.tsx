import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { notify, SESSION_EXPIRED_MESSAGE, sessionStore } from '@muster/shared-kernel/client';
import { SessionBridge } from './session-bridge';

const token = (exp: number) => `e30.${btoa(JSON.stringify({ sub: 'vex', exp }))}.sig`;

function startWith(tokenValue: string) {
  act(() =>
    sessionStore.set({ token: tokenValue, username: 'vex', display: null, roles: [], likes: [] }),
  );
  render(
    <MemoryRouter>
      <SessionBridge />
    </MemoryRouter>,
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
    startWith(token(1000));
    expect(sessionStore.get().token).toBeNull();
    expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
  });

  it('keeps a live session quietly', () => {
    startWith(token(Math.floor(Date.now() / 1000) + 3600));
    expect(sessionStore.get().username).toBe('vex');
    expect(error).not.toHaveBeenCalled();
  });
});
