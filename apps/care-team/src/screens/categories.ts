import type { StaffSchemas } from '@mat/api/staff';

type Category = StaffSchemas['RecordBloodPressure']['category'];

/** Severe and stage 2 need a recheck within 15 minutes (clinical.md): the strongest badge. */
export const categoryTone: Record<Category, 'danger' | 'warning' | 'info' | 'success'> = {
  severe: 'danger',
  stage2: 'danger',
  stage1: 'warning',
  elevated: 'warning',
  low: 'warning',
  normal: 'success',
};
