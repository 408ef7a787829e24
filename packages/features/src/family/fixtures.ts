// A pregnancy as GET /patient/pregnancies answers it, for tests and stories: going on, with what
// a test changes (a due date, a loss report).
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
