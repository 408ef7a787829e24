// The contract's Referral, in the reader's language.
import type { Schema } from '../../contract.js';
import type { organizations, practitioners, referrals } from '../../db/schema.js';
import { toPractitioner } from '../conversations/present.js';
import type { Language } from '../language.js';

export type ReferralRow = typeof referrals.$inferSelect;

export function toReferral(
  row: ReferralRow,
  organization: typeof organizations.$inferSelect,
  practitioner: typeof practitioners.$inferSelect | null,
  language: Language,
): Schema<'Referral'> {
  return {
    id: row.id,
    status: row.status,
    organization: { id: organization.id, name: organization.name },
    practitioner: practitioner ? toPractitioner(practitioner, organization, language) : null,
    note: row.note,
    referred_at: row.referredAt.toISOString(),
    referred_by: row.referredBy,
  };
}
