import { useMutation } from '@tanstack/react-query';
import { operations, type LoginPayload } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { keepSession } from '../session/keep-session.js';

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
