/** `npm run db:seed`: creates the administrator and seeds the demo content into an empty database. */
import { loadConfig } from '../config/env.js';
import { administratorBanner, ensureAdministrator } from './administrator.js';
import { openDatabase } from './client.js';
import { seedDemoContent } from './seed.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
try {
  const password = await ensureAdministrator(database.db, config);
  if (password) process.stdout.write(administratorBanner(config.adminUsername, password));
  const seeded = await seedDemoContent(database.db, config.adminUsername);
  console.log(
    seeded ? 'Demo content seeded.' : 'The database already has content: nothing seeded.',
  );
} finally {
  await database.close();
}
