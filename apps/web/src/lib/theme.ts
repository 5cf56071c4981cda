import { useEffect, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DEFAULT_THEME: Theme = 'light';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): fall back to the default.
    return DEFAULT_THEME;
  }
}

function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The theme still applies for this visit; it just will not be remembered.
  }
}

/** Puts a theme on <html>; does not save it, so a page can show one theme without changing the user's choice. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

let preference: Theme | undefined;
const listeners = new Set<() => void>();

function getPreference(): Theme {
  preference ??= readStoredTheme();
  return preference;
}

/** Saves and applies the user's theme. */
export function setTheme(theme: Theme): void {
  preference = theme;
  storeTheme(theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved theme preference and a setter that stores it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, getPreference, () => DEFAULT_THEME);
  return { theme, setTheme };
}

/** Shows one theme while the calling screen is mounted, then restores the saved one. */
export function useForcedTheme(theme: Theme): void {
  useEffect(() => {
    applyTheme(theme);
    return () => applyTheme(getPreference());
  }, [theme]);
}
