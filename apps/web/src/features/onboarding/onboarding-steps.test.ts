import { getNextStepPath, getOnboardingStep, getPreviousStepPath } from './onboarding-steps';

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

describe('step order', () => {
  it('when a step is done, then the next one follows, and the last leads to /create-prompt', () => {
    expect(getNextStepPath('niche')).toBe('/experience/voice');
    expect(getNextStepPath('voice')).toBe('/experience/style');
    expect(getNextStepPath('style')).toBe('/experience/autopilot');
    expect(getNextStepPath('autopilot')).toBe('/create-prompt');
  });

  it('when going back, then each step returns to the one before, and niche has none', () => {
    expect(getPreviousStepPath('niche')).toBeNull();
    expect(getPreviousStepPath('voice')).toBe('/experience/niche');
    expect(getPreviousStepPath('autopilot')).toBe('/experience/style');
  });
});
