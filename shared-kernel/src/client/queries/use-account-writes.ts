import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantableRole } from '@muster/shared-kernel/core';
import { generateRegistrationKey, setPublisher, uploadImage } from '../api/calls.js';
import { profilesKey } from './use-profile.js';

/** POST /api/users/setpublisher: the session's roles and the profile follow. */
export function useSetPublisher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => setPublisher(),
    onSuccess: () => client.invalidateQueries({ queryKey: profilesKey }),
  });
}

/**
 * GET /api/users/generateRegistrationKey (administrator): a fresh invite each time; a publisher's
 * unless other roles are given (`mutate(['mod'])` invites a moderator).
 */
export function useGenerateRegistrationKey() {
  return useMutation({
    mutationFn: (roles: readonly GrantableRole[] | void) =>
      generateRegistrationKey(roles ?? undefined),
  });
}

/** POST /api/image: answers `{ file_url }`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName?: string }) =>
      uploadImage(image, fileName),
  });
}
