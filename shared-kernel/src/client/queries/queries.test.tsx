import { renderHook, waitFor } from '@testing-library/react';
import {
  FACTION,
  SCOUT,
  queryWrapper,
  mockApi,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { useAbilityTemplates } from './use-ability-templates.js';
import { useFaction } from './use-faction.js';
import { useFactionList } from './use-faction-list.js';
import { useUnitsOfFaction } from './use-units-of-faction.js';
import { useSiteConfig } from './use-site-config.js';

const api = mockApi();

afterEach(() => signOut());

describe('the data layer', () => {
  it('reads a faction once: by slug, then by id, from the cache', async () => {
    const { wrapper: Wrapper } = queryWrapper();
    const bySlug = renderHook(() => useFaction(FACTION.slug), { wrapper: Wrapper });
    await waitFor(() => expect(bySlug.result.current.data?.title).toBe(FACTION.title));
    const byId = renderHook(() => useFaction(FACTION._id), { wrapper: Wrapper });
    expect(byId.result.current.data?.slug).toBe(FACTION.slug);
    expect(api.requests).toEqual([`GET /api/factions/${FACTION.slug}`]);
  });

  it('shares one read of the ability templates between screens', async () => {
    const { wrapper: Wrapper } = queryWrapper();
    const first = renderHook(() => useAbilityTemplates(), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    renderHook(() => useAbilityTemplates(), { wrapper: Wrapper });
    expect(api.requests.filter((line) => line === 'GET /api/ability')).toHaveLength(1);
  });

  it('answers a missing faction as an error with its status', async () => {
    const { wrapper: Wrapper } = queryWrapper();
    const missing = renderHook(() => useFaction('nobody'), { wrapper: Wrapper });
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error).toMatchObject({ status: 404 });
  });

  it('keeps a page of a faction list of another size apart', async () => {
    api.db.factions.push({
      ...FACTION,
      _id: '00000000-0000-4000-8000-000000000002',
      slug: 'other',
    });
    const Wrapper = queryWrapper().wrapper;
    const full = renderHook(() => useFactionList('public', { page: 1 }), { wrapper: Wrapper });
    await waitFor(() => expect(full.result.current.data).toHaveLength(2));
    const short = renderHook(() => useFactionList('public', { page: 1, limit: 1 }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(short.result.current.data).toHaveLength(1));
    expect(api.requests).toEqual([
      'GET /api/factions?public=true&limit=100&page=1',
      'GET /api/factions?public=true&limit=1&page=1',
    ]);
  });

  it('forgets what one user read when another signs in', async () => {
    const { client, wrapper: Wrapper } = queryWrapper();
    const faction = renderHook(() => useFaction(FACTION.slug), { wrapper: Wrapper });
    await waitFor(() => expect(faction.result.current.isSuccess).toBe(true));
    signIn('vex');
    expect(client.getQueryData(['factions', 'detail', FACTION._id])).toBeUndefined();
  });

  it("reads a faction's units again, as the new reader, after a sign-in and a sign-out", async () => {
    const working = { ...SCOUT, _id: 'u-new', unitName: 'Added since approval' };
    api.answerByReader(`/api/units/faction/${FACTION._id}`, [SCOUT], [SCOUT, working]);
    const { wrapper: Wrapper } = queryWrapper();
    const units = renderHook(() => useUnitsOfFaction(FACTION._id), { wrapper: Wrapper });
    const names = () => units.result.current.data?.map((unit) => unit.unitName);
    await waitFor(() => expect(names()).toEqual([SCOUT.unitName]));
    signIn('vex', ['publisher']);
    await waitFor(() => expect(names()).toEqual([SCOUT.unitName, working.unitName]));
    signOut();
    await waitFor(() => expect(names()).toEqual([SCOUT.unitName]));
    expect(api.requests.filter((r) => r.startsWith('GET /api/units/'))).toHaveLength(3);
  });

  it('gives the site settings, with the defaults until the server answers', async () => {
    api.db.site = { chatUrl: 'https://chat.example' };
    const { wrapper: Wrapper } = queryWrapper();
    const site = renderHook(() => useSiteConfig(), { wrapper: Wrapper });
    expect(site.result.current.chatUrl).toBe('');
    await waitFor(() => expect(site.result.current.chatUrl).toBe('https://chat.example'));
  });
});
