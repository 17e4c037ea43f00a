/**
 * What the operations tests share: a block that needs what a machine may lack, and a database
 * pool on a PostgreSQL server of the test's own.
 */
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres-server.js';

/**
 * A describe block that needs what a machine may lack (root for a small disk, an installed
 * PostgreSQL for a server of its own): where `missing` says what is missing, the block is skipped
 * and the reason said, so a skipped run is never mistaken for a passing one.
 */
export function describeWhere(missing: string | null, name: string, body: () => void): void {
  if (missing) console.warn(`Skipping '${name}': ${missing}`);
  (missing ? describe.skip : describe)(name, body);
}

/** A pool of the API's on a PostgreSQL server of the test's own. */
export interface OwnDatabase {
  server: PostgresServer;
  database: DatabaseHandle;
  /** Closes the pool, then stops the server and deletes its files. */
  end(): Promise<void>;
}

/** Starts a PostgreSQL server of the test's own and opens a pool of `poolSize` on it. */
export async function startOwnDatabase(poolSize: number): Promise<OwnDatabase> {
  const server = await startPostgresServer();
  try {
    const database = await openDatabase({ databaseUrl: server.url, dataDir: null, poolSize });
    const end = async () => {
      try {
        await database.close();
      } finally {
        await server.remove();
      }
    };
    return { server, database, end };
  } catch (error) {
    await server.remove();
    throw error;
  }
}
