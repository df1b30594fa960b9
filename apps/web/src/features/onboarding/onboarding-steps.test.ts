import { getOnboardingStep } from './onboarding-steps';

describe('getOnboardingStep', () => {
  it.each([
    ['/experience/niche', 'niche'],
    ['/experience/voice', 'voice'],
    ['/experience/style', 'style'],
    ['/experience/autopilot', 'autopilot'],
  ])('when the path is %s, then the step is %s', (path, step) => {
    expect(getOnboardingStep(path)).toBe(step);
  });

  it('when the path names no step, then the step is niche', () => {
    expect(getOnboardingStep('/experience')).toBe('niche');
  });
});
