import type { AuthAnswer } from '@muster/shared-kernel/core';
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

/** Forgets the session (there is no server call: the token simply expires). */
export function logout(): void {
  sessionStore.clear();
}
