import { act, renderHook, waitFor } from '@testing-library/react';
import { FACTION, queryWrapper, mockApi, signIn, signOut } from '@muster/shared-kernel/testing';
import { sessionStore, useFaction } from '@muster/shared-kernel/client';
import { useLikeFaction } from './use-like-faction';

const api = mockApi();

afterEach(() => signOut());

describe('useLikeFaction', () => {
  it('updates the like count and the session’s likes after a like', async () => {
    signIn('ada');
    const { wrapper: Wrapper } = queryWrapper();
    const faction = renderHook(() => useFaction(FACTION.slug), { wrapper: Wrapper });
    await waitFor(() => expect(faction.result.current.data?.likes).toBe(FACTION.likes));
    const like = renderHook(() => useLikeFaction(), { wrapper: Wrapper });
    await act(() => like.result.current.mutateAsync({ id: FACTION._id, liked: true }));
    await waitFor(() => expect(faction.result.current.data?.likes).toBe(FACTION.likes + 1));
    expect(sessionStore.get().likes).toContain(FACTION._id);
    // The count is the like's answer: the faction is not read again.
    expect(api.requests.filter((r) => r.startsWith('GET /api/factions/'))).toEqual([
      `GET /api/factions/${FACTION.slug}`,
    ]);
  });

  it('keeps the session’s likes in step with like and unlike', async () => {
    signIn('ada');
    const { wrapper: Wrapper } = queryWrapper();
    const like = renderHook(() => useLikeFaction(), { wrapper: Wrapper });
    const before = sessionStore.get().likes;
    await act(() => like.result.current.mutateAsync({ id: FACTION._id, liked: true }));
    expect(sessionStore.get().likes).toEqual([...before, FACTION._id]);
    await act(() => like.result.current.mutateAsync({ id: FACTION._id, liked: false }));
    expect(sessionStore.get().likes).toEqual(before);
    expect(api.requests.filter((r) => r.startsWith('POST '))).toEqual([
      `POST /api/factions/like/${FACTION._id}`,
      `POST /api/factions/unlike/${FACTION._id}`,
    ]);
  });
});
