import { isThemeChoice, themeOfCookieHeader } from './theme.js';

describe('themeOfCookieHeader', () => {
  it('reads light or dark among other cookies', () => {
    expect(themeOfCookieHeader('a=1; muster-theme=dark; b=2')).toBe('dark');
    expect(themeOfCookieHeader('muster-theme=light')).toBe('light');
  });

  it('follows the system without the cookie, or with a value that is no theme', () => {
    expect(themeOfCookieHeader(undefined)).toBeNull();
    expect(themeOfCookieHeader('')).toBeNull();
    expect(themeOfCookieHeader('other-muster-theme=dark')).toBeNull();
    expect(themeOfCookieHeader('muster-theme=system')).toBeNull();
    expect(themeOfCookieHeader('muster-theme="><script>')).toBeNull();
  });
});

describe('isThemeChoice', () => {
  it('knows the three choices only', () => {
    expect(['system', 'light', 'dark'].every(isThemeChoice)).toBe(true);
    expect(isThemeChoice('sepia')).toBe(false);
    expect(isThemeChoice(null)).toBe(false);
  });
});
