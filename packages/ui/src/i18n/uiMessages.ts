import en from '../../lang/en.json';
import es from '../../lang/es.json';

/** The texts @mat/ui's components own, per locale: merge them into the app's IntlProvider messages. */
export const uiMessages: { en: Record<string, string>; es: Record<string, string> } = { en, es };

export const uiLocales = ['en', 'es'] as const;
export type UiLocale = (typeof uiLocales)[number];
