import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../i18n/catalogue';
import { useMat } from '../provider/MatContext';

/** A reference a week's text is drawn from, named and linked on the card. */
export interface WeekSource {
  id: string;
  title: string;
  publisher: string;
  url: string;
}

/** One week of Today's content, as written in weeks/{pregnancy,baby}.{en,es}.json. */
export interface WeekContent {
  week: number;
  /** Pregnancy weeks only: the baby's size next to something familiar ("a banana"). */
  size?: string;
  baby: string;
  parent: string;
  todo: string;
  sources: string[];
}

export interface WeeksFile {
  sources: WeekSource[];
  weeks: WeekContent[];
}

export type WeekStage = 'pregnancy' | 'baby';

// One file per stage and language, each its own chunk: a patient downloads only the weeks of the
// stage it is in, in the language it reads, and only once Today shows them.
const files: Record<WeekStage, Record<Locale, () => Promise<{ default: unknown }>>> = {
  pregnancy: { en: () => import('./weeks/pregnancy.en.json'), es: () => import('./weeks/pregnancy.es.json') },
  baby: { en: () => import('./weeks/baby.en.json'), es: () => import('./weeks/baby.es.json') },
};

/** The week's text with its sources resolved, or null when the file has no such week. */
export function weekOf(file: WeeksFile, week: number): { content: WeekContent; sources: WeekSource[] } | null {
  const content = file.weeks.find((entry) => entry.week === week);
  if (!content) return null;
  const sources = content.sources.flatMap((id) => file.sources.filter((source) => source.id === id));
  return { content, sources };
}

/** A stage's weeks in a language: one file, loaded once and kept (Today's prefetch asks it early). */
export function weekFileQuery(stage: WeekStage, locale: Locale) {
  return queryOptions({
    queryKey: ['today', 'weeks', stage, locale],
    queryFn: async () => (await files[stage][locale]()).default as WeeksFile,
    staleTime: Infinity,
  });
}

/** A week of a stage's content in the patient's language, loaded when first shown and kept. */
export function useWeekContent(stage: WeekStage, week: number | null) {
  const { locale } = useMat();
  return useQuery({
    ...weekFileQuery(stage, locale),
    enabled: week !== null,
    select: (file) => (week === null ? null : weekOf(file, week)),
  });
}
