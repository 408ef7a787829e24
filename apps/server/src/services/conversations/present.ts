// The contract's shapes of the care team's records (Conversation, Message, Practitioner), in the
// reader's language. One home, so the patient's answers and the console's agree.
import type {
  conversationCategories,
  conversations,
  messageAttachments,
  messages,
  organizations,
  practitioners,
} from '../../db/schema.js';
import type { Language } from '../language.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type PractitionerRow = typeof practitioners.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type CategoryRow = typeof conversationCategories.$inferSelect;

/** The care assistant's name: Matrona's own, in the reader's language. */
const ASSISTANT_NAME = { en: 'Matrona Care Assistant', es: 'Asistente de Matrona' } as const;

export const organizationRef = (row: OrganizationRow) => ({ id: row.id, name: row.name });

export function practitionerName(row: PractitionerRow, language: Language): string {
  return row.userType === 'assistant' ? ASSISTANT_NAME[language] : `${row.firstName} ${row.lastName}`.trim();
}

export function toPractitioner(row: PractitionerRow, organization: OrganizationRow, language: Language) {
  return {
    id: row.id,
    first_name: row.userType === 'assistant' ? ASSISTANT_NAME[language] : row.firstName,
    last_name: row.userType === 'assistant' ? '' : row.lastName,
    avatar: row.avatarUrl,
    degrees: row.degrees,
    specialties: row.specialties[language],
    languages: row.languages[language],
    bio: row.bio?.[language] ?? null,
    organization: organizationRef(organization),
  };
}

export const toCategory = (row: CategoryRow, language: Language) => ({
  id: row.id,
  name: language === 'es' ? row.nameEs : row.nameEn,
});

export type Sender =
  | { kind: 'patient'; id: number; name: string; avatar: string | null }
  | { kind: 'team'; practitioner: PractitionerRow; organization: OrganizationRow };

export function toSender(sender: Sender, language: Language) {
  if (sender.kind === 'patient') {
    return {
      id: sender.id,
      name: sender.name,
      avatar: sender.avatar,
      user_type: 'patient' as const,
      degrees: [],
      organization: null,
    };
  }
  const { practitioner, organization } = sender;
  return {
    id: practitioner.id,
    name: practitionerName(practitioner, language),
    avatar: practitioner.avatarUrl,
    user_type: practitioner.userType,
    degrees: practitioner.degrees,
    organization: organizationRef(organization),
  };
}

export const toAttachment = (row: AttachmentRow) => ({
  id: row.id,
  name: row.name,
  mime_type: row.mimeType,
  size_bytes: row.sizeBytes,
});
