import { UI_TIMINGS } from '@postcraft/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Goes to the next step after the spec's short pause (600 ms), once. */
export function useNextStep(): (path: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (path: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(path), UI_TIMINGS.nextStepDelayMs);
  };
}
