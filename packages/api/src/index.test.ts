import { describe, expect, expectTypeOf, it } from 'vitest';
import * as api from './index.js';
import type { Schema } from './index.js';

describe('the package entry', () => {
  it("offers query options for each read and mutation options for each change, under the tag's key", () => {
    const exported = api as unknown as Record<string, Record<string, unknown> | undefined>;
    const tagKeys = new Map(Object.entries(api.tagNames).map(([key, name]) => [name as string, key]));
    // A stream never ends: the app reads it itself, so it is neither a query nor a mutation.
    const streams = ['streamConversationEvents'];
    for (const operation of api.operationList) {
      const key = tagKeys.get(operation.tag);
      expect(key, operation.tag).toBeDefined();
      const inQueries = typeof exported[`${key}Queries`]?.[operation.operationId] === 'function';
      const inMutations = typeof exported[`${key}Mutations`]?.[operation.operationId] === 'function';
      if (streams.includes(operation.operationId)) {
        expect([inQueries, inMutations], operation.operationId).toEqual([false, false]);
        continue;
      }
      expect(inQueries !== inMutations, operation.operationId).toBe(true);
      if (operation.method !== 'get') expect(inMutations, operation.operationId).toBe(true);
    }
    // The 252 calls of spec section 7, and those designed beyond it (openapi/README.md).
    const designed = [
      'listNotifications',
      'countUnreadNotifications',
      'markNotificationRead',
      'exportReadingsPdf',
      'exportReadingsFhir',
      'requestPasswordReset',
      'resetPassword',
      'listRecordAccess',
      'streamConversationEvents',
      'downloadVisitSummaryPdf',
      'startSurveyRun',
      'saveVisitorAnswer',
      'saveVisitorProgress',
      'changeVisitorLanguage',
      'endVisitorRun',
      'unarchiveReferralResources',
      'revokeRecordAccess',
      'ignoreReferral',
      'archiveReferral',
      'listMyAppointmentRequests',
      'registerPushDevice',
      'removePushDevice',
      'changePassword',
    ];
    expect(api.operationList.filter((o) => !designed.includes(o.operationId))).toHaveLength(252);
    expect(api.operationList.filter((o) => designed.includes(o.operationId))).toHaveLength(designed.length);
  });

  it('names the shapes of the description', () => {
    expectTypeOf<Schema<'PatientStatus'>>().toEqualTypeOf<'expecting' | 'postpartum' | 'parenting'>();
    expectTypeOf<Schema<'CurrentUser'>['status']>().toEqualTypeOf<'expecting' | 'postpartum' | 'parenting' | null>();
    expectTypeOf<Schema<'BloodPressureCategory'>>().toEqualTypeOf<
      'low' | 'normal' | 'elevated' | 'stage1' | 'stage2' | 'severe'
    >();
  });
});
