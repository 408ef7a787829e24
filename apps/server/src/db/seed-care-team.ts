// The demo world's care team: a maternity care organization with a nurse (the demo provider
// account, who signs in to the console), a lactation consultant and a care coordinator; the demo
// patients' team is all three, with one question of the first answered. The greeting comes by
// itself. A second organization, with a provider account of its own and no patients, shows that a
// provider reaches only their own organization's conversations and alerts. Every practitioner of
// the demo world has a portrait (portraits.ts) as her photo.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client.js';
import { demoPortraits, portraitOf } from './portraits.js';
import {
  careTeamMembers,
  conversationCategories,
  conversations,
  messages,
  organizations,
  practitioners,
} from './schema.js';

const HOUR = 60 * 60 * 1000;

export const DEMO_ORGANIZATION = 'Sunrise Maternity Care';
/** Its address in links: /o/sunrise, and its public survey at /s/sunrise/satisfaction. */
export const DEMO_ORGANIZATION_SLUG = 'sunrise';
export const OTHER_ORGANIZATION = 'Harbor Midwives';

type Member = Omit<typeof practitioners.$inferInsert, 'organizationId'>;

/** A practitioner with her portrait as her photo. */
const withPortrait = <T extends Member>(member: T) => ({
  ...member,
  avatarUrl: portraitOf(member.firstName, member.lastName),
});

function team(providerUserId: number): Member[] {
  return [
    {
      userId: providerUserId,
      firstName: 'Grace',
      lastName: 'Okafor',
      userType: 'practitioner',
      degrees: ['RN', 'BSN'],
      specialties: {
        en: ['Postpartum nursing', 'Newborn care'],
        es: ['Enfermería posparto', 'Cuidado del recién nacido'],
      },
      languages: { en: ['English'], es: ['Inglés'] },
      bio: {
        en: 'Labor and delivery nurse for 15 years; now answers the questions of the first weeks at home.',
        es: 'Enfermera de parto durante 15 años; ahora responde las preguntas de las primeras semanas en casa.',
      },
    },
    {
      firstName: 'Lucía',
      lastName: 'Ramos',
      userType: 'practitioner',
      degrees: ['IBCLC', 'RN'],
      specialties: { en: ['Lactation'], es: ['Lactancia'] },
      languages: { en: ['English', 'Spanish'], es: ['Inglés', 'Español'] },
      bio: {
        en: 'Lactation consultant for 12 years, mother of two.',
        es: 'Consultora de lactancia desde hace 12 años, madre de dos.',
      },
    },
    {
      firstName: 'Maya',
      lastName: 'Chen',
      userType: 'care_coordinator',
      degrees: ['MSW'],
      specialties: {
        en: ['Care coordination', 'Community resources'],
        es: ['Coordinación de cuidado', 'Recursos comunitarios'],
      },
      languages: { en: ['English'], es: ['Inglés'] },
      bio: {
        en: 'Helps families find appointments, coverage and support near home.',
        es: 'Ayuda a las familias a encontrar citas, cobertura y apoyo cerca de casa.',
      },
    },
  ];
}

/**
 * Matrona's own on-call nurse, who signs in to the console for the care team of last resort: the
 * alerts of patients no organization cares for yet (services/care-team/staff-alerts.ts). Made
 * once, also in a demo world seeded before she existed.
 */
export async function seedMatronaOnCall(db: Database, userId: number): Promise<void> {
  const [known] = await db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.userId, userId));
  if (known) return;
  const [matrona] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.kind, 'matrona'))
    .orderBy(organizations.id)
    .limit(1);
  await db.insert(practitioners).values(
    withPortrait({
      userId,
      organizationId: matrona!.id,
      firstName: 'Rosa',
      lastName: 'Jiménez',
      userType: 'practitioner',
      degrees: ['RN'],
      specialties: { en: ['Perinatal nursing', 'On-call triage'], es: ['Enfermería perinatal', 'Triaje de guardia'] },
      languages: { en: ['English', 'Spanish'], es: ['Inglés', 'Español'] },
      bio: {
        en: 'Perinatal nurse on Matrona’s on-call team: reaches out first when a patient without a care team needs someone now.',
        es: 'Enfermera perinatal del equipo de guardia de Matrona: es la primera en contactar a una paciente sin equipo de cuidado que necesita a alguien ya.',
      },
    }),
  );
}

/**
 * Gives the demo practitioners who have no photo their portrait: a demo world seeded before the
 * portraits existed gets them too (seedCareTeam makes its team once). A photo already set is kept.
 */
export async function seedPortraits(db: Database): Promise<void> {
  for (const [name, portrait] of Object.entries(demoPortraits)) {
    const [firstName, lastName] = name.split(' ') as [string, string];
    await db
      .update(practitioners)
      .set({ avatarUrl: portrait })
      .where(
        and(
          eq(practitioners.firstName, firstName),
          eq(practitioners.lastName, lastName),
          isNull(practitioners.avatarUrl),
        ),
      );
  }
}

/** Made once: skipped when the organization already exists. */
export async function seedCareTeam(
  db: Database,
  ids: { patientIds: [number, ...number[]]; providerUserId: number; otherProviderUserId: number },
  now: Date,
): Promise<void> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, DEMO_ORGANIZATION));
  if (existing) return;
  await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: DEMO_ORGANIZATION, kind: 'care_team' })
      .returning();
    const members = await tx
      .insert(practitioners)
      .values(team(ids.providerUserId).map((member) => ({ ...withPortrait(member), organizationId: organization!.id })))
      .returning();
    await tx
      .insert(careTeamMembers)
      .values(
        ids.patientIds.flatMap((patientId) => members.map((member) => ({ patientId, practitionerId: member.id }))),
      );
    const [other] = await tx.insert(organizations).values({ name: OTHER_ORGANIZATION, kind: 'care_team' }).returning();
    await tx.insert(practitioners).values(
      withPortrait({
        userId: ids.otherProviderUserId,
        organizationId: other!.id,
        firstName: 'Nadia',
        lastName: 'Haddad',
        userType: 'practitioner',
        degrees: ['CNM'],
        specialties: { en: ['Midwifery'], es: ['Partería'] },
        languages: { en: ['English', 'Arabic'], es: ['Inglés', 'Árabe'] },
      }),
    );
    const [feeding] = await tx
      .select()
      .from(conversationCategories)
      .where(eq(conversationCategories.nameEn, 'Feeding'));
    const asked = new Date(now.getTime() - 26 * HOUR);
    const answered = new Date(now.getTime() - 23 * HOUR);
    const [question] = await tx
      .insert(conversations)
      .values({
        patientId: ids.patientIds[0],
        organizationId: organization!.id,
        categoryId: feeding?.id ?? null,
        name: 'Night feeds',
        readByPatient: true,
        lastMessageAt: answered,
        createdAt: asked,
      })
      .returning();
    await tx.insert(messages).values([
      {
        conversationId: question!.id,
        fromPatient: true,
        content: 'Mateo wants to feed every 90 minutes at night. Is that normal at three weeks?',
        createdAt: asked,
      },
      {
        conversationId: question!.id,
        fromPatient: false,
        practitionerId: members[1]!.id,
        content:
          'Yes, that is very common at three weeks: night feeds help build your supply, and growth spurts around now make them closer together. Count wet diapers (six or more a day is reassuring) and tell us if he seems sleepy at the breast or is not gaining.',
        createdAt: answered,
      },
    ]);
  });
}
