import { describe, expect, it } from 'vitest';
import { bloodPressureCategories, classifyBloodPressure } from './bloodPressure.js';
import {
  BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES,
  alertsCareTeam,
  bloodPressureAlertStep,
} from './bloodPressureEscalation.js';

const category = (systolic: number, diastolic: number) => classifyBloodPressure({ systolic, diastolic }).category;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 9, 0) + minutes * 60_000);

describe('alertsCareTeam (clinical.md, ACOG 767, POST-BIRTH)', () => {
  it('alerts for every severe reading, with or without signs', () => {
    expect(alertsCareTeam(category(165, 112), [])).toBe(true);
    expect(alertsCareTeam(category(160, 70), [])).toBe(true);
    expect(alertsCareTeam(category(120, 110), ['fever'])).toBe(true);
  });

  it('alerts for stage 2 only with a warning sign', () => {
    expect(alertsCareTeam(category(145, 95), [])).toBe(false);
    expect(alertsCareTeam(category(145, 95), ['persistentHeadache'])).toBe(true);
    expect(alertsCareTeam(category(159, 109), ['visionChanges', 'severeSwelling'])).toBe(true);
  });

  it('does not alert for a non-emergency sign below stage 2', () => {
    for (const reading of [
      [135, 85],
      [125, 75],
      [110, 70],
      [85, 55],
    ] as const) {
      expect(alertsCareTeam(category(reading[0], reading[1]), ['persistentHeadache'])).toBe(false);
    }
  });

  it('alerts for an emergency sign at any reading', () => {
    for (const c of bloodPressureCategories) {
      expect(alertsCareTeam(c, ['chestPain'])).toBe(true);
      expect(alertsCareTeam(c, ['thoughtsOfHarm'])).toBe(true);
    }
  });
});

describe('bloodPressureAlertStep', () => {
  const severe = { category: 'severe' as const, signs: [], measuredAt: at(15) };

  it('raises nothing for a reading that alerts no one, even with an alert open', () => {
    expect(bloodPressureAlertStep({ category: 'stage2', signs: [], measuredAt: at(0) }, null)).toBe('none');
    expect(
      bloodPressureAlertStep(
        { category: 'normal', signs: [], measuredAt: at(15) },
        { measuredAt: at(0), raised: false },
      ),
    ).toBe('none');
  });

  it('raises a new alert when none is open', () => {
    expect(bloodPressureAlertStep(severe, null)).toBe('raise');
    expect(bloodPressureAlertStep({ category: 'stage2', signs: ['visionChanges'], measuredAt: at(0) }, null)).toBe(
      'raise',
    );
  });

  it('raises the urgency of the open alert for a severe recheck, once', () => {
    expect(bloodPressureAlertStep(severe, { measuredAt: at(0), raised: false })).toBe('escalate');
    expect(bloodPressureAlertStep(severe, { measuredAt: at(0), raised: true })).toBe('join');
  });

  it('joins the open alert for a recheck that is high with a sign but not severe', () => {
    expect(
      bloodPressureAlertStep(
        { category: 'stage2', signs: ['persistentHeadache'], measuredAt: at(14) },
        { measuredAt: at(0), raised: false },
      ),
    ).toBe('join');
  });

  it('counts the window both ways (a late reading sent from the phone) and to the minute', () => {
    const edge = BLOOD_PRESSURE_RECHECK_WINDOW_MINUTES;
    expect(edge).toBe(30);
    expect(bloodPressureAlertStep({ ...severe, measuredAt: at(edge) }, { measuredAt: at(0), raised: false })).toBe(
      'escalate',
    );
    expect(bloodPressureAlertStep({ ...severe, measuredAt: at(-edge) }, { measuredAt: at(0), raised: false })).toBe(
      'escalate',
    );
    expect(bloodPressureAlertStep({ ...severe, measuredAt: at(edge + 1) }, { measuredAt: at(0), raised: true })).toBe(
      'raise',
    );
    expect(bloodPressureAlertStep({ ...severe, measuredAt: at(-edge - 1) }, { measuredAt: at(0), raised: false })).toBe(
      'raise',
    );
  });
});
