import { loadConfig } from './config/env.js';
import { buildApp } from './app.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { prepareSite } from './startup.js';

/** How long shutdown waits for in-flight requests before giving up. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts Muster: prepares its database (the administrator, and the demo content unless SEED_DEMO
 * is false), listens, and on SIGINT/SIGTERM stops accepting connections, finishes in-flight
 * requests, closes the database and exits. A second signal, or the grace period running out,
 * exits at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await prepareSite(app.db, config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Muster is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  // A second server on a locked data directory: the message says which directory and what to do.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
