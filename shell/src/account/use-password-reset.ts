import { useMutation, useQuery } from '@tanstack/react-query';
import { operations, type OperationBody } from '@muster/shared-kernel/core';
import {
  ApiRequestError,
  callOperation,
  keepSession,
  useSiteConfig,
} from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the forgot and reset pages (chunks of their own)
// make these calls, so no other page downloads them.

/**
 * Whether this site can mail reset links, from the site settings every page reads: undefined
 * until the server has answered them.
 */
export const usePasswordRecovery = (): boolean | undefined => useSiteConfig().passwordRecovery;

/**
 * Whether a reset request was refused because the site has no mail (404): its mail was turned
 * off since the page read the settings, or the server has no such call.
 */
export const recoveryRefused = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 404;

/** POST /api/users/password/forgot: answers the same whether or not an account matched. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: OperationBody<typeof operations.requestPasswordReset>) =>
      callOperation(operations.requestPasswordReset, { body }),
  });
}

/**
 * GET /api/users/password/reset/{token}: whose password the link sets, while it can be used. Its
 * error is not toasted (the page says in place why a link is refused) and carries the server's
 * reason: 410 used or expired, 404 not this site's. Not read again: a link does not come back.
 */
export function usePasswordReset(token: string) {
  return useQuery({
    queryKey: ['users', 'password-reset', token],
    queryFn: () =>
      callOperation(operations.getPasswordReset, { params: { token } }, { quiet: true }),
    staleTime: Infinity,
  });
}

/**
 * POST /api/users/password/reset/{token}: the new password is set, every other session of the
 * user ends and this device is signed in. Nothing to invalidate: the query provider reads
 * everything again when the signed-in user changes.
 */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: async (body: OperationBody<typeof operations.resetPassword>) =>
      keepSession(await callOperation(operations.resetPassword, { params: { token }, body })),
  });
}
