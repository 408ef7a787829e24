// The eligibility check through the HTTP API: the local health plans' four outcomes of spec 4 from
// the insurer, the ZIP code's state and the dates given; an unconfirmed member ID and impossible
// dates refused; the answer good for 60 minutes.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

const ask = (over: Record<string, unknown> = {}) =>
  call('POST', '/check-eligibility', null, {
    first_name: 'Ana',
    last_name: 'Lopez',
    birthday: '1995-02-11',
    zip: '94110',
    insurance_provider: 'Bay Area Health Plan',
    member_id: 'BAHP123456',
    group_number: 'GRP-20931',
    stage: 'expecting',
    due_date: '2027-03-01',
    ...over,
  });

describe(`the eligibility check on ${databaseKind}`, () => {
  beforeAll(() => {
    ctx.clock.now = new Date('2026-11-22T09:00:00Z');
  });

  it("covers the partner's members in its states at no cost for 12 months, and keeps the answer 60 minutes", async () => {
    expect(await ask()).toMatchObject({
      status: 200,
      body: {
        result: 'covered',
        coverage_months: 12,
        provider_name: null,
        postpartum_only: false,
        group_number: 'GRP-20931',
        checked_at: '2026-11-22T09:00:00.000Z',
        expires_at: '2026-11-22T10:00:00.000Z',
      },
    });
    // Oregon is the partner's other state; the insurer's name in any case.
    expect((await ask({ zip: '97201', insurance_provider: ' bay area  health plan' })).body).toMatchObject({
      result: 'covered',
      coverage_months: 12,
    });
  });

  it('gives the other three outcomes: a provider wrap-up, postpartum only, out of network', async () => {
    expect((await ask({ insurance_provider: 'Plan de Salud del Valle' })).body).toMatchObject({
      result: 'covered',
      provider_name: 'Plan de Salud del Valle',
      postpartum_only: false,
    });
    expect((await ask({ insurance_provider: 'Sunrise Medicaid' })).body).toMatchObject({
      result: 'covered',
      postpartum_only: true,
    });
    expect((await ask({ zip: '10001' })).body).toMatchObject({
      result: 'out_of_network',
      coverage_months: 12,
      provider_name: null,
    });
    expect((await ask({ insurance_provider: 'Another Insurer', group_number: null })).body).toMatchObject({
      result: 'out_of_network',
      group_number: null,
    });
  });

  it("counts the months left to the baby's first birthday", async () => {
    expect((await ask({ stage: 'new_baby', due_date: null, baby_birth_date: '2026-08-15' })).body).toMatchObject({
      result: 'covered',
      coverage_months: 9,
    });
    expect((await ask({ stage: 'new_baby', baby_birth_date: '2025-10-01' })).body).toMatchObject({
      coverage_months: 0,
    });
    expect((await ask({ due_date: null, last_period_date: '2026-06-01' })).body).toMatchObject({ coverage_months: 12 });
  });

  it('refuses a member ID the plan cannot confirm and dates that cannot be', async () => {
    expect(await ask({ member_id: '000123456' })).toMatchObject({
      status: 422,
      body: { code: 'errors.memberIdNotVerified' },
    });
    expect(await ask({ member_id: 'x!' })).toMatchObject({ status: 422, body: { code: 'errors.memberIdNotVerified' } });
    expect(await ask({ stage: 'new_baby', baby_birth_date: '2027-01-01' })).toMatchObject({
      status: 422,
      body: { fields: { baby_birth_date: 'validation.invalidDate' } },
    });
    expect(await ask({ stage: 'new_baby', baby_birth_date: null })).toMatchObject({
      status: 422,
      body: { fields: { baby_birth_date: 'validation.required' } },
    });
    expect(await ask({ due_date: null })).toMatchObject({
      status: 422,
      body: { fields: { due_date: 'validation.required' } },
    });
    expect(await ask({ last_period_date: '2027-01-01', due_date: null })).toMatchObject({
      status: 422,
      body: { fields: { last_period_date: 'validation.invalidDate' } },
    });
    expect((await ask({ due_date: '2027-02-30' })).status).toBe(422);
    expect((await ask({ stage: 'newborn' })).status).toBe(422);
  });

  it('takes account holders of 18 or more on the day, birthdays counted [spec 5, 9]', async () => {
    expect((await ask({ birthday: '2008-11-22' })).status).toBe(200);
    expect(await ask({ birthday: '2008-11-23' })).toMatchObject({
      status: 422,
      body: { fields: { birthday: 'validation.mustBeAdult' } },
    });
    expect(await ask({ birthday: '2026-11-23' })).toMatchObject({
      status: 422,
      body: { fields: { birthday: 'validation.invalidDate' } },
    });
  });
});
