// Reference lists for profiles and the care team search, named in the asker's language.
import type { Language } from '../language.js';

type Named = readonly [en: string, es: string];

const localized = (items: readonly Named[], language: Language) =>
  items.map(([en, es], i) => ({ id: i + 1, name: language === 'es' ? es : en }));

/** Languages a patient or a practitioner may speak (each named in the asker's language). */
const LANGUAGES: readonly Named[] = [
  ['English', 'Inglés'],
  ['Spanish', 'Español'],
  ['Chinese (Mandarin)', 'Chino (mandarín)'],
  ['Chinese (Cantonese)', 'Chino (cantonés)'],
  ['Tagalog', 'Tagalo'],
  ['Vietnamese', 'Vietnamita'],
  ['Arabic', 'Árabe'],
  ['French', 'Francés'],
  ['Haitian Creole', 'Criollo haitiano'],
  ['Korean', 'Coreano'],
  ['Russian', 'Ruso'],
  ['Portuguese', 'Portugués'],
  ['Hindi', 'Hindi'],
  ['American Sign Language', 'Lengua de señas americana'],
];

/** Degrees and certifications of the care team. */
const DEGREES: readonly Named[] = [
  ['MD (Doctor of Medicine)', 'MD (doctor en medicina)'],
  ['DO (Doctor of Osteopathic Medicine)', 'DO (doctor en medicina osteopática)'],
  ['CNM (Certified Nurse-Midwife)', 'CNM (enfermera partera certificada)'],
  ['CPM (Certified Professional Midwife)', 'CPM (partera profesional certificada)'],
  ['NP (Nurse Practitioner)', 'NP (enfermera practicante)'],
  ['RN (Registered Nurse)', 'RN (enfermera registrada)'],
  ['IBCLC (Lactation Consultant)', 'IBCLC (consultora de lactancia)'],
  ['CLC (Certified Lactation Counselor)', 'CLC (consejera de lactancia certificada)'],
  ['Certified Doula', 'Doula certificada'],
  ['PMH-C (Perinatal Mental Health)', 'PMH-C (salud mental perinatal)'],
  ['LCSW (Licensed Clinical Social Worker)', 'LCSW (trabajadora social clínica con licencia)'],
  ['RD (Registered Dietitian)', 'RD (dietista registrada)'],
];

/** Specialties (the taxonomy of the care team). */
const SPECIALTIES: readonly Named[] = [
  ['Obstetrics and gynecology', 'Obstetricia y ginecología'],
  ['Midwifery', 'Partería'],
  ['Nursing', 'Enfermería'],
  ['Lactation', 'Lactancia'],
  ['Doula support', 'Acompañamiento de doula'],
  ['Perinatal mental health', 'Salud mental perinatal'],
  ['Pediatrics', 'Pediatría'],
  ['Nutrition', 'Nutrición'],
  ['Care coordination', 'Coordinación de la atención'],
];

/** Special knowledge a practitioner may offer. */
const EXPERTISE: readonly Named[] = [
  ['High-risk pregnancy', 'Embarazo de alto riesgo'],
  ['Preeclampsia and high blood pressure', 'Preeclampsia y presión alta'],
  ['Gestational diabetes', 'Diabetes gestacional'],
  ['Postpartum depression and anxiety', 'Depresión y ansiedad posparto'],
  ['Pregnancy and infant loss', 'Pérdida durante el embarazo o de un bebé'],
  ['Twins and multiples', 'Gemelos y embarazos múltiples'],
  ['Breastfeeding challenges', 'Dificultades con la lactancia'],
  ['Pumping and returning to work', 'Extracción de leche y regreso al trabajo'],
  ['VBAC (birth after cesarean)', 'Parto vaginal después de cesárea'],
  ['LGBTQ+ families', 'Familias LGBTQ+'],
  ['Teen parents', 'Madres y padres adolescentes'],
];

export const languagesList = (language: Language) => localized(LANGUAGES, language);
export const degreesList = (language: Language) => localized(DEGREES, language);
export const specialtiesList = (language: Language) => localized(SPECIALTIES, language);
export const expertiseList = (language: Language) => localized(EXPERTISE, language);

/** The US time zones, named by their cities in the asker's language. */
const TIMEZONES: readonly [id: string, en: string, es: string][] = [
  ['America/New_York', 'Eastern Time (New York)', 'Hora del Este (Nueva York)'],
  ['America/Chicago', 'Central Time (Chicago)', 'Hora del Centro (Chicago)'],
  ['America/Denver', 'Mountain Time (Denver)', 'Hora de la Montaña (Denver)'],
  [
    'America/Phoenix',
    'Mountain Time, no daylight saving (Phoenix)',
    'Hora de la Montaña, sin horario de verano (Phoenix)',
  ],
  ['America/Los_Angeles', 'Pacific Time (Los Angeles)', 'Hora del Pacífico (Los Ángeles)'],
  ['America/Anchorage', 'Alaska Time (Anchorage)', 'Hora de Alaska (Anchorage)'],
  ['Pacific/Honolulu', 'Hawaii Time (Honolulu)', 'Hora de Hawái (Honolulu)'],
  ['America/Puerto_Rico', 'Atlantic Time (Puerto Rico)', 'Hora del Atlántico (Puerto Rico)'],
  ['UTC', 'Coordinated Universal Time (UTC)', 'Tiempo universal coordinado (UTC)'],
];

export const timezonesList = (language: Language) =>
  TIMEZONES.map(([id, en, es]) => ({ id, name: language === 'es' ? es : en }));

/**
 * Country codes a phone may have: the NANP (10-digit numbers, spec 3) countries Matrona serves, so
 * every code here takes the same 10 digits the phone field checks.
 */
const PHONE_CODES: readonly [country: string, en: string, es: string][] = [
  ['US', 'United States', 'Estados Unidos'],
  ['PR', 'Puerto Rico', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands', 'Islas Vírgenes de EE. UU.'],
  ['GU', 'Guam', 'Guam'],
  ['MP', 'Northern Mariana Islands', 'Islas Marianas del Norte'],
  ['AS', 'American Samoa', 'Samoa Americana'],
];

export const phoneCodesList = (language: Language) =>
  PHONE_CODES.map(([country, en, es]) => ({ country, code: '+1', name: language === 'es' ? es : en }));
