import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Config } from '../config/env.js';
import { usersRepository } from '../repositories/users.js';
import type { Database } from './client.js';

/**
 * Creates the administrator on first start. Answers the generated password when one was made
 * (the caller prints it once), null when the account existed or ADMIN_PASSWORD was set.
 */
export async function ensureAdministrator(db: Database, config: Config): Promise<string | null> {
  const users = usersRepository(db);
  if (await users.findByUsername(config.adminUsername)) return null;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const created = await users.create({
    username: config.adminUsername,
    display: 'Administrator',
    email: '',
    passwordHash: await hashPassword(password, config.passwordHashCost),
    roles: ['admin', 'mod', 'publisher'],
  });
  // Another instance may have won the race; then it printed the password.
  if (!created || config.adminPassword) return null;
  return password;
}

/** The clearly marked line that shows the generated administrator password once. */
export function administratorBanner(username: string, password: string): string {
  const line = '='.repeat(72);
  return `\n${line}\n  MUSTER ADMINISTRATOR CREATED: username "${username}", password "${password}"\n  This password is shown only once. Log in and keep it safe.\n${line}\n`;
}
