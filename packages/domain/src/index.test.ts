import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('public API', () => {
  it.each([
    'scoreEpds',
    'scorePhq9',
    'scoreGad7',
    'classifyBloodPressure',
    'dueDateFromLmp',
    'gestationalAge',
    'trimester',
    'retryAfterMinutes',
    'validateGift',
    'validateGiftPurchase',
    'pickInviteToShow',
    'validateRegistration',
    'normalizePhone',
    'resolveNavigation',
    'forbiddenOrNotFoundTarget',
    'showsOwnNotFound',
    'isPublicPath',
    'isMarketingPath',
    'isOnboardingPath',
    'validateBloodPressureReading',
  ])('exports %s as a function', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports both message catalogues', () => {
    expect(Object.keys(domain.domainMessages)).toEqual(['en', 'es']);
  });

  it('answers the issue examples through the entry point', () => {
    expect(domain.dueDateFromLmp('2025-01-01')).toBe('2025-10-08');
    expect(domain.retryAfterMinutes(undefined)).toBe(60);
    expect(domain.validateGiftPurchase(Array(11).fill({})).ok).toBe(false);
  });
});
