import { useMutation } from '@tanstack/react-query';
import type { RegisterPayload } from '@muster/shared-kernel/core';
import { register } from '../api/calls.js';

/**
 * POST /api/users/register: the new user is signed in. Nothing to invalidate: the query
 * provider reads everything again when the signed-in user changes.
 */
export function useRegister() {
  return useMutation({ mutationFn: (payload: RegisterPayload) => register(payload) });
}
