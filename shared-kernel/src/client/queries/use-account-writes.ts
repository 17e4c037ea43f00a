import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type GrantableRole } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { sessionStore } from '../session/session-store.js';
import { invitationsKey } from './use-invitations.js';
import { profilesKey } from './use-profile.js';

/** POST /api/users/setpublisher (open beta); on success the session's roles follow the answer. */
export async function becomePublisher() {
  const user = await callOperation(operations.setPublisher);
  // An empty answer (204) says nothing of the roles: the session keeps its own.
  if (Array.isArray(user.roles)) sessionStore.update({ roles: user.roles });
  return user;
}

/** POST /api/users/setpublisher: the session's roles and the profile follow. */
export function useSetPublisher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: becomePublisher,
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
      callOperation(operations.generateRegistrationKey, {
        query: {
          roles: invitation?.roles?.length ? invitation.roles.join(',') : undefined,
          note: invitation?.note?.trim() || undefined,
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** POST /api/image as multipart form data, field `image`: answers `{ file_url }`. */
export function uploadImage(image: Blob, fileName = 'image') {
  const form = new FormData();
  form.append('image', image, fileName);
  return callOperation(operations.uploadImage, { body: form });
}

/** POST /api/image: answers `{ file_url }`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName?: string }) =>
      uploadImage(image, fileName),
  });
}
