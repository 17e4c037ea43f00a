import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createTokens, type Tokens } from '../auth/tokens.js';
import type { Config } from '../config/env.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { usersRepository } from '../repositories/users.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated settings. */
    config: Config;
    /** The drizzle database (PGlite or PostgreSQL). */
    db: Database;
    /** Session and invite token signing. */
    tokens: Tokens;
  }
}

/**
 * Decorates the instance with the settings, the database and the token signer, and closes the
 * database after in-flight requests finish on shutdown.
 */
async function context(
  app: FastifyInstance,
  {
    config,
    database,
    closeDatabase,
  }: { config: Config; database: DatabaseHandle; closeDatabase: boolean },
) {
  const secret =
    config.jwtSecret ??
    (await usersRepository(database.db).setting('jwt_secret', () =>
      randomBytes(48).toString('base64url'),
    ));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', createTokens(secret, config.sessionTtlSeconds, config.inviteTtlSeconds));
  if (closeDatabase) app.addHook('onClose', async () => database.close());
}

export default fp(context, { name: 'context' });
