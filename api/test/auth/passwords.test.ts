import { loadConfig } from '../../src/config/env.js';
import { decoyHash, hashPassword, verifyPassword } from '../../src/auth/passwords.js';

describe('password hashes', () => {
  it("are made at the site's cost, 2^15 unless PASSWORD_HASH_COST says otherwise", async () => {
    const { passwordHashCost } = loadConfig({});
    expect(passwordHashCost).toBe(15);
    const hash = await hashPassword('correct horse battery', passwordHashCost);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('are checked at the cost they name, so a site that changes its cost keeps its accounts', async () => {
    const cheap = await hashPassword('pw', 10);
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('pw', cheap)).toBe(true);
  });

  it('refuse a stored hash that names a cost beyond the largest setting, or another scheme', async () => {
    const forged = (await hashPassword('pw', 10)).replace('$1024$', `$${2 ** 18}$`);
    expect(await verifyPassword('pw', forged)).toBe(false);
    expect(await verifyPassword('pw', 'plain$pw')).toBe(false);
  });

  it('keep one decoy per cost, for unknown usernames', async () => {
    expect(await decoyHash(10)).toBe(await decoyHash(10));
    expect((await decoyHash(10)).split('$')[1]).toBe('1024');
  });

  it.each(['9', '18', 'fast'])('refuse PASSWORD_HASH_COST=%s', (value) => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: value })).toThrow(
      'PASSWORD_HASH_COST must be a whole number from 10 to 17',
    );
  });
});
