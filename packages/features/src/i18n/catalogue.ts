// The messages of every layer for one language: the domain's error and validation copy, the
// design system's own labels, and the screens'. One IntlProvider serves them all.
import { domainMessages, isLanguage, supportedLanguages } from '@mat/domain';
import { uiMessages } from '@mat/ui';
import en from '../../lang/en.json';
import es from '../../lang/es.json';

/** The languages Matrona speaks: @mat/domain's. */
export const locales = supportedLanguages;
export type Locale = (typeof locales)[number];

export const featuresMessages: Record<Locale, Record<string, string>> = { en, es };

export function catalogue(locale: Locale): Record<string, string> {
  return { ...domainMessages[locale], ...uiMessages[locale], ...featuresMessages[locale] };
}

/**
 * The Intl locale of each language: Matrona serves the United States, so Spanish money and
 * numbers are written as in US Spanish ($1,000), not as in Spain (1000 US$).
 */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return isLanguage(value);
}
