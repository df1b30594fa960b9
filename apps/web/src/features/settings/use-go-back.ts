import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * 'Goes back' of the edit screens: the previous page in this tab's history, or `fallback` when
 * the screen was opened directly (a bookmark, a new tab). Optionally after a pause, so a success
 * message can be read first; leaving the page cancels a pending return.
 */
export function useGoBack(fallback: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The router names the first entry of a history 'default'.
  const hasHistory = location.key !== 'default';

  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  return useCallback(
    (delayMs = 0) => {
      clearTimeout(timer.current);
      const goBack = () => void (hasHistory ? navigate(-1) : navigate(fallback));
      if (delayMs > 0) timer.current = setTimeout(goBack, delayMs);
      else goBack();
    },
    [fallback, hasHistory, navigate],
  );
}
