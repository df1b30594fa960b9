import { useCallback, useEffect, useRef, useState } from 'react';

/** Pause after the last change before it is saved (a colour picker fires while dragging). */
export const AUTOSAVE_DELAY_MS = 400;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves a value a moment after the last change. Only the newest value is sent; only the newest
 * save sets the status. A change still waiting when the page is left is saved at once.
 */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delayMs = AUTOSAVE_DELAY_MS) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const saveRef = useRef(save);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRun = useRef(0);
  const isMounted = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    latestRun.current += 1;
    const run = latestRun.current;
    const isCurrent = () => isMounted.current && run === latestRun.current;
    saveRef.current(next.value).then(
      () => {
        if (isCurrent()) setStatus('saved');
      },
      (failure: unknown) => {
        if (!isCurrent()) return;
        setError(failure);
        setStatus('error');
      },
    );
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setStatus('saving');
      setError(null);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      flush();
    };
  }, [flush]);

  return { status, error, schedule };
}
