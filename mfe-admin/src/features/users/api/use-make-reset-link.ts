import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, paths } from '@muster/shared-kernel/core';
import { callOperation, modLogKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the administrator's user list makes reset links,
// so no other page downloads the call.

/** A one-time reset link for a user, as the administrator hands it on. */
export interface MadeResetLink {
  username: string;
  /** The whole address, on this site. */
  link: string;
}

/**
 * POST /api/users/resetlink/{username} (administrator): a new single-use link that sets the
 * user's password within the hour, written to the moderation log; a refusal is toasted by the
 * call.
 */
export function useMakeResetLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (username: string): Promise<MadeResetLink> => {
      const { token } = await callOperation(operations.makeResetLink, { params: { username } });
      // The same address a reset mail carries.
      return { username, link: `${window.location.origin}${paths.resetPassword(token)}` };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: modLogKey }),
  });
}
