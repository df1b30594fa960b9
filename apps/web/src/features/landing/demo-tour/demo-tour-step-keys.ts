/** The tour's chapters, the product's real flow in order (spec 000 §2 and §4, spec 001). */
export const DEMO_TOUR_STEP_KEYS = [
  'signup',
  'brand',
  'connect',
  'generate',
  'review',
  'schedule',
] as const;

export type DemoTourStepKey = (typeof DEMO_TOUR_STEP_KEYS)[number];
