// The demo world's promo codes: two for anyone (WELCOME20, 20% off the first month; SAVE10, $10 off,
// 500 uses) and the lactation center's BLOOM15, offered to the patients referred to it (the demo
// patient has a pending referral there). Made only if missing.
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { organizations, promocodes } from './schema.js';

const DAY = 24 * 60 * 60 * 1000;
const GOLD_PLAN_ID = 'gold-monthly';

export async function seedPromocodes(db: Database, now: Date): Promise<void> {
  const [bloom] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, 'bloom-lactation-center'));
  const window = { validFrom: new Date(now.getTime() - DAY), validUntil: new Date(now.getTime() + 365 * DAY) };
  await db
    .insert(promocodes)
    .values([
      { code: 'WELCOME20', percentOff: 20, planId: GOLD_PLAN_ID, ...window },
      { code: 'SAVE10', amountOffCents: 1000, planId: GOLD_PLAN_ID, usesLeft: 500, ...window },
      ...(bloom
        ? [{ code: 'BLOOM15', percentOff: 15, planId: GOLD_PLAN_ID, organizationId: bloom.id, ...window }]
        : []),
    ])
    .onConflictDoNothing();
}
