import { classifyBloodPressure } from '@mat/domain';
import { describe, expect, it } from 'vitest';
import { bloodPressureRangeValues } from './bloodPressureRanges';

const category = (systolic: number, diastolic: number) => classifyBloodPressure({ systolic, diastolic }).category;

describe('bloodPressureRangeValues', () => {
  const v = bloodPressureRangeValues;

  it('prints the ranges the classifier uses, at both ends of each', () => {
    // Normal: under the elevated line and the stage 1 diastolic line (and not low).
    expect(category(v.elevatedSystolic - 1, v.stage1Diastolic - 1)).toBe('normal');
    expect(category(v.elevatedSystolic, v.stage1Diastolic - 1)).toBe('elevated');
    expect(category(v.elevatedSystolicTop, v.stage1Diastolic - 1)).toBe('elevated');
    expect(category(v.elevatedSystolicTop + 1, v.lowDiastolic)).toBe('stage1');
    expect(category(v.stage1Systolic, v.lowDiastolic)).toBe('stage1');
    expect(category(v.stage1SystolicTop, v.lowDiastolic)).toBe('stage1');
    expect(category(v.lowSystolic, v.stage1Diastolic)).toBe('stage1');
    expect(category(v.lowSystolic + 10, v.stage1DiastolicTop)).toBe('stage1');
    expect(category(v.stage2Systolic, v.lowDiastolic)).toBe('stage2');
    expect(category(v.stage1Systolic, v.stage2Diastolic)).toBe('stage2');
    expect(category(v.severeSystolic - 1, v.severeDiastolic - 1)).toBe('stage2');
    expect(category(v.severeSystolic, v.lowDiastolic)).toBe('severe');
    expect(category(v.stage1Systolic, v.severeDiastolic)).toBe('severe');
    expect(category(v.lowSystolic - 1, v.lowDiastolic)).toBe('low');
    expect(category(v.lowSystolic, v.lowDiastolic - 1)).toBe('low');
  });
});
