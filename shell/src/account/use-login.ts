import { useMutation } from '@tanstack/react-query';
import { operations, type LoginPayload } from '@muster/shared-kernel/core';
import { callOperation, keepSession } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the shell's login page signs in.

/** POST /api/users/login; on success the session is stored. */
export const logIn = async (credentials: LoginPayload) =>
  keepSession(await callOperation(operations.login, { body: credentials }));

/**
 * POST /api/users/login: the session is stored. Nothing to invalidate: the query
 * provider reads everything again when the signed-in user changes.
 */
export function useLogin() {
  return useMutation({ mutationFn: logIn });
}
