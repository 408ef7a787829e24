// The one language rule: an answer is worded in the language the app shows. Every call of the
// apps sends that language (`Accept-Language`), and the session gives the signed-in user of a
// request the language of that request (`readsIn`, ../http/session.ts), so a switch of the app's
// language words the next answers in it on every device, signed in or not, with nothing to keep
// in step. What is sent without a request (push notices, texts, reminders, a reply's notice) has
// no app to ask: it goes in the profile's language, which the app saves on every switch.
import { domainMessages, type MessageId } from '@mat/domain';
import type { UserRow } from './sessions.js';

export type Language = 'en' | 'es';

/** The language a user reads in: the one their app shows on this request, else their profile's. */
export const languageOf = (user: UserRow): Language => user.readsIn ?? (user.prefs.language === 'es' ? 'es' : 'en');

/** A message of @mat/domain in the language, with `{name}` placeholders filled from `values`. */
export const translate = (language: Language, id: MessageId, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    domainMessages[language][id],
  );

/** The Intl locale a date or number is written in for each language. */
export const intlLocale = { en: 'en-US', es: 'es-US' } as const;
