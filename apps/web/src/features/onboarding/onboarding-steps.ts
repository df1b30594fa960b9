/** The onboarding steps in order; each lives at /experience/<step>. */
export const ONBOARDING_STEPS = ['niche', 'voice', 'style', 'autopilot'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The step a path belongs to: the first step word the path contains, else the first step. */
export function getOnboardingStep(pathname: string): OnboardingStep {
  const segments = pathname.toLowerCase().split('/');
  return ONBOARDING_STEPS.find((step) => segments.includes(step)) ?? ONBOARDING_STEPS[0];
}
