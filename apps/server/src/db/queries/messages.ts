// SQL of the messages of conversations and their attachments: a thread's page, what arrived after
// a message a stream has seen, the latest message and the patient's count per conversation.
import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { conversations, messageAttachments, messages, organizations, practitioners } from '../schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type NewAttachment = typeof messageAttachments.$inferInsert;
type ConversationRow = typeof conversations.$inferSelect;

/** A page of a conversation's messages, newest first, each with its practitioner and organization (none for the patient's). */
export function messagePage(db: Database, conversationId: number, limit: number, offset: number) {
  return db
    .select({ message: messages, practitioner: practitioners, organization: organizations })
    .from(messages)
    .leftJoin(practitioners, eq(practitioners.id, messages.practitionerId))
    .leftJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .offset(offset);
}

export function attachmentsOfMessages(db: Database, messageIds: number[]): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(messageAttachments.id);
}

/** The attachment with the conversation it belongs to. */
export async function attachmentWithConversation(
  db: Database,
  id: number,
): Promise<{ attachment: AttachmentRow; conversation: ConversationRow } | undefined> {
  const [row] = await db
    .select({ attachment: messageAttachments, conversation: conversations })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messageAttachments.id, id));
  return row;
}

export async function insertMessage(db: Database, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(message).returning();
  return row!;
}

export function insertAttachments(db: Database, attachments: NewAttachment[]): Promise<AttachmentRow[]> {
  return db.insert(messageAttachments).values(attachments).returning();
}

/** The newest message's id, of every conversation. */
export async function latestMessageId(db: Database): Promise<number | null | undefined> {
  const [row] = await db.select({ id: max(messages.id) }).from(messages);
  return row?.id;
}

export async function latestMessageIdOf(db: Database, conversationId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.id;
}

/** Messages written after `afterId`, with their conversation (the fallback poller's look). */
export function messagesAfter(db: Database, afterId: number) {
  return db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(gt(messages.id, afterId));
}

/** The conversation's message ids after `afterId`, in order. */
export async function messageIdsAfter(db: Database, conversationId: number, afterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, afterId)))
    .orderBy(asc(messages.id));
  return rows.map((row) => row.id);
}

export async function countSentByPatient(db: Database, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.fromPatient, true)));
  return row?.n ?? 0;
}

/** How many messages the patient wrote in each of the conversations (none listed for a conversation without). */
export function sentByPatientIn(db: Database, conversationIds: number[]) {
  return db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), eq(messages.fromPatient, true)))
    .groupBy(messages.conversationId);
}

/** The latest message of each conversation (by `in (...)`: the patient's list). */
export function latestMessagesIn(db: Database, conversationIds: number[]) {
  return db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      content: messages.content,
    })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
}

/** The latest message of each conversation, as the inbox writes it (`in` over a raw list). */
export function latestMessagesOfInbox(db: Database, conversationIds: number[]) {
  return db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      content: messages.content,
    })
    .from(messages)
    .where(sql`${messages.conversationId} in ${conversationIds}`)
    .orderBy(messages.conversationId, sql`${messages.createdAt} desc`, sql`${messages.id} desc`);
}

/** Adds a message no one reads back (the greeting's). */
export async function addMessage(db: Database, message: NewMessage): Promise<void> {
  await db.insert(messages).values(message);
}
