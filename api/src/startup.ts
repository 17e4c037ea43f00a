import type { Config } from './config/env.js';
import { administratorBanner, ensureAdministrator } from './db/administrator.js';
import type { Database } from './db/client.js';
import { seedDemoContent } from './db/seed.js';

/**
 * The site's first-start work on its database, done by whoever starts the site (the server, the
 * seed command), not by building an app: the administrator's account, its generated password
 * printed once, and, when `seedDemo`, the demo content in an empty database. Answers whether it
 * seeded.
 */
export async function prepareSite(db: Database, config: Config): Promise<boolean> {
  const password = await ensureAdministrator(db, config);
  if (password) process.stdout.write(administratorBanner(config.adminUsername, password));
  return config.seedDemo ? seedDemoContent(db, config.adminUsername) : false;
}
