import { createThemeStore, type ThemeHost } from './theme-store';

/** A host over a fresh <html>, an in-memory storage and a list of the cookies set. */
function fakeHost(kept: Record<string, string> = {}) {
  const items = new Map(Object.entries(kept));
  const cookies: string[] = [];
  const host: ThemeHost = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    root: document.createElement('html'),
    setCookie: (cookie) => void cookies.push(cookie),
  };
  return { host, items, cookies };
}

describe('the theme store', () => {
  it("follows the system by default: no data-theme, and the server's cookie cleared", () => {
    const { host, cookies } = fakeHost();
    const store = createThemeStore(host);
    expect(store.get()).toBe('system');
    expect(host.root.hasAttribute('data-theme')).toBe(false);
    expect(cookies.at(-1)).toMatch(/^muster-theme=system; Path=\/; SameSite=Lax; Max-Age=0/);
  });

  it('applies a kept choice to <html> as soon as it is built', () => {
    const { host, cookies } = fakeHost({ 'muster-theme': 'dark' });
    expect(createThemeStore(host).get()).toBe('dark');
    expect(host.root.getAttribute('data-theme')).toBe('dark');
    expect(cookies.at(-1)).toMatch(/^muster-theme=dark; Path=\/; SameSite=Lax; Max-Age=31536000/);
  });

  it('remembers a choice, applies it and tells its subscribers', () => {
    const { host, items } = fakeHost();
    const store = createThemeStore(host);
    const heard = jest.fn();
    store.subscribe(heard);

    store.set('light');
    expect(items.get('muster-theme')).toBe('light');
    expect(host.root.getAttribute('data-theme')).toBe('light');
    expect(createThemeStore(fakeHost(Object.fromEntries(items)).host).get()).toBe('light');

    store.set('system');
    expect(items.has('muster-theme')).toBe(false);
    expect(host.root.hasAttribute('data-theme')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('ignores a kept value that is no theme, and a storage that refuses', () => {
    expect(createThemeStore(fakeHost({ 'muster-theme': 'sepia' }).host).get()).toBe('system');
    const { host } = fakeHost();
    const refusing: ThemeHost = {
      ...host,
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
        removeItem: () => undefined,
      },
    };
    const store = createThemeStore(refusing);
    expect(store.get()).toBe('system');
    store.set('dark');
    expect(refusing.root.getAttribute('data-theme')).toBe('dark');
  });

  it('takes a choice another tab made (reload)', () => {
    const { host, items } = fakeHost();
    const store = createThemeStore(host);
    items.set('muster-theme', 'dark');
    store.reload();
    expect(store.get()).toBe('dark');
    expect(host.root.getAttribute('data-theme')).toBe('dark');
  });
});
