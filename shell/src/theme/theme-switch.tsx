import { useSyncExternalStore } from 'react';
import { THEME_CHOICES, isThemeChoice, type ThemeChoice } from '@muster/shared-kernel/core';
import { themeStore as pageThemeStore, type ThemeStore } from './theme-store';

/** What each choice reads as in the switch. */
const CHOICE_TEXTS: Record<ThemeChoice, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};

/**
 * The theme switch of the navigation bar (and its phone menu): the system's theme, light or dark,
 * a native select so it works by keyboard and screen reader as any form field does.
 */
export function ThemeSwitch({ store = pageThemeStore }: { store?: ThemeStore }) {
  const choice = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <label className="theme-switch">
      <span className="visually-hidden">Theme</span>
      <select
        value={choice}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) store.set(event.target.value);
        }}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {CHOICE_TEXTS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
