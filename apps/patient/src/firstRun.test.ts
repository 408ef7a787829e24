import { describe, expect, it } from 'vitest';
import { firstRunStep } from './firstRun';

describe('the first run', () => {
  it('counts the terms, the status and its dates as three steps (onboarding version 2)', () => {
    expect(firstRunStep('/register/intro')).toEqual({ number: 1, count: 3 });
    expect(firstRunStep('/onboarding')).toEqual({ number: 2, count: 3 });
    expect(firstRunStep('/onboarding/expecting')).toEqual({ number: 3, count: 3 });
    expect(firstRunStep('/onboarding/postpartum', 2)).toEqual({ number: 3, count: 3 });
  });

  it('counts two steps in version 1, which asks the status alone at /onboarding/status', () => {
    expect(firstRunStep('/register/intro', 1)).toEqual({ number: 1, count: 2 });
    expect(firstRunStep('/onboarding/status', 1)).toEqual({ number: 2, count: 2 });
    expect(firstRunStep('/onboarding/expecting', 1)).toBeNull();
  });

  it('is off on every other page: the app, the feature tour, paths that only begin alike', () => {
    for (const path of [
      '/dashboard',
      '/team',
      '/feature-onboarding',
      '/onboarding-help',
      '/onboarding/expecting/more',
      '/register/intro/x',
    ]) {
      expect(firstRunStep(path)).toBeNull();
    }
  });
});
