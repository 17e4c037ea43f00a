import type { FastifyInstance } from 'fastify';

/** The answers of a page's first reads, by address, as the page carries them. */
export type PageAnswers = Record<string, unknown>;

/**
 * Asks this server the page's first reads as a visitor would (no token; from the address that
 * asked for the page, so every limit and rule of the API applies), and keeps each JSON answer of
 * 200. The page carries them, so a visitor's first screen needs no request of its own before it
 * draws; a read that failed is left out, and the page asks for it itself.
 */
export async function pageAnswers(
  app: FastifyInstance,
  reads: readonly string[],
  remoteAddress: string,
): Promise<PageAnswers> {
  const answers = await Promise.all(
    reads.map(async (read): Promise<[string, unknown] | null> => {
      try {
        const response = await app.inject({
          method: 'GET',
          url: read,
          remoteAddress,
          headers: { accept: 'application/json' },
        });
        const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
        return response.statusCode === 200 && json ? [read, response.json()] : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
