import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operations,
  sameUsername,
  type AccountData,
  type DeleteAccountPayload,
  type ProfilePayload,
} from '@muster/shared-kernel/core';
import { callOperation, profilesKey, sessionStore } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client, as the devices' calls are: only the profile page (a
// chunk of its own) changes the profile, downloads the account or deletes it, so no other page
// downloads these calls.

/**
 * POST /api/users/profile: the display name and recovery email. The bar's name follows at once
 * (the session keeps it), and every profile read is read again.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePayload) => callOperation(operations.updateProfile, { body }),
    onSuccess: (profile) => {
      // The answer may come after a sign-out or a change of user: it is then no one's to show.
      if (sameUsername(sessionStore.get().username, profile.username)) {
        sessionStore.update({ display: profile.display || null });
      }
      return client.invalidateQueries({ queryKey: profilesKey });
    },
  });
}

/** The name the API gives the download: `muster-{username}.json`. */
export const accountFileName = (username: string) => `muster-${username}.json`;

/** Hands `data` to the browser as a file called `name`, as a link with `download` does. */
function saveJsonFile(data: unknown, name: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET /api/users/export, with the session's token as every call that needs one, saved as one
 * JSON file named as the server names it. The client reads answers as JSON, not their headers, so
 * the name is made from the username the file itself holds, which is the one the server uses.
 */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: async (): Promise<AccountData> => {
      const data = await callOperation(operations.exportAccount);
      saveJsonFile(data, accountFileName(data.profile.username));
      return data;
    },
  });
}

/**
 * POST /api/users/delete: the password asked again. A wrong one is a 403, so the session stays.
 * Once the account is gone, so is its session on the server: `leave` takes the user off the page
 * that needs it, then this browser forgets the session as logging out does, before the next page
 * reads anything with a token the server would refuse (its 401 sends the user to the login page).
 */
export function useDeleteAccount(leave: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountPayload) => callOperation(operations.deleteAccount, { body }),
    onSuccess: () => {
      leave();
      // The account's own profile reads go with it. Left in the cache, the sign-out would read
      // them again at once, before their screens hear of it, and each refusal would say
      // 'Authentication required' and send the user to the login page.
      client.removeQueries({ queryKey: profilesKey });
      sessionStore.clear();
    },
  });
}
