import { useCallback, useState } from 'react';
import { isConflict, notify } from '@muster/shared-kernel/client';

/** A thing an editor saves: it carries the version the server gave it. */
export interface Versioned {
  version?: number;
}

/** What a query's `refetch` answers, as far as a reload needs it. */
export interface RefetchAnswer<T> {
  data?: T | undefined;
  isSuccess: boolean;
  error?: unknown;
}

/** Options of {@link useEditConflict}. */
export interface EditConflictOptions<T extends Versioned> {
  /** The thing as the editor opened it; undefined for a new one (which cannot conflict). */
  loaded: T | undefined;
  /** Reads the thing again from the server: the editor's query's `refetch`. */
  refetch: () => Promise<RefetchAnswer<T>>;
  /** Puts the server's current state into the form (react-hook-form's `reset`). */
  reset: (fresh: T) => void;
}

/** What {@link useEditConflict} gives an editor; pass it whole to `ConflictNotice`. */
export interface EditConflict {
  /** The version the next save names: the loaded one, then each save's or reload's. */
  version: number | undefined;
  /** Someone else saved since this editor loaded: the notice shows, the form keeps its values. */
  conflicted: boolean;
  /** While Reload reads the server's state. */
  reloading: boolean;
  /** `payload` with the version to send (none for a new thing). */
  versioned: <P extends object>(payload: P) => P & Versioned;
  /** The save's error handler: a conflict shows the notice (the client toasted anything else). */
  onError: (error: unknown) => void;
  /** The save's success handler: the editor now holds the saved version. */
  onSaved: (saved: Versioned) => void;
  /** Reads the server's state into the form and its version into the editor; the notice goes. */
  reload: () => Promise<void>;
}

/**
 * An editor's side of optimistic concurrency. The editor sends the version it loaded;
 * when someone else has saved since, the server refuses with a 409 and stores nothing. Then the
 * form keeps what the user typed (nothing is reset, so it can be copied) and the notice offers
 * Reload, which replaces the form with the server's current state and version.
 *
 * The version lives here, not in the query cache: a background refetch that brings someone
 * else's newer version must not quietly let this editor overwrite it.
 */
export function useEditConflict<T extends Versioned>({
  loaded,
  refetch,
  reset,
}: EditConflictOptions<T>): EditConflict {
  const [version, setVersion] = useState(loaded?.version);
  const [conflicted, setConflicted] = useState(false);
  const [reloading, setReloading] = useState(false);

  const versioned = useCallback(
    <P extends object>(payload: P): P & Versioned =>
      version === undefined ? payload : { ...payload, version },
    [version],
  );
  const onError = useCallback((error: unknown) => {
    if (isConflict(error)) setConflicted(true);
  }, []);
  const onSaved = useCallback((saved: Versioned) => {
    setVersion(saved.version);
    setConflicted(false);
  }, []);
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const answer = await refetch();
      // An editor's read is quiet (its page shows a failure to load), but a failed Reload leaves
      // the page as it was: it is said here, and the notice and the user's text stay.
      if (!answer.isSuccess || !answer.data) {
        if (answer.error instanceof Error) notify.error(answer.error.message);
        return;
      }
      reset(answer.data);
      setVersion(answer.data.version);
      setConflicted(false);
    } finally {
      setReloading(false);
    }
  }, [refetch, reset]);

  return { version, conflicted, reloading, versioned, onError, onSaved, reload };
}
