// The connections screen's answers, for its stories and its test: Ana Rivera waiting, Marisol Díaz
// and Luz Morales (archived, her record not shared) connected.
import type { StaffSchemas } from '@mat/api/staff';
import { staffApi } from '../testing/staffAnswers';

type Connection = StaffSchemas['PatientConnection'];

const ana: Connection = {
  id: 9,
  patient: { id: 41, name: 'Ana Rivera' },
  status: 'pending',
  record_access: true,
  requested_at: '2026-11-19T09:00:00Z',
  responded_at: null,
};
const marisol: Connection = {
  id: 5,
  patient: { id: 43, name: 'Marisol Díaz' },
  status: 'active',
  record_access: true,
  requested_at: '2026-11-02T09:00:00Z',
  responded_at: '2026-11-02T11:30:00Z',
};
const luz: Connection = {
  id: 7,
  patient: { id: 42, name: 'Luz Morales' },
  status: 'archived',
  record_access: false,
  requested_at: '2026-10-01T09:00:00Z',
  responded_at: '2026-10-02T09:00:00Z',
};

/** The two lists the screen asks for (`?status=pending` and `?status=connected`), Ana's confirmed on request. */
export function connections() {
  let confirmed = false;
  return staffApi({
    'GET /connections': (call) => {
      const waiting = call.search.get('status') === 'pending';
      if (waiting) return { body: confirmed ? [] : [ana] };
      return { body: confirmed ? [{ ...ana, status: 'active' as const }, marisol, luz] : [marisol, luz] };
    },
    'POST /connections/9/confirm': () => {
      confirmed = true;
      return { body: { ...ana, status: 'active' as const, responded_at: '2026-11-24T20:00:00Z' } };
    },
  });
}
