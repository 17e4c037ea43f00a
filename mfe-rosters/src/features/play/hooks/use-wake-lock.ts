import { useEffect, useState } from 'react';

/** Whether the screen is kept on: asked, kept, or not possible in this browser (or refused). */
export type WakeLockState = 'asking' | 'on' | 'off';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen on while the calling screen is open (the Screen Wake Lock API). A browser
 * drops the lock whenever the page is hidden, so it is asked for again each time the page is
 * shown; it is released when the screen closes.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('asking');
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) {
      setState('off');
      return undefined;
    }
    let lock: WakeLockSentinelLike | null = null;
    let left = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (granted) => {
          if (left) void granted.release();
          else {
            lock = granted;
            setState('on');
          }
        },
        () => setState('off'),
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release().catch(() => undefined);
    };
  }, []);
  return state;
}
