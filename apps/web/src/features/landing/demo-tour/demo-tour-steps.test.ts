import { DEMO_TOUR_STEP_KEYS } from './demo-tour-step-keys';
import { DEMO_TOUR_STEPS } from './demo-tour-steps';

describe('demo tour steps', () => {
  it('when the page lists the chapters and the dialog shows the steps, then both are in the same order', () => {
    expect(DEMO_TOUR_STEPS.map((step) => step.key)).toEqual([...DEMO_TOUR_STEP_KEYS]);
  });
});
