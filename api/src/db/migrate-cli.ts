/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the PGlite DATA_DIR. */
import { loadConfig } from '../config/env.js';
import { openDatabase } from './client.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
await database.close();
console.log(`Migrations applied (${database.kind}).`);
