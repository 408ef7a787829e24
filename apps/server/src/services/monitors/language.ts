// Answers carry text in the user's own language (the one stored in their preferences), so an
// advice or a notification reads the same on every device they use.
import { domainMessages, type MessageId } from '@mat/domain';
import type { UserRow } from '../sessions.js';

export type Language = 'en' | 'es';

export const languageOf = (user: UserRow): Language => (user.prefs.language === 'es' ? 'es' : 'en');

export const translate = (language: Language, id: MessageId): string => domainMessages[language][id];
