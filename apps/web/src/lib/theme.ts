export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'postcraft.theme';

/** The theme currently applied to the document (the `dark` class on <html>). */
export function readAppliedTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies a theme to the document and remembers it for the next visit. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable; the choice then lasts for this page only.
  }
}
