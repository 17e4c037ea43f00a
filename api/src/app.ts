import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import healthRoutes from './routes/health.js';
import siteFiles from './web/site-files.js';

/** Builds the application without listening, so tests can use `app.inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  });
  await app.register(healthRoutes, { config });
  await app.register(siteFiles, { config });
  return app;
}
