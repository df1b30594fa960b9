import { useEffect, useRef } from 'react';

/**
 * Runs `action` once `delayMs` after `trigger` becomes a value (a banner's text, a success), and
 * not at all if it changes or clears first. The latest `action` is the one run.
 */
export function useAfterDelay(trigger: unknown, delayMs: number, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (trigger === null || trigger === undefined || trigger === false) return undefined;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [trigger, delayMs]);
}
