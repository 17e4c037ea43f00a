import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** GET /api/users/generateRegistrationKey (administrator): a fresh invite each time. */
export function useGenerateRegistrationKey() {
  return useMutation({ mutationFn: () => generateRegistrationKey() });
}

/** POST /api/image: answers `{ file_url }`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName?: string }) =>
      uploadImage(image, fileName),
  });
}
