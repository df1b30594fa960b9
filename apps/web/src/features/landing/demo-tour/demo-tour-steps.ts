import type { ComponentType } from 'react';
import {
  BrandIllustration,
  ConnectIllustration,
  GenerateIllustration,
  ReviewIllustration,
  ScheduleIllustration,
  SignupIllustration,
} from './demo-tour-illustrations';

/** The product's real flow, in order (spec 000 §2 and §4, spec 001). */
export const DEMO_TOUR_STEPS = [
  { key: 'signup', Illustration: SignupIllustration },
  { key: 'brand', Illustration: BrandIllustration },
  { key: 'connect', Illustration: ConnectIllustration },
  { key: 'generate', Illustration: GenerateIllustration },
  { key: 'review', Illustration: ReviewIllustration },
  { key: 'schedule', Illustration: ScheduleIllustration },
] as const satisfies readonly { key: string; Illustration: ComponentType }[];

export type DemoTourStepKey = (typeof DEMO_TOUR_STEPS)[number]['key'];
