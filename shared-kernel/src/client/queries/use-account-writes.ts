import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantableRole } from '@muster/shared-kernel/core';
import { generateRegistrationKey, setPublisher, uploadImage } from '../api/calls.js';
import { invitationsKey } from './use-invitations.js';
import { profilesKey } from './use-profile.js';

/** POST /api/users/setpublisher: the session's roles and the profile follow. */
export function useSetPublisher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => setPublisher(),
    onSuccess: () => client.invalidateQueries({ queryKey: profilesKey }),
  });
}

/** What a new invitation gives, and whom it is for (the administrator's list shows the note). */
export interface NewInvitation {
  /** A publisher's when none are given. */
  roles?: readonly GrantableRole[];
  note?: string;
}

/**
 * GET /api/users/generateRegistrationKey (administrator): a fresh invite each time; a publisher's
 * unless other roles are given (`mutate({ roles: ['mod'] })` invites a moderator). The list of
 * unused invitations is read again.
 */
export function useGenerateRegistrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitation: NewInvitation | void) =>
      generateRegistrationKey(invitation?.roles, invitation?.note),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** POST /api/image: answers `{ file_url }`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName?: string }) =>
      uploadImage(image, fileName),
  });
}
