import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operations, type OperationBody } from '@muster/shared-kernel/core';
import { ApiRequestError, callOperation, keepSession } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the forgot and reset pages (chunks of their own)
// make these calls, so no other page downloads them.

const recoveryKey = ['site', 'passwordRecovery'] as const;

/**
 * GET /api/site, for whether this site can mail reset links: true or false once the server has
 * answered; undefined while it has not. A site whose answer cannot be read is taken to have mail
 * (the request then says in its toast if it has not). Its own key under ['site']: the shell's
 * site settings keep only what every page needs.
 */
export function usePasswordRecovery(): boolean | undefined {
  const { data, isError } = useQuery({
    queryKey: recoveryKey,
    queryFn: async () => {
      const site = await callOperation(operations.getSite, {}, { quiet: true });
      return site.passwordRecovery !== false;
    },
    staleTime: Infinity,
  });
  return isError ? true : data;
}

/**
 * POST /api/users/password/forgot: answers the same whether or not an account matched. A 404
 * (the site's mail was turned off since the page read /api/site, or the server has no such call)
 * makes the page say recovery is not set up.
 */
export function useRequestPasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof operations.requestPasswordReset>) =>
      callOperation(operations.requestPasswordReset, { body }),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 404)
        client.setQueryData(recoveryKey, false);
    },
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
