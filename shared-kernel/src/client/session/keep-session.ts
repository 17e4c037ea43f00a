import { operations, type AuthAnswer } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { sessionStore } from './session-store.js';

/**
 * Keeps the session a sign-in or a registration answered (an answer without a token keeps
 * nothing), and answers it.
 */
export function keepSession(answer: AuthAnswer): AuthAnswer {
  if (typeof answer.token === 'string') {
    sessionStore.set({
      token: answer.token,
      username: answer.username,
      display: answer.display ?? null,
      roles: Array.isArray(answer.roles) ? answer.roles : [],
      likes: Array.isArray(answer.likes) ? answer.likes : [],
    });
  }
  return answer;
}

/**
 * Signs out: asks the server to end the session and forgets it here at once, answered or not
 * (offline, the server's session lasts until it expires or the user ends it from another device).
 */
export function logout(): void {
  // The call takes the token as it starts, before the store below forgets it; an expired token
  // is not sent ('optional'), and nothing sends the user to the login page.
  const ending =
    sessionStore.get().token === null
      ? null
      : callOperation(operations.logout, undefined, { quiet: true, auth: 'optional' });
  sessionStore.clear();
  ending?.catch(() => undefined);
}
