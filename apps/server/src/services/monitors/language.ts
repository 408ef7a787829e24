// Answers carry text in the user's own language (the one stored in their preferences), so an
// advice or a notification reads the same on every device they use.
import { domainMessages, type MessageId } from '@mat/domain';
import type { UserRow } from '../sessions.js';

export type Language = 'en' | 'es';

export const languageOf = (user: UserRow): Language => (user.prefs.language === 'es' ? 'es' : 'en');

/** A message of @mat/domain in the language, with `{name}` placeholders filled from `values`. */
export const translate = (language: Language, id: MessageId, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), domainMessages[language][id]);

/** The Intl locale a date or number is written in for each language. */
export const intlLocale = { en: 'en-US', es: 'es-US' } as const;
