// The care page's words in both languages: the programs (spec 3, "Program") and the labels of the
// care filters (spec 3, "Care filters"). Categories are slugs; one unknown here reads as itself.
// The words the screens show too (a place, a kind of visit) are @mat/domain's, read from there so
// the filters, the visit summary and its PDF name a slug as the screens do.
import { careLocationMessages, visitKindMessage } from '@mat/domain';
import { translate, type Language } from '../language.js';

type Words = Record<Language, string>;

export const PROGRAMS = [
  {
    id: 'nursing',
    title: { en: 'Nursing', es: 'Enfermería' },
    description: {
      en: 'A registered nurse for your questions, from pregnancy to the first year.',
      es: 'Una enfermera titulada para tus dudas, del embarazo al primer año.',
    },
    color: '#F6E7DA',
  },
  {
    id: 'infant_feeding',
    title: { en: 'Infant feeding', es: 'Alimentación del bebé' },
    description: {
      en: 'Feeding support from pregnancy to weaning.',
      es: 'Apoyo para alimentar a tu bebé, del embarazo al destete.',
    },
    color: '#E3F0E8',
  },
  {
    id: 'doula_care',
    title: { en: 'Doula care', es: 'Acompañamiento de doula' },
    description: {
      en: 'A doula by your side before, during and after birth.',
      es: 'Una doula a tu lado antes, durante y después del parto.',
    },
    color: '#EFE4F4',
  },
  {
    id: 'mental_health',
    title: { en: 'Mental health', es: 'Salud mental' },
    description: {
      en: 'Coaching for your mood, stress and sleep.',
      es: 'Acompañamiento para tu ánimo, el estrés y el sueño.',
    },
    color: '#E2ECF7',
  },
  {
    id: 'nutrition',
    title: { en: 'Nutrition', es: 'Nutrición' },
    description: { en: 'Eating well for you and your baby.', es: 'Comer bien, para ti y para tu bebé.' },
    color: '#FBF0D9',
  },
  {
    id: 'care_coordination',
    title: { en: 'Care coordination', es: 'Coordinación de cuidados' },
    description: {
      en: 'Help finding providers, benefits and appointments.',
      es: 'Ayuda para encontrar profesionales, beneficios y citas.',
    },
    color: '#E9E9F2',
  },
] as const;

export function toProgram(program: (typeof PROGRAMS)[number], language: Language) {
  return {
    id: program.id,
    title: program.title[language],
    description: program.description[language],
    route: `/care/${program.id}`,
    background: { color: program.color, image: null, position: 'right bottom', size: 'contain' },
  };
}

/**
 * A table of words by slug in both languages: `has` says whether it names a slug, `label` reads one
 * in a language, and a slug it lacks reads as `unknown` says (the slug itself unless told).
 */
function labelTable(
  table: Record<string, Words>,
  unknown: (slug: string, language: Language) => string = (slug) => slug,
) {
  const words = new Map(Object.entries(table));
  return {
    has: (slug: string) => words.has(slug),
    label: (slug: string, language: Language) => words.get(slug)?.[language] ?? unknown(slug, language),
  };
}

/** Where a care item happens, as the screens name it. */
export const locationLabel = (location: keyof typeof careLocationMessages, language: Language) =>
  translate(language, careLocationMessages[location]);

export const typeLabels = labelTable({
  group: { en: 'Support groups', es: 'Grupos de apoyo' },
  class: { en: 'Classes', es: 'Clases' },
  coaching: { en: 'Coaching', es: 'Coaching' },
  appointment: { en: 'Appointments', es: 'Citas' },
  article: { en: 'Reading', es: 'Lecturas' },
  questionnaire: { en: 'Questionnaires', es: 'Cuestionarios' },
  task: { en: 'Tasks', es: 'Tareas' },
  milestone: { en: 'Milestones', es: 'Hitos' },
});

export const categoryLabels = labelTable(
  {
    breastfeeding: { en: 'Breastfeeding', es: 'Lactancia' },
    sleep: { en: 'Sleep', es: 'Sueño' },
    birth_prep: { en: 'Birth preparation', es: 'Preparación para el parto' },
    postpartum: { en: 'Postpartum', es: 'Posparto' },
    mental_health: { en: 'Mental health', es: 'Salud mental' },
    nutrition: { en: 'Nutrition', es: 'Nutrición' },
    newborn_care: { en: 'Newborn care', es: 'Cuidado del recién nacido' },
  },
  (slug) => slug.replace(/_/g, ' '),
);

/** A booked visit's kind, as the screens name it; a kind of visit they lack ('other', or none) reads as a visit. */
export const visitKindLabel = (kind: string | null, language: Language) => translate(language, visitKindMessage(kind));

/** The visit summary PDF's headings. */
export const VISIT_SUMMARY_WORDS: Record<
  Language,
  Record<'title' | 'patient' | 'visitType' | 'date' | 'practitioner' | 'organization' | 'notes', string>
> = {
  en: {
    title: 'Visit summary',
    patient: 'Patient',
    visitType: 'Visit type',
    date: 'Date',
    practitioner: 'Practitioner',
    organization: 'Organization',
    notes: 'Notes',
  },
  es: {
    title: 'Resumen de la visita',
    patient: 'Paciente',
    visitType: 'Tipo de visita',
    date: 'Fecha',
    practitioner: 'Profesional',
    organization: 'Organización',
    notes: 'Notas',
  },
};
