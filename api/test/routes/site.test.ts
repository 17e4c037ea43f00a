import { body, useTestApp } from '../helpers/test-app.js';

interface Site {
  chatUrl: string;
  loreCollections: { label: string; type: string; tag: string }[];
  passwordRecovery: boolean;
}

describe('GET /api/site', () => {
  describe('with the defaults', () => {
    const t = useTestApp();

    it('answers the chat link, the two default lore collections and no mail recovery', async () => {
      expect(body<Site>(await t.app.inject('/api/site'))).toEqual({
        chatUrl: 'https://discord.gg/muster',
        loreCollections: [
          { label: 'World Lore', type: 'lore', tag: 'world' },
          { label: 'Battle Reports', type: 'batrep', tag: 'report' },
        ],
        passwordRecovery: false,
      });
    });
  });

  describe('with LORE_COLLECTIONS set', () => {
    const t = useTestApp({ LORE_COLLECTIONS: 'Chronicles=lore/chronicle;Tall Tales=random/tale' });

    it('answers the configured collections, in order', async () => {
      expect(body<Site>(await t.app.inject('/api/site')).loreCollections).toEqual([
        { label: 'Chronicles', type: 'lore', tag: 'chronicle' },
        { label: 'Tall Tales', type: 'random', tag: 'tale' },
      ]);
    });
  });
});
