import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { defaultPostgresUser } from '../../src/db/client.js';

/** A PostgreSQL database made for one run: its URL, and how to drop it afterwards. */
export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database named `<prefix>_<random>` on the server `databaseUrl` names (tests and
 * benchmarks each get their own, and drop it, whatever else runs on that server).
 */
export async function throwawayDatabase(
  databaseUrl: string,
  prefix: string,
): Promise<ThrowawayDatabase> {
  defaultPostgresUser();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
