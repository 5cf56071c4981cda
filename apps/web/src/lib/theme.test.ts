import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, setTheme, THEME_STORAGE_KEY } from './theme.ts';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('theme storage', () => {
  it('defaults to light when nothing is saved', () => {
    expect(readStoredTheme()).toBe('light');
  });

  it('reads a saved dark theme from the `theme` key', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('treats an unknown saved value as light', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('saves the chosen theme and puts the dark class on <html>', () => {
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('applies a theme without saving it, so a page can force one', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
