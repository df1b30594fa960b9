/** The onboarding steps in order; each lives at /experience/<step>. */
export const ONBOARDING_STEPS = ['niche', 'voice', 'style', 'autopilot'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where onboarding ends: the create-prompt screen (the signed-in home). */
export const ONBOARDING_DONE_PATH = '/create-prompt';

/** The step a path belongs to: the first step word the path contains, else the first step. */
export function getOnboardingStep(pathname: string): OnboardingStep {
  const segments = pathname.toLowerCase().split('/');
  return ONBOARDING_STEPS.find((step) => segments.includes(step)) ?? ONBOARDING_STEPS[0];
}

export function getStepPath(step: OnboardingStep): string {
  return `/experience/${step}`;
}

/** The path after a step: the next step, or the create-prompt screen after the last one. */
export function getNextStepPath(step: OnboardingStep): string {
  const next = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1];
  return next ? getStepPath(next) : ONBOARDING_DONE_PATH;
}

/** The path before a step, or null on the first one. */
export function getPreviousStepPath(step: OnboardingStep): string | null {
  const previous = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1];
  return previous ? getStepPath(previous) : null;
}
