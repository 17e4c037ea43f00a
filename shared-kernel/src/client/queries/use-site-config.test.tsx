import { renderHook, waitFor } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { LORE_COLLECTIONS, operations } from '@muster/shared-kernel/core';
import { mockApi, queryWrapper } from '@muster/shared-kernel/testing';
import { DEFAULT_SITE_CONFIG, fetchSiteConfig, useSiteConfig } from './use-site-config.js';

const api = mockApi();

const TALES = [
  { label: 'Campfire Tales', type: 'random', tag: 'tale' },
  { label: 'Chronicles', type: 'lore', tag: 'chronicle' },
];

describe('the site settings', () => {
  it('gives the lore collections the server names, with the defaults until it answers', async () => {
    api.db.site = { chatUrl: 'https://chat.example', loreCollections: TALES };
    const { wrapper: Wrapper } = queryWrapper();
    const site = renderHook(() => useSiteConfig(), { wrapper: Wrapper });
    expect(site.result.current).toEqual(DEFAULT_SITE_CONFIG);
    expect(site.result.current.loreCollections).toBe(LORE_COLLECTIONS);
    await waitFor(() => expect(site.result.current.loreCollections).toEqual(TALES));
    expect(site.result.current.chatUrl).toBe('https://chat.example');
  });

  it('says whether the site mails reset links: yes unless the server says no', async () => {
    expect((await fetchSiteConfig()).passwordRecovery).toBe(true);
    api.db.site = { ...api.db.site, passwordRecovery: false };
    expect((await fetchSiteConfig()).passwordRecovery).toBe(false);
    api.answerUnchecked(operations.getSite, { chatUrl: '' });
    expect((await fetchSiteConfig()).passwordRecovery).toBe(true);
  });

  it("answers the mock API's defaults: World Lore and Battle Reports", async () => {
    expect((await fetchSiteConfig()).loreCollections).toEqual([
      { label: 'World Lore', type: 'lore', tag: 'world' },
      { label: 'Battle Reports', type: 'batrep', tag: 'report' },
    ]);
  });

  // A server of another version, or a broken one, may send what the declaration does not allow:
  // the mock sends it unchecked.
  it.each<[string, JsonBodyType | undefined]>([
    ['missing', undefined],
    ['not a list', 'World Lore'],
    ['empty', []],
    ['an entry without a tag', [{ label: 'World Lore', type: 'lore' }]],
    ['a blank label', [{ label: ' ', type: 'lore', tag: 'world' }]],
    ['an unknown page type', [{ label: 'World Lore', type: 'poems', tag: 'world' }]],
    ['one bad entry among good ones', [TALES[0], { label: 'Odd', type: 'lore', tag: 7 }]],
  ])('falls back to the defaults when the list is %s', async (_, loreCollections) => {
    api.answerUnchecked(operations.getSite, { chatUrl: '', loreCollections });
    expect((await fetchSiteConfig()).loreCollections).toBe(LORE_COLLECTIONS);
  });

  it('keeps only the fields it knows of each collection', async () => {
    api.answerUnchecked(operations.getSite, { loreCollections: [{ ...TALES[0], extra: 'x' }] });
    expect((await fetchSiteConfig()).loreCollections).toEqual([TALES[0]]);
  });

  it('works with the defaults when the settings cannot be read', async () => {
    api.fail('get', '/api/site');
    // Known read, if in vain: the forgotten-password form shows, and a request says if not.
    expect(await fetchSiteConfig()).toEqual({ ...DEFAULT_SITE_CONFIG, passwordRecovery: true });
  });
});
