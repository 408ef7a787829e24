// A patient's record as the staff API answers it (openapi/staff.yaml, PatientRecord): Luz Morales,
// expecting again, with a baby at home, a severe blood pressure reading and a baby who lost weight.
import type { StaffSchemas } from '@mat/api/staff';

export const sampleRecord: StaffSchemas['PatientRecord'] = {
  patient: {
    id: 7,
    name: 'Luz Morales',
    stage: 'expecting',
    email: 'gold@matrona.care',
    phone: '+15555550142',
    language: 'es',
    timezone: 'America/Los_Angeles',
  },
  organization: { kind: 'health_plan', name: 'Bay Area Health Plan' },
  pregnancies: [
    { id: 3, due_date: '2027-02-14', status: 'ongoing', first_pregnancy: false, delivery_type: null },
    { id: 2, due_date: '2025-01-05', status: 'born', first_pregnancy: true, delivery_type: 'vaginal' },
  ],
  children: [
    { id: 4, name: 'Leo Morales', date_of_birth: '2025-01-02', due_date: null, sex: 'male', birth_weight_grams: 3400 },
  ],
  blood_pressure: [
    { id: 12, systolic: 162, diastolic: 104, pulse: 88, measured_at: '2026-11-24T16:00:00Z', category: 'severe' },
    { id: 11, systolic: 118, diastolic: 76, pulse: null, measured_at: '2026-11-23T16:00:00Z', category: 'normal' },
  ],
  kick_counts: [
    {
      id: 5,
      child_id: null,
      date: '2026-11-24',
      time: '09:30',
      total_kicks: 10,
      duration_seconds: 1800,
      result: 'done',
    },
  ],
  weights: [
    { id: 9, child_id: 4, grams: 3000, measured_on: '2025-01-06', contact_pediatrician: true },
    { id: 8, child_id: 4, grams: 3300, measured_on: '2025-01-04', contact_pediatrician: false },
  ],
  screenings: [
    {
      id: 32,
      scale: 'epds',
      title: 'Edinburgh Postnatal Depression Scale (EPDS)',
      score: 15,
      max_score: 30,
      band_min: 14,
      band_max: 19,
      severity: 'likely',
      crisis: true,
      finished_at: '2026-11-22T18:00:00Z',
    },
    {
      id: 31,
      scale: 'gad7',
      title: 'Generalized Anxiety Disorder (GAD-7)',
      score: 3,
      max_score: 21,
      band_min: 0,
      band_max: 4,
      severity: 'minimal',
      crisis: false,
      finished_at: '2026-10-02T18:00:00Z',
    },
  ],
};
