// What both sides of a conversation share: reading a page of its messages with their senders and
// attachments, writing a message with its files, and opening an attachment by a signed link.
import { documentRule } from '@mat/domain';
import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../adapters/files.js';
import type { Database } from '../../db/client.js';
import {
  attachmentsOfMessages,
  attachmentWithConversation,
  insertAttachments,
  insertMessage,
  messagePage,
} from '../../db/queries/messages.js';
import { patientNameOf } from '../../db/queries/users.js';
import { invalidFields } from '../errors.js';
import { LINK_SECONDS } from '../files/avatars.js';
import { checkedUpload, type IncomingFile, type Upload } from '../files/uploads.js';
import type { Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import {
  toAttachment,
  toSender,
  type AttachmentRow,
  type ConversationRow,
  type MessageRow,
  type OrganizationRow,
  type PractitionerRow,
} from './present.js';

/** The contract's NewMessage: up to 5 files, text up to 2000 characters. */
export const MAX_ATTACHMENTS = 5;
export const MAX_MESSAGE_LENGTH = 2000;

export type MessageInput = { content: string; files: Upload[] };

/** A message as its form brought it (`content` and files under `attachments`), checked before anything is kept. */
export function checkedMessage(form: { fields: Record<string, string>; files: IncomingFile[] }): MessageInput {
  const unknown = Object.keys(form.fields).filter((name) => name !== 'content');
  if (unknown.length) throw invalidFields(Object.fromEntries(unknown.map((name) => [name, 'validation.invalid'])));
  if (form.files.length > MAX_ATTACHMENTS) throw invalidFields({ attachments: 'validation.invalid' });
  return {
    content: checkedContent(form.fields.content),
    files: form.files.map((file) => checkedUpload(file, documentRule, 'attachments')),
  };
}

export function checkedContent(raw: string | undefined): string {
  const content = raw?.trim() ?? '';
  if (content === '') throw invalidFields({ content: 'validation.required' });
  if (content.length > MAX_MESSAGE_LENGTH) throw invalidFields({ content: 'validation.invalid' });
  return content;
}

export class Threads {
  constructor(
    private readonly db: Database,
    private readonly files: FileStore,
  ) {}

  /** A page of messages, newest first; `mine` is what the reader's side wrote. */
  async page(conversation: ConversationRow, page: number, language: Language, reader: 'patient' | 'team') {
    const { limit, offset } = pageWindow(page);
    const rows = await messagePage(this.db, conversation.id, limit, offset);
    const patient = await patientNameOf(this.db, conversation.patientId);
    const attachments = await this.attachmentsOf(rows.map((r) => r.message.id));
    const result = toPage(rows, page);
    return {
      ...result,
      data: result.data.map(({ message, practitioner, organization }) =>
        this.toMessage(message, attachments.get(message.id) ?? [], language, reader, {
          patient: { id: patient!.id, name: `${patient!.firstName} ${patient!.lastName}` },
          practitioner,
          organization,
        }),
      ),
    };
  }

  toMessage(
    message: MessageRow,
    attachments: AttachmentRow[],
    language: Language,
    reader: 'patient' | 'team',
    who: {
      patient: { id: number; name: string };
      practitioner: PractitionerRow | null;
      organization: OrganizationRow | null;
    },
  ) {
    const sender =
      message.fromPatient || !who.practitioner || !who.organization
        ? toSender({ kind: 'patient', id: who.patient.id, name: who.patient.name, avatar: null }, language)
        : toSender({ kind: 'team', practitioner: who.practitioner, organization: who.organization }, language);
    return {
      id: message.id,
      conversation_id: message.conversationId,
      sender,
      ts: message.createdAt.toISOString(),
      content: message.content,
      attachments: attachments.map(toAttachment),
      mine: reader === 'patient' ? message.fromPatient : !message.fromPatient,
    };
  }

  private async attachmentsOf(messageIds: number[]): Promise<Map<number, AttachmentRow[]>> {
    const byMessage = new Map<number, AttachmentRow[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await attachmentsOfMessages(this.db, messageIds);
    for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
    return byMessage;
  }

  /** Keeps the files first (a failed write removes them again), then the message in the caller's transaction. */
  async storeFiles(
    conversation: ConversationRow,
    input: MessageInput,
  ): Promise<{ keys: string[]; discard: () => Promise<void> }> {
    const keys: string[] = [];
    const discard = async () => {
      await Promise.allSettled(keys.map((key) => this.files.remove(key)));
    };
    try {
      for (const file of input.files) {
        const key = `messages/${conversation.id}/${randomBytes(12).toString('hex')}.${file.extension}`;
        await this.files.put(key, file.body, file.contentType);
        keys.push(key);
      }
    } catch (error) {
      await discard();
      throw error;
    }
    return { keys, discard };
  }

  async insertMessage(
    tx: Database,
    conversation: ConversationRow,
    input: MessageInput,
    keys: string[],
    from: { patient: true } | { practitionerId: number },
    at: Date,
  ): Promise<{ message: MessageRow; attachments: AttachmentRow[] }> {
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      fromPatient: 'patient' in from,
      practitionerId: 'practitionerId' in from ? from.practitionerId : null,
      content: input.content,
      createdAt: at,
    });
    const attachments = input.files.length
      ? await insertAttachments(
          tx,
          input.files.map((file, i) => ({
            messageId: message.id,
            name: file.fileName,
            mimeType: file.contentType,
            sizeBytes: file.body.length,
            fileKey: keys[i]!,
          })),
        )
      : [];
    return { message, attachments };
  }

  /** A short-lived link to an attachment that `visible` says the reader may see. */
  async link(attachment: AttachmentRow, download: boolean) {
    const link = await this.files.signedUrl(attachment.fileKey, LINK_SECONDS, download ? attachment.name : undefined);
    const preview = attachment.mimeType.startsWith('image/') ? link.url : null;
    return { url: link.url, preview_url: preview, expires_at: link.expiresAt.toISOString() };
  }

  /** The attachment with the conversation it belongs to, for the caller to check ownership. */
  async attachment(id: number): Promise<{ attachment: AttachmentRow; conversation: ConversationRow } | null> {
    return (await attachmentWithConversation(this.db, id)) ?? null;
  }
}
