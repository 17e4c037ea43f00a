/**
 * Whether the browser is online, from one source: TanStack Query's online manager, which pauses
 * reads while offline and resumes them when the connection is back. The API client refuses calls
 * by it, and the kit's 'Loading...' says 'You are offline' by it.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** True unless the browser knows it is offline. */
export const isOnline = (): boolean => onlineManager.isOnline();

/**
 * Starts from what the browser knows now: TanStack Query v5 assumes online until an `offline`
 * event, so a page opened offline would try (and fail) every read instead of waiting.
 */
export function trackOnlineState(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') {
    onlineManager.setOnline(navigator.onLine);
  }
}

/** {@link isOnline}, re-rendering the caller when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}
