import { act, cleanup } from '@testing-library/react';
import type { UserProfile } from '@muster/shared-kernel/core';
import { notify, sessionStore } from '@muster/shared-kernel/client';
import { mockSessionToken, signOut } from '@muster/shared-kernel/testing';

/** The session of the device the account tests run on. */
export const HERE = '00000000-0000-4000-8000-0000000000aa';

/** Captain Vex, whose account the account pages' tests use. */
export const VEX: UserProfile = {
  username: 'vex',
  display: 'Captain Vex',
  email: 'vex@example.org',
  roles: [],
  likes: [],
};

/** Vex signed in on the session HERE, as logging in on this device does. */
export function signInVexHere() {
  act(() =>
    sessionStore.set({
      token: mockSessionToken(VEX.username, HERE),
      username: VEX.username,
      display: VEX.display,
      roles: VEX.roles,
      likes: [],
    }),
  );
}

/** The toasts a test showed, held back from the screen. */
export interface HeldToasts {
  success: jest.SpyInstance;
  failure: jest.SpyInstance;
}

/**
 * Holds back the toasts of every test in the file, and signs out after each once the page is gone
 * (mounted, its signed-in reads would follow the sign-out). Answers the spies, renewed per test.
 */
export function holdToasts(): HeldToasts {
  const held = {} as HeldToasts;
  beforeEach(() => {
    held.success = jest.spyOn(notify, 'success').mockImplementation(() => 'toast');
    held.failure = jest.spyOn(notify, 'error').mockImplementation(() => 'toast');
  });
  afterEach(() => {
    cleanup();
    signOut();
    held.success.mockRestore();
    held.failure.mockRestore();
  });
  return held;
}
