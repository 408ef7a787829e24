import { describe, expect, it } from 'vitest';
import { babyContentWeek, pregnancyContentWeek } from './weekContent.js';

describe("Today's week content", () => {
  it('reads a pregnancy by its completed weeks from week 4 to week 42', () => {
    expect(pregnancyContentWeek(3)).toBeNull();
    expect(pregnancyContentWeek(4)).toBe(4);
    expect(pregnancyContentWeek(20)).toBe(20);
    expect(pregnancyContentWeek(42)).toBe(42);
    expect(pregnancyContentWeek(43)).toBeNull();
  });

  it("counts the baby's week of life from week 1 on the day of birth to week 52", () => {
    const born = (ageDays: number) => babyContentWeek({ dateOfBirth: '2026-01-01', ageDays }, []);
    expect(born(0)).toBe(1);
    expect(born(6)).toBe(1);
    expect(born(7)).toBe(2);
    expect(born(15)).toBe(3);
    expect(born(363)).toBe(52);
    expect(born(364)).toBeNull();
  });

  it('shows no baby week once a loss is reported on or after the birth, and keeps it for an earlier loss', () => {
    const baby = { dateOfBirth: '2026-03-10', ageDays: 20 };
    expect(babyContentWeek(baby, ['2026-03-29'])).toBeNull();
    expect(babyContentWeek(baby, ['2026-03-10'])).toBeNull();
    expect(babyContentWeek(baby, ['2025-06-01'])).toBe(3);
  });
});
