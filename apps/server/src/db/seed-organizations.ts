// The demo world's organization directory (spec 3): a dozen organizations across the type icons,
// states and languages, the demo care team among them (its join code SUNRISE), with the demo
// patient's care team list (the demo care team, confirmed, and a doula collective she added), a
// pending invite from a health plan and a pending referral to a lactation center; and the lactation
// center's invite links for people without an account yet (/auth/register?invite=BLOOM-ANA).
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import {
  inviteCodes,
  organizationConnections,
  organizationInvites,
  organizations,
  practitioners,
  referrals,
} from './schema.js';
import { DEMO_ORGANIZATION, DEMO_ORGANIZATION_SLUG, OTHER_ORGANIZATION } from './seed-care-team.js';

const DAY = 24 * 60 * 60 * 1000;

/** Invite links the lactation center handed out, each good for one registration. */
export const INVITE_LINKS = ['BLOOM-WELCOME', 'BLOOM-ANA', 'BLOOM-LUCIA', 'BLOOM-MARIA'] as const;

type Listing = Partial<typeof organizations.$inferInsert> & { name: string; slug: string };
type Person = [firstName: string, lastName: string, degrees: string[], en: string, es: string];

// Languages: 1 English, 2 Spanish, 3 Mandarin, 5 Tagalog, 6 Vietnamese, 7 Arabic, 8 French, 9 Haitian Creole.
// Specialties: 1 OB-GYN, 2 midwifery, 3 nursing, 4 lactation, 5 doula, 6 perinatal mental health, 7 pediatrics, 8 nutrition, 9 care coordination.
// Degrees: 1 MD, 3 CNM, 4 CPM, 5 NP, 6 RN, 7 IBCLC, 8 CLC, 9 doula, 10 PMH-C, 11 LCSW, 12 RD.
const DIRECTORY: (Listing & { team?: Person[] })[] = [
  {
    name: 'Bloom Lactation Center',
    slug: 'bloom-lactation-center',
    typeIcon: 12,
    stateSlug: 'texas',
    citySlug: 'houston',
    phone: '7135550140',
    website: 'https://bloom-lactation.example',
    languageIds: [1, 2],
    specialtyIds: [4],
    expertiseIds: [7, 8],
    degreeIds: [7, 8],
    teamSize: 6,
    appointmentTypes: ['lactation', 'home-visit'],
    supportProducts: ['breastfeeding'],
    joinCode: 'BLOOM',
    description: {
      en: 'Lactation consultants in Houston, in clinic or at home.',
      es: 'Consultoras de lactancia en Houston, en la clínica o en casa.',
    },
    team: [['Rosa', 'Delgado', ['IBCLC'], 'Lactation', 'Lactancia']],
  },
  {
    name: 'Valley Health Plan',
    slug: 'valley-health-plan',
    typeIcon: 8,
    stateSlug: 'new-mexico',
    citySlug: 'albuquerque',
    phone: '5055550110',
    website: 'https://valley-health.example',
    languageIds: [1, 2],
    specialtyIds: [9],
    expertiseIds: [],
    degreeIds: [],
    teamSize: 120,
    appointmentTypes: [],
    supportProducts: [],
    joinCode: 'VALLEY',
    coveredMembershipMonths: 12,
    description: {
      en: 'Covers Matrona for members up to 12 months after birth.',
      es: 'Cubre Matrona para sus miembros hasta 12 meses después del parto.',
    },
  },
  {
    name: 'Little Roots Doula Collective',
    slug: 'little-roots-doulas',
    typeIcon: 13,
    stateSlug: 'california',
    citySlug: 'oakland',
    phone: '5105550123',
    website: 'https://littleroots.example',
    languageIds: [1, 2, 5],
    specialtyIds: [5],
    expertiseIds: [9, 10],
    degreeIds: [9],
    teamSize: 8,
    appointmentTypes: ['doula', 'postpartum'],
    supportProducts: ['childbirth'],
    joinCode: 'ROOTS',
    description: {
      en: 'Birth and postpartum doulas in the East Bay.',
      es: 'Doulas de parto y posparto en el East Bay.',
    },
    team: [['Imani', 'Clarke', ['Certified Doula'], 'Doula support', 'Acompañamiento de doula']],
  },
  {
    name: 'Desert Sky Women’s Health',
    slug: 'desert-sky-womens-health',
    typeIcon: 9,
    stateSlug: 'arizona',
    citySlug: 'phoenix',
    phone: '6025550177',
    website: 'https://desertsky.example',
    languageIds: [1, 2],
    specialtyIds: [1, 2],
    expertiseIds: [1, 2, 3],
    degreeIds: [1, 3],
    teamSize: 64,
    appointmentTypes: ['prenatal', 'postpartum'],
    supportProducts: [],
    description: {
      en: 'Obstetrics and midwifery across the Phoenix area.',
      es: 'Obstetricia y partería en el área de Phoenix.',
    },
    team: [['Elena', 'Vargas', ['MD'], 'Obstetrics and gynecology', 'Obstetricia y ginecología']],
  },
  {
    name: 'Harborview Hospital Maternity',
    slug: 'harborview-maternity',
    typeIcon: 10,
    stateSlug: 'washington',
    citySlug: 'seattle',
    phone: '2065550190',
    website: 'https://harborview-maternity.example',
    languageIds: [1, 3, 6],
    specialtyIds: [1, 3, 7],
    expertiseIds: [1, 6],
    degreeIds: [1, 6],
    teamSize: 200,
    appointmentTypes: ['prenatal'],
    supportProducts: ['childbirth', 'new-parents'],
    description: {
      en: 'A birthing center with a newborn intensive care unit.',
      es: 'Un centro de partos con cuidados intensivos neonatales.',
    },
  },
  {
    name: 'Comunidad de Mamás de Miami',
    slug: 'comunidad-mamas-miami',
    typeIcon: 7,
    stateSlug: 'florida',
    citySlug: 'miami',
    phone: '3055550133',
    website: null,
    languageIds: [2, 9],
    specialtyIds: [9],
    expertiseIds: [11],
    degreeIds: [],
    teamSize: 4,
    appointmentTypes: [],
    supportProducts: ['new-parents'],
    description: {
      en: 'A circle of new mothers meeting weekly in Spanish.',
      es: 'Un círculo de mamás que se reúne cada semana en español.',
    },
  },
  {
    name: 'Calm Minds Perinatal Therapy',
    slug: 'calm-minds-perinatal',
    typeIcon: 13,
    stateSlug: 'illinois',
    citySlug: 'chicago',
    phone: '3125550161',
    website: 'https://calmminds.example',
    languageIds: [1, 7],
    specialtyIds: [6],
    expertiseIds: [4, 5],
    degreeIds: [10, 11],
    teamSize: 12,
    appointmentTypes: ['mental-health'],
    supportProducts: ['postpartum-mood', 'loss-support'],
    description: {
      en: 'Therapy for anxiety, depression and loss around birth.',
      es: 'Terapia para la ansiedad, la depresión y la pérdida alrededor del parto.',
    },
    team: [['Samira', 'Nasser', ['LCSW', 'PMH-C'], 'Perinatal mental health', 'Salud mental perinatal']],
  },
  {
    name: 'Nourish Family Nutrition',
    slug: 'nourish-family-nutrition',
    typeIcon: 11,
    stateSlug: 'georgia',
    citySlug: 'atlanta',
    phone: '4045550155',
    website: 'https://nourish.example',
    languageIds: [1],
    specialtyIds: [8],
    expertiseIds: [3],
    degreeIds: [12],
    teamSize: 3,
    appointmentTypes: ['nutrition'],
    supportProducts: [],
    description: {
      en: 'Dietitians for pregnancy, gestational diabetes and feeding.',
      es: 'Dietistas para el embarazo, la diabetes gestacional y la alimentación.',
    },
  },
  {
    name: 'Latch & Co. Pumps',
    slug: 'latch-and-co',
    typeIcon: 14,
    stateSlug: 'colorado',
    citySlug: 'denver',
    phone: null,
    website: 'https://latchco.example',
    languageIds: [1, 2],
    specialtyIds: [4],
    expertiseIds: [8],
    degreeIds: [8],
    teamSize: 2,
    appointmentTypes: [],
    supportProducts: ['breastfeeding'],
    description: {
      en: 'Breast pumps through insurance, with a counselor to fit them.',
      es: 'Extractores de leche por el seguro, con una consejera para ajustarlos.',
    },
  },
  {
    name: 'Mothers First Advocacy',
    slug: 'mothers-first-advocacy',
    typeIcon: 15,
    stateSlug: 'new-york',
    citySlug: 'new-york',
    phone: '2125550188',
    website: 'https://mothersfirst.example',
    languageIds: [1, 2, 8],
    specialtyIds: [9],
    expertiseIds: [11],
    degreeIds: [],
    teamSize: 30,
    appointmentTypes: [],
    supportProducts: ['new-parents', 'loss-support'],
    description: {
      en: 'Help with benefits, leave and housing for new families.',
      es: 'Ayuda con beneficios, licencias y vivienda para familias nuevas.',
    },
  },
];

