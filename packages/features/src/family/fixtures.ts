// A pregnancy as GET /patient/pregnancies answers it, and a baby as GET /patient/child answers her,
// for tests and stories: as the demo world has them, with what a test changes (a due date, a loss
// report, a birth weight).
import type { Schema } from '@mat/api';

export function pregnancyWith(changes: Partial<Schema<'Pregnancy'>>): Schema<'Pregnancy'> {
  return {
    id: 88,
    due_date: '2026-12-01',
    last_menstrual_period: null,
    conception_method: null,
    first_pregnancy: null,
    pregnancies_count: null,
    live_births: null,
    miscarriages: null,
    complications: [],
    feeding_plans: [],
    intended_birth_place: null,
    birth_place_name: null,
    delivery_type: null,
    cesarean_kind: null,
    complicated_vaginal_kind: null,
    blood_transfusion_units: null,
    birth_plan: null,
    loss_report: null,
    child_id: null,
    child_link_reason: null,
    active: true,
    ...changes,
  };
}

/** Mateo Rivera, born on 9 November 2026 (due on the 12th), not yet linked to a pregnancy. */
export function babyWith(changes: Partial<Schema<'Child'>>): Schema<'Child'> {
  return {
    id: 302,
    first_name: 'Mateo',
    last_name: 'Rivera',
    sex: null,
    due_date: '2026-11-12',
    date_of_birth: '2026-11-09',
    birth_weight: null,
    born_at: null,
    feeding_method: null,
    conception: null,
    complications: [],
    pump_type: null,
    pediatrician: null,
    delivery_method: null,
    delivery_location: null,
    pregnancy_id: null,
    ...changes,
  };
}

/** Where a pregnancy due on 1 February 2027 stands at the tests' and stories' instant: week 30. */
export const stageAtWeek30: Schema<'PregnancyStage'> = {
  week: 30,
  day: 1,
  trimester: 3,
  days_left: 69,
  due_date: '2027-02-01',
  label: 'Week 30, day 1',
  near_term: false,
};
