import { useEffect, useState } from 'react';

/** How long typing pauses before the search is sent (and written to the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, starting from the search in effect (`sent`): `commit` receives it once
 * typing pauses for SEARCH_DEBOUNCE_MS; `reset` empties the box without sending anything.
 */
export function useSearchText(sent: string, commit: (text: string) => void) {
  const [text, setText] = useState(sent);

  useEffect(() => {
    if (text.trim() === sent) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, commit]);

  return { text, setText, reset: () => setText('') };
}
