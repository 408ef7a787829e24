// The directory's own lists (spec 3, "Search filters"): the kinds of visits and the support groups
// and classes an organization offers, and team sizes. Each is named in the asker's language; the
// search filters by slug.
import type { Language } from '../language.js';

type Entry = readonly [slug: string, en: string, es: string];

const APPOINTMENT_TYPES: readonly Entry[] = [
  ['prenatal', 'Prenatal visit', 'Consulta prenatal'],
  ['postpartum', 'Postpartum visit', 'Consulta posparto'],
  ['lactation', 'Lactation consult', 'Consulta de lactancia'],
  ['doula', 'Doula visit', 'Visita de doula'],
  ['mental-health', 'Mental health session', 'Sesión de salud mental'],
  ['nutrition', 'Nutrition session', 'Sesión de nutrición'],
  ['home-visit', 'Home visit', 'Visita a domicilio'],
];

const SUPPORT_PRODUCTS: readonly Entry[] = [
  ['breastfeeding', 'Breastfeeding class', 'Clase de lactancia materna'],
  ['childbirth', 'Childbirth class', 'Clase de preparación para el parto'],
  ['new-parents', 'New parents group', 'Grupo de madres y padres nuevos'],
  ['postpartum-mood', 'Postpartum mood group', 'Grupo de estado de ánimo posparto'],
  ['loss-support', 'Loss support group', 'Grupo de apoyo por pérdida'],
];

/** Team sizes as the search offers them: [slug, smallest, largest]. */
export const TEAM_SIZES: readonly (readonly [slug: string, min: number, max: number, en: string, es: string])[] = [
  ['1-10', 1, 10, '1 to 10', 'De 1 a 10'],
  ['11-50', 11, 50, '11 to 50', 'De 11 a 50'],
  ['51-plus', 51, 2147483647, 'More than 50', 'Más de 50'],
];

const named = (entries: readonly Entry[], language: Language) =>
  entries.map(([slug, en, es], i) => ({ id: i + 1, slug, name: language === 'es' ? es : en }));

export const appointmentTypesList = (language: Language) => named(APPOINTMENT_TYPES, language);
export const supportProductsList = (language: Language) => named(SUPPORT_PRODUCTS, language);
export const teamSizesList = (language: Language) =>
  TEAM_SIZES.map(([slug, , , en, es]) => ({ slug, name: language === 'es' ? es : en }));

export const APPOINTMENT_TYPE_SLUGS = APPOINTMENT_TYPES.map(([slug]) => slug);
export const SUPPORT_PRODUCT_SLUGS = SUPPORT_PRODUCTS.map(([slug]) => slug);
