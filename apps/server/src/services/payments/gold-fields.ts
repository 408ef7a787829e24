// The paid side of the current user's Gold fields (spec 3): when it renews, whether it was paid,
// and the latest charge. Whether the patient has Gold at all stays hasGoldView's (services/gold.ts).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { charges, subscriptions } from '../../db/schema.js';
import type { Schema } from '../../contract.js';

const chargeStatus = { paid: 'succeeded', pending: 'pending', failed: 'failed' } as const;

export async function paidGoldFields(db: Database, userId: number, goldView: boolean) {
  const [[row], [latest]] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db
      .select()
      .from(charges)
      .where(eq(charges.userId, userId))
      .orderBy(desc(charges.createdAt), desc(charges.id))
      .limit(1),
  ]);
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
