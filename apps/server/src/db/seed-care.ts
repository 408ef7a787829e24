// The demo world's Care: the demo patient's care plan on past, present and future days with a
// milestone, an appointment tomorrow with the lactation consultant and 1 product credit to spend;
// a class next week with 2 spots left, a coaching group that is full (the Gold member and four
// other mothers of the circle), a kind of visit with open times, and the appointment request
// categories, and a lactation visit yesterday, finished, whose summary the care team has yet to
// write (the console's /summaries). Made once: skipped when the organization already has offers.
import { SEAT_CREDIT_COST } from '@mat/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import {
  appointmentRequestCategories,
  carePlanItems,
  organizations,
  practitioners,
  reservations,
  supportProducts,
  supportSessions,
  users,
} from './schema.js';
import { DEMO_ORGANIZATION } from './seed-care-team.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ZONE = 'America/Los_Angeles';

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
/** A whole hour `days` from now at `hour` UTC, so the demo's times read cleanly. */
const at = (now: Date, days: number, hour: number) =>
  new Date(`${day(now, days)}T${String(hour).padStart(2, '0')}:00:00Z`);

export async function seedCare(
  db: Database,
  ids: { patientId: number; goldPatientId: number; circleIds: number[] },
  now: Date,
): Promise<void> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!organization) return;
  const [offered] = await db
    .select({ id: supportProducts.id })
    .from(supportProducts)
    .where(eq(supportProducts.organizationId, organization.id))
    .limit(1);
  if (offered) return;
  const team = await db.select().from(practitioners).where(eq(practitioners.organizationId, organization.id));
  const nurse = team.find((p) => p.firstName === 'Grace')!;
  const lactation = team.find((p) => p.firstName === 'Lucía')!;
  const coordinator = team.find((p) => p.firstName === 'Maya')!;

  await db.transaction(async (tx) => {
    const [course, circle, visit] = await tx
      .insert(supportProducts)
      .values([
        {
          organizationId: organization.id,
          type: 'class',
          title: { en: 'Breastfeeding basics', es: 'Lactancia: lo básico' },
          description: {
            en: 'A small class to practise latch and positions with a lactation consultant.',
            es: 'Una clase pequeña para practicar el agarre y las posiciones con una consultora de lactancia.',
          },
          category: 'breastfeeding',
          priceCredits: SEAT_CREDIT_COST,
        },
        {
          organizationId: organization.id,
          type: 'coaching',
          title: { en: 'New parents coaching circle', es: 'Círculo de coaching para madres y padres nuevos' },
          description: {
            en: 'Five parents, one coach, an hour a week on sleep, mood and the days at home.',
            es: 'Cinco familias, una coach, una hora a la semana sobre sueño, ánimo y los días en casa.',
          },
          category: 'postpartum',
          priceCredits: SEAT_CREDIT_COST,
        },
        {
          organizationId: organization.id,
          type: 'lactation_visit',
          appointmentKind: 'lactation_visit',
          title: { en: 'Lactation visit', es: 'Visita de lactancia' },
          description: {
            en: 'A 45-minute video visit with an IBCLC.',
            es: 'Una videoconsulta de 45 minutos con una consultora IBCLC.',
          },
          category: 'breastfeeding',
          priceCredits: SEAT_CREDIT_COST,
        },
      ])
      .returning();
    const video = (room: string) => `https://video.matrona.example/room/${room}`;
    const [classNextWeek, fullCircle, tomorrowVisit, yesterdayVisit] = await tx
      .insert(supportSessions)
      .values([
        // 3 seats, 1 taken by the Gold member: 2 spots left.
        {
          productId: course!.id,
          startsAt: at(now, 7, 18),
          endsAt: at(now, 7, 19),
          timezone: ZONE,
          platform: 'video',
          videoUrl: video('breastfeeding-basics'),
          capacity: 3,
          reserved: 1,
          presenterIds: [lactation.id],
        },
        {
          productId: circle!.id,
          startsAt: at(now, 3, 17),
          endsAt: at(now, 3, 18),
          timezone: ZONE,
          platform: 'video',
          videoUrl: video('coaching-circle'),
          capacity: 5,
          reserved: 5,
          presenterIds: [coordinator.id],
        },
        {
          productId: visit!.id,
          startsAt: at(now, 1, 17),
          endsAt: new Date(at(now, 1, 17).getTime() + 0.75 * HOUR),
          timezone: ZONE,
          platform: 'video',
          videoUrl: video('lactation-visit'),
          capacity: 1,
          reserved: 1,
          presenterIds: [lactation.id],
        },
        // Finished yesterday, no summary yet.
        {
          productId: visit!.id,
          startsAt: at(now, -1, 17),
          endsAt: new Date(at(now, -1, 17).getTime() + 0.75 * HOUR),
          timezone: ZONE,
          platform: 'video',
          capacity: 1,
          reserved: 1,
          presenterIds: [lactation.id],
        },
        // Open times of the visit, to book.
        {
          productId: visit!.id,
          startsAt: at(now, 2, 16),
          endsAt: new Date(at(now, 2, 16).getTime() + 0.75 * HOUR),
          timezone: ZONE,
          platform: 'video',
          capacity: 1,
          presenterIds: [lactation.id],
        },
        {
          productId: visit!.id,
          startsAt: at(now, 4, 19),
          endsAt: new Date(at(now, 4, 19).getTime() + 0.75 * HOUR),
          timezone: ZONE,
          platform: 'video',
          capacity: 1,
          presenterIds: [lactation.id],
        },
      ])
      .returning();
    const reservedAt = new Date(now.getTime() - DAY);
    await tx.insert(reservations).values([
      { sessionId: classNextWeek!.id, patientId: ids.goldPatientId, paidWithCredit: false, reservedAt },
      ...[ids.goldPatientId, ...ids.circleIds]
        .slice(0, 5)
        .map((patientId) => ({ sessionId: fullCircle!.id, patientId, paidWithCredit: false, reservedAt })),
      { sessionId: tomorrowVisit!.id, patientId: ids.patientId, paidWithCredit: false, reservedAt },
      {
        sessionId: yesterdayVisit!.id,
        patientId: ids.patientId,
        paidWithCredit: false,
        reservedAt: new Date(now.getTime() - 3 * DAY),
      },
    ]);

    const plan = (days: number, values: Omit<typeof carePlanItems.$inferInsert, 'patientId' | 'day'>) => ({
      patientId: ids.patientId,
      organizationId: organization.id,
      day: day(now, days),
      ...values,
    });
    await tx.insert(carePlanItems).values([
      plan(-2, {
        type: 'article',
        title: 'Read: Getting a good latch',
        assignedBy: lactation.id,
        category: 'breastfeeding',
        completedAt: new Date(now.getTime() - 2 * DAY + 3 * HOUR),
      }),
      plan(-1, {
        type: 'monitor',
        title: "Log Mateo's weight",
        assignedBy: nurse.id,
        category: 'newborn_care',
        completedAt: new Date(now.getTime() - DAY + 2 * HOUR),
      }),
      plan(-1, {
        type: 'appointment',
        title: 'Lactation visit',
        description: 'A 45-minute video visit with an IBCLC.',
        sessionId: yesterdayVisit!.id,
        assignedBy: lactation.id,
        category: 'breastfeeding',
        completedAt: new Date(at(now, -1, 17).getTime() + 0.75 * HOUR),
      }),
      plan(-1, { type: 'task', title: 'Check in on your sleep', assignedBy: coordinator.id, category: 'postpartum' }),
      plan(0, { type: 'milestone', title: 'Three weeks with Mateo', assignedBy: nurse.id }),
      plan(0, {
        type: 'task',
        title: 'Take a 10-minute walk',
        description: 'Gentle movement helps recovery; stop if you feel pain or bleed more.',
        assignedBy: nurse.id,
        category: 'postpartum',
      }),
      plan(0, {
        type: 'questionnaire',
        title: 'How are you feeling? (Edinburgh check-in)',
        assignedBy: coordinator.id,
        category: 'mental_health',
      }),
      plan(1, {
        type: 'appointment',
        title: 'Lactation visit',
        description: 'A 45-minute video visit with an IBCLC.',
        sessionId: tomorrowVisit!.id,
        assignedBy: lactation.id,
        category: 'breastfeeding',
      }),
      plan(3, {
        type: 'task',
        title: "Write down questions for Mateo's one-month checkup",
        assignedBy: nurse.id,
        category: 'newborn_care',
      }),
      plan(9, { type: 'milestone', title: 'One month with Mateo', assignedBy: nurse.id }),
    ]);
    // The free member's credit, to reserve the class (the seat costs 1).
    await tx.update(users).set({ productCredits: 1 }).where(eq(users.id, ids.patientId));
    await tx.insert(appointmentRequestCategories).values([
      { name: { en: 'Breastfeeding and feeding', es: 'Lactancia y alimentación' }, position: 1 },
      { name: { en: 'Recovery after birth', es: 'Recuperación después del parto' }, position: 2 },
      { name: { en: 'Mood and mental health', es: 'Ánimo y salud mental' }, position: 3 },
      { name: { en: 'Something else', es: 'Otra cosa' }, position: 4 },
    ]);
  });
}
