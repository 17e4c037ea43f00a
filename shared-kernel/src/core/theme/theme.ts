/**
 * The reader's colour theme: the system's (`prefers-color-scheme`), or light or dark whatever the
 * system says. The browser keeps the choice (the shell's theme store); the server reads its copy
 * in a cookie to mark the page it sends, so the page draws in the chosen theme from its first
 * paint without a script (the Content-Security-Policy allows no inline script).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Every choice, in the order the theme switch offers them. */
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * The name of the cookie, and of the localStorage key, that keep the choice. The cookie is sent
 * only for light or dark: without it the page follows the system.
 */
export const THEME_COOKIE = 'muster-theme';

/** Whether a value is a theme choice. */
export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/**
 * The forced theme a `Cookie` header asks for: 'light' or 'dark', or null to follow the system
 * (no such cookie, or a value that is not a theme).
 */
export function themeOfCookieHeader(header: string | undefined): 'light' | 'dark' | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== THEME_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value === 'light' || value === 'dark' ? value : null;
  }
  return null;
}
