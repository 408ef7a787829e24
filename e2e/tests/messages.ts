// The journeys find things by the words a person reads, in each language, from the apps' own
// catalogues: a wrong or missing translation fails the journey.
import careTeamEn from '../../apps/care-team/lang/en.json' with { type: 'json' };
import careTeamEs from '../../apps/care-team/lang/es.json' with { type: 'json' };
import domainEn from '../../packages/domain/lang/en.json' with { type: 'json' };
import domainEs from '../../packages/domain/lang/es.json' with { type: 'json' };
import featuresEn from '../../packages/features/lang/en.json' with { type: 'json' };
import featuresEs from '../../packages/features/lang/es.json' with { type: 'json' };
import patientEn from '../../apps/patient/lang/en.json' with { type: 'json' };
import patientEs from '../../apps/patient/lang/es.json' with { type: 'json' };
import uiEn from '../../packages/ui/lang/en.json' with { type: 'json' };
import uiEs from '../../packages/ui/lang/es.json' with { type: 'json' };

export type Language = 'en' | 'es';

const catalogues: Record<Language, Record<string, string>> = {
  en: { ...domainEn, ...uiEn, ...featuresEn, ...patientEn, ...careTeamEn },
  es: { ...domainEs, ...uiEs, ...featuresEs, ...patientEs, ...careTeamEs },
};

/** The text of a message id with its placeholders filled; tags (<terms>) are dropped. */
export function text(language: Language, id: string, values: Record<string, string> = {}): string {
  const message = catalogues[language][id];
  if (message === undefined) throw new Error(`No ${language} message ${id}`);
  return message.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
