import { THEME_COOKIE, isThemeChoice, type ThemeChoice } from '@muster/shared-kernel/core';

/** A year: how long the cookie that lets the server mark a page with the theme is kept. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Where the store keeps the choice, applies it and tells the server of it: the browser's by default. */
export interface ThemeHost {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The page's <html>, whose `data-theme` the stylesheet reads (shared-kernel/styles/muster.css). */
  root: HTMLElement;
  /** Sets one cookie, `document.cookie = …`. */
  setCookie(cookie: string): void;
}

/** The reader's theme choice: kept in localStorage, applied to <html>, subscribable. */
export interface ThemeStore {
  get(): ThemeChoice;
  /** Keeps and applies a choice, and tells every subscriber. */
  set(choice: ThemeChoice): void;
  subscribe(listener: () => void): () => void;
  /** Takes a choice made in another tab (the `storage` event) without writing it again. */
  reload(): void;
}

function readChoice(storage: ThemeHost['storage']): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_COOKIE);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    // Storage refused (a browser's private mode): the system's theme.
    return 'system';
  }
}

/**
 * Puts a choice on the page: `data-theme` on <html> for light or dark (none for the system's),
 * and the cookie the server reads to send the next page already marked, so it never shows a
 * flash of the other theme (api/src/web/shell-page.ts).
 */
function applyChoice(host: ThemeHost, choice: ThemeChoice): void {
  if (choice === 'system') host.root.removeAttribute('data-theme');
  else host.root.setAttribute('data-theme', choice);
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const value = choice === 'system' ? '; Max-Age=0' : `; Max-Age=${COOKIE_MAX_AGE_S}`;
  host.setCookie(`${THEME_COOKIE}=${choice}; Path=/; SameSite=Lax${value}${secure}`);
}

/** Builds a theme store and applies the kept choice at once (it runs before the first render). */
export function createThemeStore(host: ThemeHost): ThemeStore {
  let choice = readChoice(host.storage);
  const listeners = new Set<() => void>();
  applyChoice(host, choice);

  const change = (next: ThemeChoice) => {
    choice = next;
    applyChoice(host, next);
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => choice,
    set(next) {
      try {
        if (next === 'system') host.storage?.removeItem(THEME_COOKIE);
        else host.storage?.setItem(THEME_COOKIE, next);
      } catch {
        // Not kept, but applied for this visit.
      }
      change(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      const next = readChoice(host.storage);
      if (next !== choice) change(next);
    },
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The page's one theme store. */
export const themeStore = createThemeStore({
  storage: localStorageOrNull(),
  root: document.documentElement,
  setCookie: (cookie) => {
    document.cookie = cookie;
  },
});

// A choice made in another tab of the site applies here too.
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === null || event.key === THEME_COOKIE) themeStore.reload();
});
