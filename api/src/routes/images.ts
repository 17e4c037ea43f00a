import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations } from '@muster/shared-kernel/core';
import { authorize } from '../auth/permissions.js';
import { badRequest, HttpError, found } from '../errors.js';
import { imagesRepository } from '../repositories/images.js';
import { throttleRepository } from '../repositories/throttle.js';
import { route } from '../http/operation-route.js';
import { IMMUTABLE } from '../plugins/read-cache.js';

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

/** A size for messages: MB or KB with one decimal, or bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

const isHttpStatus = (error: unknown, status: number) =>
  error instanceof Error && 'statusCode' in error && error.statusCode === status;

/**
 * The bytes of the multipart field "image". A body the multipart parser cannot read (no boundary,
 * a truncated or garbled form) is the client's fault: a 400, never a 500.
 */
async function readImageField(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') {
      throw badRequest('The multipart field "image" is missing');
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isHttpStatus(error, 413))
      throw new HttpError(413, `image is larger than ${maxBytes} bytes`);
    throw badRequest(
      `The multipart body is malformed (${error instanceof Error ? error.message : 'unreadable'})`,
    );
  }
}

/** Image upload (signed-in users) and serving by content hash. */
export default async function imageRoutes(app: FastifyInstance) {
  const maxBytes = app.config.imageMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  const store = imagesRepository(app.db);
  const throttle = throttleRepository(app.db);
  const quotaBytes = app.config.imageQuotaBytes;
  const uploadRule = {
    limit: app.config.imageUploadLimit,
    windowSeconds: app.config.imageUploadWindowSeconds,
  };

  route(app, operations.uploadImage, async (request) => {
    const actor = request.actor;
    authorize(actor, 'image:upload');
    if (!request.isMultipart())
      throw badRequest('Send the image as multipart/form-data in the field "image"');
    await throttle.takeOrRefuse(
      `image-upload:${actor.id}`,
      uploadRule,
      (wait) =>
        `Too many uploads: at most ${uploadRule.limit} images per ${uploadRule.windowSeconds} s, try again in ${wait} s`,
    );
    const bytes = await readImageField(request, maxBytes);
    if (bytes.byteLength === 0) throw badRequest('image is empty');
    const contentType = sniffImageType(bytes);
    if (!contentType) throw badRequest('image must be a png, jpeg, gif or webp file');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const outcome = await store.save(
      { sha256, contentType, bytes, uploadedBy: actor.username },
      quotaBytes,
    );
    if (!outcome.saved) {
      throw new HttpError(
        413,
        `This image (${formatBytes(bytes.byteLength)}) would take you past your image quota of ${formatBytes(quotaBytes)}: your images already use ${formatBytes(outcome.used)}`,
      );
    }
    return { file_url: `/api/image/${sha256}` };
  });

  route(app, operations.getImage, async (request, reply) => {
    const etag = `"${request.params.sha256}"`;
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
  });
}
