import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's block size and parallelism; its cost N is 2^cost, the server's PASSWORD_HASH_COST
 * (15 by default: 32 MiB and a tenth of a second per hash), memory-hard and needing no native addon.
 * A stored hash names its own parameters, so a site that changes the cost still checks old hashes.
 */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the allowance leaves room for its own bookkeeping.
  const maxmem = 2 * 128 * (options.N ?? 0) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts), with N = 2^cost. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** The largest N a stored hash may name (PASSWORD_HASH_COST's maximum, 17: 128 MiB a hash). */
const MAX_STORED_N = 2 ** 17;

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!(params.N <= MAX_STORED_N && params.r <= BLOCK_SIZE && params.p <= PARALLELISM))
    return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at the site's cost, compared against when the username is unknown,
 * so that an unknown name takes as long to refuse as a wrong password.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
}
