import { UI_TIMINGS } from '@postcraft/contracts';
import { useOutletContext } from 'react-router-dom';

export type StepDirection = 'forward' | 'back';

/** What the onboarding layout gives its steps: a way to leave with the page transition. */
export interface OnboardingNavigation {
  /** Fades and slides the step out (300 ms), then opens `to`, which slides in (500 ms). */
  goTo: (to: string, direction: StepDirection) => void;
}

export function useOnboardingNavigation(): OnboardingNavigation {
  return useOutletContext<OnboardingNavigation>();
}

export const STEP_LEAVE_MS = UI_TIMINGS.pageLeaveFadeMs;
export const STEP_ENTER_MS = UI_TIMINGS.pageEnterMs;

/** How far a step slides while it fades, in pixels. */
const SLIDE_PX = 40;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The element can be animated, and the person has not asked for less motion. */
function canAnimate(element: HTMLElement | null): element is HTMLElement {
  return element !== null && typeof element.animate === 'function' && !prefersReducedMotion();
}

/** Slides and fades a step out; resolves at once when there is nothing to animate. */
export function animateStepOut(element: HTMLElement | null, direction: StepDirection) {
  if (!canAnimate(element)) return Promise.resolve();
  const offset = direction === 'forward' ? -SLIDE_PX : SLIDE_PX;
  const animation = element.animate(
    [
      { opacity: 1, transform: 'translateX(0)' },
      { opacity: 0, transform: `translateX(${offset}px)` },
    ],
    { duration: STEP_LEAVE_MS, easing: 'ease-in', fill: 'forwards' },
  );
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}

/** Slides and fades a new step in, from the side it comes from. */
export function animateStepIn(element: HTMLElement | null, direction: StepDirection): void {
  if (!canAnimate(element)) return;
  for (const running of element.getAnimations()) running.cancel();
  const offset = direction === 'forward' ? SLIDE_PX : -SLIDE_PX;
  element.animate(
    [
      { opacity: 0, transform: `translateX(${offset}px)` },
      { opacity: 1, transform: 'translateX(0)' },
    ],
    { duration: STEP_ENTER_MS, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
  );
}