const CARE_TEAMS: Record<string, Listing> = {
  [DEMO_ORGANIZATION]: {
    name: DEMO_ORGANIZATION,
    slug: DEMO_ORGANIZATION_SLUG,
    typeIcon: 13,
    stateSlug: 'california',
    citySlug: 'los-angeles',
    phone: '2135550100',
    website: 'https://sunrise-maternity.example',
    languageIds: [1, 2],
    specialtyIds: [3, 4, 9],
    expertiseIds: [2, 7],
    degreeIds: [6, 7],
    teamSize: 3,
    appointmentTypes: ['postpartum', 'lactation', 'home-visit'],
    supportProducts: ['breastfeeding', 'new-parents'],
    joinCode: 'SUNRISE',
    description: {
      en: 'Nurses, lactation and care coordination after birth, in Los Angeles.',
      es: 'Enfermería, lactancia y coordinación de cuidado después del parto, en Los Ángeles.',
    },
  },
  [OTHER_ORGANIZATION]: {
    name: OTHER_ORGANIZATION,
    slug: 'harbor-midwives',
    typeIcon: 12,
    stateSlug: 'new-york',
    citySlug: 'new-york',
    phone: '2125550142',
    website: 'https://harbor-midwives.example',
    languageIds: [1, 7],
    specialtyIds: [2],
    expertiseIds: [9],
    degreeIds: [3],
    teamSize: 5,
    appointmentTypes: ['prenatal', 'postpartum'],
    supportProducts: ['childbirth'],
    joinCode: 'HARBOR',
    description: {
      en: 'Certified nurse-midwives in Brooklyn and Queens.',
      es: 'Enfermeras parteras certificadas en Brooklyn y Queens.',
    },
  },
};

