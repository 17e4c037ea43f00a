import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@muster/shared-kernel/core';
import { login } from '../api/calls.js';

/**
 * POST /api/users/login: the session is stored. Nothing to invalidate: the query
 * provider reads everything again when the signed-in user changes.
 */
export function useLogin() {
  return useMutation({ mutationFn: (credentials: LoginPayload) => login(credentials) });
}
