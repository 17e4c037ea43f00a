import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { diskFullPlugin } from './db/disk-full.js';
import { liveBackupPlugin } from './db/live-backup.js';
import imageCleanupJob from './jobs/image-cleanup.js';
import authPlugin from './plugins/auth.js';
import compressionPlugin from './plugins/compression.js';
import contextPlugin from './plugins/context.js';
import { loggerOptions, OneLineRequestLog } from './logging.js';
import connectionsPlugin, { serverTimeouts } from './plugins/connections.js';
import errorsPlugin from './plugins/errors.js';
import noNulPlugin from './plugins/no-nul.js';
import openapiPlugin from './plugins/openapi.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import shutdownPlugin from './plugins/shutdown.js';
import readCachePlugin from './plugins/read-cache.js';
import metricsPlugin from './plugins/metrics.js';
import healthRoutes from './routes/health.js';
import abilityRoutes from './routes/abilities.js';
import factionRoutes from './routes/factions.js';
import formulaRoutes from './routes/formulas.js';
import imageRoutes from './routes/images.js';
import modlogRoutes from './routes/modlog.js';
import pageRoutes from './routes/pages.js';
import rosterRoutes from './routes/rosters.js';
import rulesetRoutes from './routes/ruleset.js';
import scenarioRoutes from './routes/scenarios.js';
import unitRoutes from './routes/units.js';
import userRoutes from './routes/users.js';
import passwordRoutes from './routes/passwords.js';
import accountRoutes from './routes/account.js';
import accountRosterRoutes from './routes/account-rosters.js';
import weaponRoutes from './routes/weapons.js';
import siteFiles from './web/site-files.js';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the application without listening, so tests can use `app.inject`. It leaves the
 * database's content alone: the first-start work (administrator, demo content) is `prepareSite`'s,
 * which the server runs.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new OneLineRequestLog(),
    ...serverTimeouts(config),
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s default is meant to catch a plugin that never calls back; on a busy two-core
    // machine registering every route and compiling its schemas alone has taken longer.
    pluginTimeout: 120_000,
    // Invite tokens travel in paths (`/api/users/invite/{token}`).
    routerOptions: { maxParamLength: 4000 },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(connectionsPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(noNulPlugin);
  await app.register(shutdownPlugin);
  await app.register(contextPlugin, { config, database, closeDatabase: !options.database });
  await app.register(authPlugin);
  await app.register(readCachePlugin);
  // Before the routes: its onResponse hook must apply to them all (off without METRICS_TOKEN).
  await app.register(metricsPlugin, { database });
  await app.register(imageCleanupJob);
  // Before the routes: its hooks check and watch every write.
  await app.register(diskFullPlugin, { database });
  await app.register(liveBackupPlugin, {
    database,
    dataDir: options.database ? null : config.dataDir,
  });
  await app.register(openapiPlugin);

  await app.register(healthRoutes, { config });
  await app.register(userRoutes);
  await app.register(passwordRoutes);
  await app.register(accountRoutes);
  await app.register(accountRosterRoutes);
  await app.register(factionRoutes);
  await app.register(unitRoutes);
  await app.register(weaponRoutes);
  await app.register(abilityRoutes);
  await app.register(formulaRoutes);
  await app.register(rulesetRoutes);
  await app.register(scenarioRoutes);
  await app.register(pageRoutes);
  await app.register(rosterRoutes);
  await app.register(imageRoutes);
  await app.register(modlogRoutes);
  // Last: its not-found handler answers JSON 404 for unknown /api paths and the shell for pages.
  await app.register(siteFiles, { config });
  return app;
}
