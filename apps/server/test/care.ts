// Offers and sessions for the care tests: an organization's group, class, coaching or kind of
// visit with sessions at given times, and a patient's credits.
import { eq } from 'drizzle-orm';
import { carePlanItems, supportProducts, supportSessions, users } from '../src/db/schema.js';
import type { TestContext } from './harness.js';
import type { Patient } from './patients.js';

const HOUR = 3600_000;

export type Offer = { productId: number; organizationId: number };

export async function createOffer(
  ctx: TestContext,
  organizationId: number,
  options: {
    type?: (typeof supportProducts.$inferInsert)['type'];
    appointmentKind?: (typeof supportProducts.$inferInsert)['appointmentKind'];
    category?: string;
    priceCredits?: number;
    title?: string;
  } = {},
): Promise<Offer> {
  const title = options.title ?? 'Breastfeeding basics';
  const [product] = await ctx.db.db
    .insert(supportProducts)
    .values({
      organizationId,
      type: options.type ?? 'class',
      appointmentKind: options.appointmentKind ?? null,
      title: { en: title, es: `${title} (es)` },
      description: { en: 'Practise latch and positions.', es: 'Practica el agarre y las posiciones.' },
      category: options.category ?? 'breastfeeding',
      priceCredits: options.priceCredits ?? 1,
    })
    .returning();
  return { productId: product!.id, organizationId };
}

/** A session `startsInHours` from the test clock's now, an hour long. */
export async function createSession(
  ctx: TestContext,
  offer: Offer,
  options: {
    startsInHours?: number;
    capacity?: number;
    platform?: 'video' | 'phone' | 'in_person';
    presenterIds?: number[];
  } = {},
) {
  const startsAt = new Date(ctx.clock.now.getTime() + (options.startsInHours ?? 48) * HOUR);
  const [session] = await ctx.db.db
    .insert(supportSessions)
    .values({
      productId: offer.productId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      timezone: 'America/Los_Angeles',
      platform: options.platform ?? 'video',
      address: options.platform === 'in_person' ? '100 Main St, Los Angeles' : null,
      videoUrl: options.platform === 'in_person' ? null : 'https://video.matrona.test/room/1',
      capacity: options.capacity ?? 10,
      presenterIds: options.presenterIds ?? [],
    })
    .returning();
  return session!;
}

export async function setProductCredits(ctx: TestContext, patient: Patient, credits: number) {
  await ctx.db.db.update(users).set({ productCredits: credits }).where(eq(users.id, patient.id));
}

export async function productCredits(ctx: TestContext, patient: Patient) {
  const [row] = await ctx.db.db.select({ n: users.productCredits }).from(users).where(eq(users.id, patient.id));
  return row!.n;
}

/** An item of the patient's care plan on a day (YYYY-MM-DD). */
export async function assign(
  ctx: TestContext,
  patient: Patient,
  day: string,
  options: { title?: string; type?: (typeof carePlanItems.$inferInsert)['type']; category?: string } = {},
) {
  const [item] = await ctx.db.db
    .insert(carePlanItems)
    .values({
      patientId: patient.id,
      day,
      type: options.type ?? 'task',
      title: options.title ?? `Item on ${day}`,
      category: options.category ?? null,
    })
    .returning();
  return item!;
}

export const dayOffset = (ctx: TestContext, days: number) =>
  new Date(ctx.clock.now.getTime() + days * 24 * 3600_000).toISOString().slice(0, 10);
