import type { ComponentType } from 'react';
import type { DemoTourStepKey } from './demo-tour-step-keys';
import {
  BrandIllustration,
  ConnectIllustration,
  GenerateIllustration,
  ReviewIllustration,
  ScheduleIllustration,
  SignupIllustration,
} from './demo-tour-illustrations';

/**
 * The tour's steps (DEMO_TOUR_STEP_KEYS, in the same order) with their illustrations, which load
 * with the tour's dialog rather than with the page.
 */
export const DEMO_TOUR_STEPS = [
  { key: 'signup', Illustration: SignupIllustration },
  { key: 'brand', Illustration: BrandIllustration },
  { key: 'connect', Illustration: ConnectIllustration },
  { key: 'generate', Illustration: GenerateIllustration },
  { key: 'review', Illustration: ReviewIllustration },
  { key: 'schedule', Illustration: ScheduleIllustration },
] as const satisfies readonly { key: DemoTourStepKey; Illustration: ComponentType }[];
