import { describe, expect, it } from 'vitest';
import { eligibilityOutcome } from './outcome.js';

describe('eligibilityOutcome [spec 4]', () => {
  it('names each of the four outcomes', () => {
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: 12 })).toEqual({
      kind: 'coveredAtNoCost',
      months: 12,
    });
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: 6, providerName: ' Care Co ' })).toEqual({
      kind: 'coveredByProvider',
      months: 6,
      providerName: 'Care Co',
    });
    expect(eligibilityOutcome({ result: 'out_of_network', coverageMonths: 9, providerName: 'X' })).toEqual({
      kind: 'outOfNetwork',
      months: 9,
    });
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: 12, postpartumOnly: true })).toEqual({
      kind: 'postpartumOnly',
      months: 12,
    });
  });

  it('treats a blank provider name as none and bounds the months to 0-12', () => {
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: 3, providerName: '  ' }).kind).toBe(
      'coveredAtNoCost',
    );
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: 3, providerName: null }).kind).toBe(
      'coveredAtNoCost',
    );
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: 24 }).months).toBe(12);
    expect(eligibilityOutcome({ result: 'covered', coverageMonths: -1 }).months).toBe(0);
  });
});
