// What a failed send says (spec 8, "Messaging"): no credits opens the paywall; a thread at its
// limit says the limit; a field the server names is told beside it; anything else, "Failed to send message.".
import { ApiError } from '@mat/api';
import { MESSAGES_PER_QUESTION } from '@mat/domain';

export type SendFailure =
  | { paywall: true }
  | { paywall: false; id: string; values?: Record<string, number>; field?: string };

export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { paywall: false, id: 'errors.messageNotSent' };
  if (error.code === 'errors.noMessageCredits') return { paywall: true };
  if (error.code === 'errors.messageLimitReached')
    return { paywall: false, id: error.code, values: { number: MESSAGES_PER_QUESTION } };
  const [field, id] = Object.entries(error.fields)[0] ?? [];
  if (field && id) return { paywall: false, id, field };
  return { paywall: false, id: 'errors.messageSendFailed' };
}
