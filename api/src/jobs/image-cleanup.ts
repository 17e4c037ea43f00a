import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { imagesRepository } from '../repositories/images.js';

/**
 * Removes the images that nothing references and that nobody uploaded again for
 * `orphanSeconds`; answers the hashes removed. An upload is referenced only once its content is
 * saved, so the age gives an editor time to save after uploading.
 */
export function cleanUpImages(db: Database, orphanSeconds: number): Promise<string[]> {
  return imagesRepository(db).removeUnreferenced(orphanSeconds);
}

/**
 * Runs {@link cleanUpImages} every IMAGE_CLEANUP_INTERVAL_SECONDS (0: never) while the app is up.
 * Every instance may run it: deleting is idempotent. The timer is unref'd so it never keeps the
 * process alive, and stops when the app closes.
 */
async function imageCleanup(app: FastifyInstance) {
  const { imageCleanupIntervalSeconds: interval, imageOrphanSeconds } = app.config;
  if (interval === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = cleanUpImages(app.db, imageOrphanSeconds).then(
      (removed) => {
        if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed unused images');
      },
      (error: unknown) => app.log.warn({ err: error }, 'image clean-up failed'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, interval * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(imageCleanup, { name: 'image-cleanup', dependencies: ['context'] });
