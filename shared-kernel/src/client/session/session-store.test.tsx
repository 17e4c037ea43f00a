import { act, render, screen } from '@testing-library/react';
import {
  LOGGED_OUT,
  SESSION_STORAGE_KEY,
  createSessionStore,
  sessionStore,
  type KeyValueStorage,
} from './session-store.js';
import { useSession } from './use-session.js';

function memory(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const ann = { token: 't', username: 'ann', display: 'Ann', roles: ['publisher'], likes: ['f1'] };

describe('the session store', () => {
  it('starts logged out: username Login, no roles, no likes', () => {
    expect(createSessionStore(memory()).get()).toEqual({
      token: null,
      username: 'Login',
      display: null,
      roles: [],
      likes: [],
    });
    expect(createSessionStore(null).get()).toBe(LOGGED_OUT);
  });

  it('keeps the session in storage and tells subscribers', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(ann);
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY) as string)).toEqual(ann);
    store.update({ likes: [] });
    expect(store.get()).toEqual({ ...ann, likes: [] });
    store.clear();
    expect(store.get()).toBe(LOGGED_OUT);
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.set(ann);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('reads a stored session back and ignores a corrupt one', () => {
    expect(
      createSessionStore(memory({ [SESSION_STORAGE_KEY]: JSON.stringify(ann) })).get(),
    ).toEqual(ann);
    expect(createSessionStore(memory({ [SESSION_STORAGE_KEY]: '{oops' })).get()).toBe(LOGGED_OUT);
    expect(createSessionStore(memory({ [SESSION_STORAGE_KEY]: '{"token":1}' })).get()).toBe(
      LOGGED_OUT,
    );
    const odd = JSON.stringify({ ...ann, roles: ['mod', 3], likes: 'x' });
    expect(createSessionStore(memory({ [SESSION_STORAGE_KEY]: odd })).get()).toMatchObject({
      roles: ['mod'],
      likes: [],
    });
  });

  it('survives a storage that refuses writes', () => {
    const store = createSessionStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    });
    store.set(ann);
    expect(store.get()).toEqual(ann);
  });
});

describe('useSession', () => {
  it('re-renders on login and logout', () => {
    function Name() {
      return <span>{useSession().username}</span>;
    }
    render(<Name />);
    expect(screen.getByText('Login')).toBeTruthy();
    act(() => sessionStore.set(ann));
    expect(screen.getByText('ann')).toBeTruthy();
    act(() => sessionStore.clear());
    expect(screen.getByText('Login')).toBeTruthy();
  });
});
