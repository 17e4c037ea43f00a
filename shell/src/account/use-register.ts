import { useMutation } from '@tanstack/react-query';
import { operations, type RegisterPayload } from '@muster/shared-kernel/core';
import { callOperation, keepSession } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the shell's registration page registers.

/**
 * POST /api/users/register: the new user is signed in. Nothing to invalidate: the query
 * provider reads everything again when the signed-in user changes.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (payload: RegisterPayload) =>
      keepSession(await callOperation(operations.register, { body: payload })),
  });
}
