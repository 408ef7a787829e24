import { describe, expect, it } from 'vitest';
import { isOngoingPregnancy, speaksOfOngoingPregnancy } from './ongoing.js';

const going = { lossReport: null, childId: null };
const lost = { lossReport: { date: '2026-10-01', type: 'miscarriage' }, childId: null };
const born = { lossReport: null, childId: 7 };

describe('an ongoing pregnancy', () => {
  it('is one with neither a loss reported nor a birth linked', () => {
    expect(isOngoingPregnancy(going)).toBe(true);
    expect(isOngoingPregnancy(lost)).toBe(false);
    expect(isOngoingPregnancy(born)).toBe(false);
  });

  it('is spoken of only while one of the patient’s pregnancies is going on', () => {
    expect(speaksOfOngoingPregnancy([])).toBe(false);
    expect(speaksOfOngoingPregnancy([lost])).toBe(false);
    expect(speaksOfOngoingPregnancy([lost, born])).toBe(false);
    // A new pregnancy after a loss is spoken of again.
    expect(speaksOfOngoingPregnancy([lost, going])).toBe(true);
  });
});
