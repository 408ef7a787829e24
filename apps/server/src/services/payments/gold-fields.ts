// The paid side of the current user's Gold fields (spec 3): when it renews, whether it was paid,
// and the latest charge. Whether the patient has Gold at all stays hasGoldView's (services/gold.ts).
import type { Database } from '../../db/client.js';
import { latestChargeOfPatient } from '../../db/queries/charges.js';
import { subscriptionOfPatient } from '../../db/queries/subscriptions.js';
import type { Schema } from '../../contract.js';

const chargeStatus = { paid: 'succeeded', pending: 'pending', failed: 'failed' } as const;

export async function paidGoldFields(db: Database, userId: number, goldView: boolean) {
  const [row, latest] = await Promise.all([subscriptionOfPatient(db, userId), latestChargeOfPatient(db, userId)]);
  const renewing = row?.autoRenew === true && (row.state === 'gold' || row.state === 'resubscribed');
  const charge: Schema<'GoldCharge'> | null = latest
    ? {
        id: latest.id,
        amount_cents: latest.amountCents,
        currency: latest.currency,
        status: chargeStatus[latest.status],
        charged_at: (latest.settledAt ?? latest.createdAt).toISOString(),
      }
    : null;
  return {
    matrona_gold_renews_at: renewing ? (row.periodEnd?.toISOString() ?? null) : null,
    matrona_gold_is_paid: goldView && row !== undefined && row.state !== 'free' && row.periodsPaid > 0,
    latest_matrona_gold_charge: charge,
  };
}
