// The monitors of the demo world (Ana Rivera, expecting; Mateo, her son) as the server answers them,
// for stories. A blood pressure reading's category and advice are made as the server makes them
// (@mat/domain's rules, worded in the language of the request), so no story shows a category its
// numbers do not have; symptoms carry the server's names in each language (0002_symptoms.sql).
import type { Schema } from '@mat/api';
import { classifyBloodPressure, domainMessages, readingAdviceMessages, type WarningSign } from '@mat/domain';

export type StoryLanguage = 'en' | 'es';

type Symptom = Schema<'Symptom'> & { warningSign: WarningSign | null };

const symptomRows: [number, WarningSign | null, string, string][] = [
  [5, 'persistentHeadache', 'Headache that will not go away', 'Dolor de cabeza que no se quita'],
  [6, 'visionChanges', 'Changes in vision', 'Cambios en la vista'],
  [10, null, 'Dizziness', 'Mareo'],
  [12, null, 'Mild headache', 'Dolor de cabeza leve'],
  [13, null, 'Swollen feet or ankles', 'Pies o tobillos hinchados'],
  [14, null, 'Feeling very tired', 'Mucho cansancio'],
];

function symptomsIn(language: StoryLanguage): Symptom[] {
  return symptomRows.map(([id, warningSign, en, es]) => ({
    id,
    name: language === 'en' ? en : es,
    description: null,
    urgent: warningSign !== null,
    warningSign,
  }));
}

/** GET /symptoms as the server answers it, some of the seeded list, in the request's language. */
export const symptomList = (language: StoryLanguage): Schema<'Symptom'>[] =>
  symptomsIn(language).map(({ warningSign: _, ...symptom }) => symptom);

/** A blood pressure reading of monitor 17 as the server answers it: category and advice from the numbers. */
export function pressureReading(
  language: StoryLanguage,
  reading: {
    id: number;
    systolic: number;
    diastolic: number;
    measured_at: string;
    pulse?: number | null;
    symptomIds?: number[];
    notes?: string | null;
    source?: 'manual' | 'device';
  },
): Schema<'BloodPressureReading'> {
  const { symptomIds = [], ...rest } = reading;
  const symptoms = symptomsIn(language).filter((s) => symptomIds.includes(s.id));
  const { category } = classifyBloodPressure(reading);
  const signs = symptoms.flatMap((s) => (s.warningSign ? [s.warningSign] : []));
  return {
    pulse: null,
    notes: null,
    source: 'manual',
    ...rest,
    monitor_id: 17,
    symptoms: symptoms.map(({ warningSign: _, ...symptom }) => symptom),
    category,
    advice: readingAdviceMessages(category, signs)
      .map((id) => domainMessages[language][id])
      .join(' '),
  };
}

const reminder = (monitorId: number, type: Schema<'ReminderType'>) => ({
  id: 31,
  monitor_id: monitorId,
  type,
  time: '08:30',
  daily: true,
  minutes: 30,
  enabled: true,
});

const nameIn = (language: StoryLanguage, id: 'pressure' | 'weight' | 'kickCounter', child = '') =>
  domainMessages[language][`notices.monitorName.${id}`].replace('{name}', child);

/**
 * Ana's monitors (GET /patient/monitors), named as the server names them in the request's language:
 * blood pressure, Mateo's weight, and a kick counter for Lucía, the baby she expects.
 */
export const storyMonitors = (language: StoryLanguage): Schema<'Monitor'>[] => [
  {
    id: 17,
    type: 'pressure',
    name: nameIn(language, 'pressure'),
    child_id: null,
    last_reading_at: '2026-11-24T16:10:00Z',
    reminder: reminder(17, 'blood_pressure'),
  },
  {
    id: 18,
    type: 'weight',
    name: nameIn(language, 'weight', 'Mateo'),
    child_id: 302,
    last_reading_at: '2026-11-21T09:00:00Z',
    reminder: null,
  },
  {
    id: 19,
    type: 'kick_counter',
    name: nameIn(language, 'kickCounter', 'Lucía'),
    child_id: 305,
    last_reading_at: '2026-11-23T19:05:00Z',
    reminder: null,
  },
];

/** One of Ana's monitors, by id, in the request's language. */
export const storyMonitor = (language: StoryLanguage, id: 17 | 18 | 19): Schema<'Monitor'> =>
  storyMonitors(language).find((m) => m.id === id)!;
