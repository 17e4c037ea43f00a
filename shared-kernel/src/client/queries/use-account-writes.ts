import { useMutation } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { sessionStore } from '../session/session-store.js';

/** POST /api/users/setpublisher (open beta); on success the session's roles follow the answer. */
export async function becomePublisher() {
  const user = await callOperation(operations.setPublisher);
  // An empty answer (204) says nothing of the roles: the session keeps its own.
  if (Array.isArray(user.roles)) sessionStore.update({ roles: user.roles });
  return user;
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
