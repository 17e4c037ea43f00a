import { loadConfig } from './config/env.js';
import { buildApp } from './app.js';

/** Starts Muster: listens, and on SIGINT/SIGTERM finishes in-flight requests before exiting. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const stop = async (signal: string) => {
    app.log.info(`${signal}: finishing in-flight requests`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Muster is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
