import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ImageAnswer } from '@muster/shared-kernel/core/model';
import { Type } from 'typebox';
import { authorize } from '../auth/permissions.js';
import { badRequest, HttpError, found } from '../errors.js';
import { imagesRepository } from '../repositories/images.js';
import { errors } from './common.schemas.js';

/** The image types the API stores and serves. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The image type of some bytes, read from their signature; null when not png, jpeg, gif or webp. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Image upload (signed-in users) and serving by content hash. */
export default async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const maxBytes = app.config.imageMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  const store = imagesRepository(app.db);
  const tags = ['images'];

  app.post(
    '/api/image',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ImageAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = request.actor;
      authorize(actor, 'image:upload');
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field "image"');
      const file = await request.file();
      if (!file || file.fieldname !== 'image')
        throw badRequest('The multipart field "image" is missing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
          throw new HttpError(413, `image is larger than ${maxBytes} bytes`);
        }
        throw error;
      }
      if (bytes.byteLength === 0) throw badRequest('image is empty');
      const contentType = sniffImageType(bytes);
      if (!contentType) throw badRequest('image must be a png, jpeg, gif or webp file');
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await store.save({ sha256, contentType, bytes, uploadedBy: actor.username });
      return { file_url: `/api/image/${sha256}` };
    },
  );

  app.get(
    '/api/image/:sha256',
    {
      schema: {
        tags,
        params: Type.Object({ sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
        response: {
          200: {
            description: 'The image, as uploaded',
            content: Object.fromEntries(
              IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
          304: { description: 'Not modified: the ETag (the hash) matches', type: 'null' },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const etag = `"${request.params.sha256}"`;
      reply.header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('Cache-Control', IMMUTABLE).header('ETag', etag).send();
      }
      const image = found(await store.find(request.params.sha256), 'Image');
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(image.contentType)
        .send(Buffer.from(image.bytes));
    },
  );
}
