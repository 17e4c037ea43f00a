import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { defaultPostgresUser } from '../../src/db/client.js';

/** A PostgreSQL database made for one run: its name and URL, and how to drop it afterwards. */
export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the server `databaseUrl` names, on a connection of its own. */
async function runOn(databaseUrl: string, statement: string): Promise<void> {
  defaultPostgresUser();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops the database `name` on the server `databaseUrl` names, closing its connections. */
export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await runOn(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Creates a database named `<prefix>_<random>` on the server `databaseUrl` names (tests and
 * benchmarks each get their own, and drop it, whatever else runs on that server): empty, or a
 * copy of the database `template` (CREATE DATABASE ... TEMPLATE copies its files, much faster
 * than migrating anew).
 */
export async function throwawayDatabase(
  databaseUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOn(databaseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(databaseUrl, name) };
}
