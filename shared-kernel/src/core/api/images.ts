/** Image uploads, and the images served by their content hash. */
import { Type } from 'typebox';
import { ImageAnswer } from '../model/calls.js';
import { defineOperation } from './define.js';

const tags = ['images'];

/** The image types the API stores and serves. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const uploadImage = defineOperation({
  operationId: 'uploadImage',
  method: 'POST',
  path: '/api/image',
  summary: 'Upload an image',
  access: 'token',
  tags,
  consumes: ['multipart/form-data'],
  answer: ImageAnswer,
});

export const getImage = defineOperation({
  operationId: 'getImage',
  method: 'GET',
  path: '/api/image/:sha256',
  summary: 'An uploaded image',
  access: 'public',
  tags,
  params: Type.Object({ sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
  answer: Type.Unsafe<Uint8Array>({
    description: 'The image, as uploaded',
    content: Object.fromEntries(
      IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  }),
  answers: { 304: Type.Null({ description: 'Not modified: the ETag (the hash) matches' }) },
});
