/** `npm run db:seed`: creates the administrator and seeds the demo content into an empty database. */
import { loadConfig } from '../config/env.js';
import { prepareSite } from '../startup.js';
import { openDatabase } from './client.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
try {
  // Asked for by name, the demo content is seeded whatever SEED_DEMO says.
  const seeded = await prepareSite(database.db, { ...config, seedDemo: true });
  console.log(
    seeded ? 'Demo content seeded.' : 'The database already has content: nothing seeded.',
  );
} finally {
  await database.close();
}
