import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search is sent (and written to the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, starting from the search in effect (`sent`): `commit` receives it once
 * typing pauses for SEARCH_DEBOUNCE_MS; `reset` empties the box without sending anything (the
 * caller clears the search in effect itself).
 */
export function useSearchText(sent: string, commit: (text: string) => void) {
  const [text, setText] = useState(sent);
  // Emptied by `reset` while the search in effect has not caught up yet: nothing to send. (On a
  // slow page, sending the empty box then wrote the address from before the clear, bringing its
  // other filters back.)
  const isClearing = useRef(false);

  useEffect(() => {
    if (isClearing.current) {
      if (text === '' && sent !== '') return;
      isClearing.current = false;
    }
    if (text.trim() === sent) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, commit]);

  const reset = () => {
    isClearing.current = true;
    setText('');
  };
  return { text, setText, reset };
}
