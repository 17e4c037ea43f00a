import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers on the fly: API JSON (and anything else of a compressible type over 1 KB)
 * with brotli at quality 4 or gzip, as the client's `Accept-Encoding` prefers. The site's files
 * are compressed once, at build time (`.br` and `.gz` beside each), and served as they are: an
 * answer that already has a `Content-Encoding` is left alone. Request bodies are never
 * decompressed: a client sends plain JSON.
 */
async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

export default fp(compression, { name: 'compression' });