/** Made once: skipped when the directory is already there. */
export async function seedOrganizations(db: Database, patientId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, DIRECTORY[0]!.slug));
  if (existing) return;
  await db.transaction(async (tx) => {
    for (const [name, listing] of Object.entries(CARE_TEAMS)) {
      await tx
        .update(organizations)
        .set({ ...listing, listed: true })
        .where(eq(organizations.name, name));
    }
    const made = new Map<string, number>();
    for (const { team, ...listing } of DIRECTORY) {
      const [row] = await tx
        .insert(organizations)
        .values({ kind: 'organization', listed: true, ...listing })
        .returning();
      made.set(listing.slug, row!.id);
      for (const [firstName, lastName, degrees, en, es] of team ?? []) {
        await tx.insert(practitioners).values({
          organizationId: row!.id,
          firstName,
          lastName,
          userType: 'practitioner',
          degrees,
          specialties: { en: [en], es: [es] },
          languages: { en: ['English', 'Spanish'], es: ['Inglés', 'Español'] },
        });
      }
    }
    // Every demo patient's care team is a confirmed connection (as migration 0024 does for real data).
    await tx.execute(sql`
      INSERT INTO organization_connections (patient_id, organization_id, confirmation, requested_at, responded_at)
      SELECT m.patient_id, p.organization_id, 'confirmed', min(m.added_at), min(m.added_at)
      FROM care_team_members m JOIN practitioners p ON p.id = m.practitioner_id
      WHERE p.user_type <> 'assistant'
      GROUP BY m.patient_id, p.organization_id
      ON CONFLICT (patient_id, organization_id) DO NOTHING`);
    await tx.insert(organizationConnections).values({
      patientId,
      organizationId: made.get('little-roots-doulas')!,
      confirmation: 'confirmed',
      note: 'Our birth doula',
      requestedAt: new Date(now.getTime() - 60 * DAY),
      respondedAt: new Date(now.getTime() - 59 * DAY),
    });
    await tx.insert(organizationInvites).values({
      patientId,
      organizationId: made.get('valley-health-plan')!,
      invitedAt: new Date(now.getTime() - 2 * DAY),
      messageEn: 'Join our care team to get Matrona Gold at no cost.',
      messageEs: 'Únete a nuestro equipo de cuidado y obtén Matrona Gold sin costo.',
    });
    await tx.insert(referrals).values({
      patientId,
      organizationId: made.get('bloom-lactation-center')!,
      status: 'pending',
      referredBy: 'Grace Okafor',
      note: 'Lactation support near home.',
      referredAt: new Date(now.getTime() - DAY),
    });
    for (const code of INVITE_LINKS) {
      await tx.insert(inviteCodes).values({
        code,
        organizationId: made.get('bloom-lactation-center')!,
        inviterName: 'Grace Okafor',
        expiresAt: new Date(now.getTime() + 90 * DAY),
        benefitEn: 'A lactation consultant on your care team from day one.',
        benefitEs: 'Una consultora de lactancia en tu equipo de cuidado desde el primer día.',
      });
    }
  });
}
