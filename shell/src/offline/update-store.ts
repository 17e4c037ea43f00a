/**
 * Whether a new version of the site is ready: the shell's service worker found a new
 * shell, or a remote's file list changed. Small and on every page: the banner reads it at once,
 * while what announces an update arrives after the first paint.
 */

/** What to do before the page reloads onto the new version (switch workers, keep a remote). */
export type ReloadStep = () => Promise<void>;

/** The store of one page. */
export interface UpdateStore {
  /** True once any new version is announced. */
  available(): boolean;
  subscribe(listener: () => void): () => void;
  /** Announces a new version, with what the reload must do first (once per cause). */
  announce(cause: string, step: ReloadStep): void;
  /**
   * Runs every announced step (each given `timeoutMs` at most: the reload happens anyway), then
   * reloads the page. Only ever called by the user's Reload: nothing reloads by itself.
   */
  reload(timeoutMs?: number): Promise<void>;
}

const within = (step: ReloadStep, ms: number) =>
  Promise.race([step().catch(() => undefined), new Promise<void>((r) => setTimeout(r, ms))]);

/** Builds a store; `reloadPage` is `location.reload` in the browser. */
export function createUpdateStore(reloadPage: () => void): UpdateStore {
  const steps = new Map<string, ReloadStep>();
  const listeners = new Set<() => void>();
  return {
    available: () => steps.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(cause, step) {
      const first = steps.size === 0;
      steps.set(cause, step);
      if (first) for (const listener of listeners) listener();
    },
    async reload(timeoutMs = 10_000) {
      await Promise.all([...steps.values()].map((step) => within(step, timeoutMs)));
      reloadPage();
    },
  };
}

/** The page's store. */
export const updateStore = createUpdateStore(() => window.location.reload());
