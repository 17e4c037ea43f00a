import { loadConfig } from './config/env.js';
import { buildApp } from './app.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DiskSpaceError } from './db/disk-space.js';
import { MigrationError } from './db/migrations.js';
import { prepareSite } from './startup.js';

/** How long shutdown waits for in-flight requests before giving up. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts Muster: prepares its database (the administrator, and the demo content unless SEED_DEMO
 * is false), listens, and on SIGINT/SIGTERM turns not ready (/api/health/ready answers 503) while
 * it goes on serving for SHUTDOWN_DELAY_MS, so that a load balancer stops sending it requests,
 * then stops accepting connections, finishes in-flight requests, closes the database and exits.
 * A second signal, or the grace period running out, exits at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await prepareSite(app.db, config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.shutdown.drain();
    if (config.shutdownDelayMs > 0) {
      app.log.info(`${signal}: not ready; serving ${config.shutdownDelayMs} ms more`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
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
  // A second server on a locked data directory, a disk too full to open it, or a failed
  // migration: the message says what happened (which directory, how much room, which migration)
  // and what state things are in.
  const known =
    error instanceof DataDirLockedError ||
    error instanceof DiskSpaceError ||
    error instanceof MigrationError;
  console.error(known ? error.message : error);
  process.exit(1);
});
