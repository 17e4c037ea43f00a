import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type GrantableRole, type UserList } from '@muster/shared-kernel/core';
import { callOperation, modLogKey, profilesKey } from '@muster/shared-kernel/client';
import { usersKey } from './use-users';

// Here rather than in the kernel's client: only the administrator's user list grants roles.

/**
 * POST /api/users/roles/{username} (administrator): the rows showing the user follow the answer;
 * on a refusal (toasted by the call) they keep the old roles. The log and profiles refresh.
 */
export function useSetRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, roles }: { username: string; roles: readonly GrantableRole[] }) =>
      callOperation(operations.setRoles, { params: { username }, body: { roles: [...roles] } }),
    onSuccess: (profile) => {
      client.setQueriesData<UserList>({ queryKey: usersKey }, (list) =>
        list
          ? {
              ...list,
              users: list.users.map((user) =>
                user.username === profile.username ? { ...user, roles: profile.roles } : user,
              ),
            }
          : list,
      );
      void client.invalidateQueries({ queryKey: modLogKey });
      void client.invalidateQueries({ queryKey: profilesKey });
    },
  });
}
