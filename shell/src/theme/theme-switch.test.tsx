import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createThemeStore, type ThemeHost } from './theme-store';
import { ThemeSwitch } from './theme-switch';

function storeOver(kept: Record<string, string>) {
  const items = new Map(Object.entries(kept));
  const host: ThemeHost = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    root: document.documentElement,
    setCookie: () => undefined,
  };
  return { store: createThemeStore(host), items };
}

describe('ThemeSwitch', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('offers System, Light and Dark, showing the system theme by default', () => {
    render(<ThemeSwitch store={storeOver({}).store} />);
    const theme = screen.getByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('system');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'System theme',
      'Light theme',
      'Dark theme',
    ]);
  });

  it('shows the remembered choice, and remembers and applies a new one to <html>', async () => {
    const { store, items } = storeOver({ 'muster-theme': 'light' });
    render(<ThemeSwitch store={store} />);
    const theme = screen.getByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('light');

    await userEvent.selectOptions(theme, 'Dark theme');
    expect(theme).toHaveValue('dark');
    expect(items.get('muster-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');

    await userEvent.selectOptions(theme, 'System theme');
    expect(items.has('muster-theme')).toBe(false);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
