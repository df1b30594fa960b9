export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'postcraft.theme';

/** The theme currently applied to the document (the `dark` class on <html>). */
export function readAppliedTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** Calls `listener` after each applyTheme; returns the unsubscribe. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies a theme to the document and remembers it for the next visit. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable; the choice then lasts for this page only.
  }
}
