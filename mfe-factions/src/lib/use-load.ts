import { useEffect, useRef, useState } from 'react';

/** The state of one load: still going, failed (nothing to show), or its value. */
export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * Runs `load` whenever `key` changes and keeps the latest answer; an answer of null (the kernel's
 * API client already toasted why) is a failure. Answers of superseded keys are dropped.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T | null>,
): [Load<T>, (update: (value: T) => T) => void] {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({
    key,
    load: { state: 'loading' },
  });
  // `load` is a fresh closure each render; `key` names what it loads, so only a new key reloads.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    let current = true;
    setResult({ key, load: { state: 'loading' } });
    latestLoad.current().then(
      (value) => {
        if (current)
          setResult({
            key,
            load: value === null ? { state: 'failed' } : { state: 'ready', value },
          });
      },
      () => {
        if (current) setResult({ key, load: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  const update = (change: (value: T) => T) =>
    setResult((previous) =>
      previous.load.state === 'ready'
        ? { ...previous, load: { state: 'ready', value: change(previous.load.value) } }
        : previous,
    );
  return [result.key === key ? result.load : { state: 'loading' }, update];
}
