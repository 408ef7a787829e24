// SQL of the patient's conversations with care team organizations: her list (one prepared
// statement per filter, the Team tab's 30-second poll), a conversation of hers, the organizations
// she may write to, and what writing and reading change.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  careTeamMembers,
  conversationCategories,
  conversations,
  messages,
  notifications,
  organizations,
  practitioners,
} from '../schema.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;
export type CategoryRow = typeof conversationCategories.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

export function conversationCategoriesInOrder(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(conversationCategories)
    .orderBy(asc(conversationCategories.position), asc(conversationCategories.id));
}

export function allConversationCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(conversationCategories);
}

export async function conversationCategoryById(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(conversationCategories).where(eq(conversationCategories.id, id));
  return row;
}

/** Matrona's own organizations and those of the patient's care team, by id. */
export function organizationsOfPatientTeamAndMatrona(db: Database, patientId: number): Promise<OrganizationRow[]> {
  const teamOrganizations = db
    .select({ id: practitioners.organizationId })
    .from(careTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
    .where(eq(careTeamMembers.patientId, patientId));
  return db
    .select()
    .from(organizations)
    .where(sql`${organizations.id} in ${teamOrganizations} or ${organizations.kind} = 'matrona'`)
    .orderBy(asc(organizations.id));
}

/**
 * The patient's list, one prepared statement per filter (`read` undefined: all). One row per
 * conversation of a page, or one row without a conversation when there is none: whether her
 * greeting exists is read from a one-row source the conversations are left-joined to.
 */
function preparePatientConversationPage(db: Database, read: boolean | undefined) {
  const patientId = sql.placeholder('patientId');
  const greeted = sql`(select exists (select 1 from ${conversations} where ${conversations.patientId} = ${patientId} and ${conversations.kind} = 'greeting') as greeted) as patient`;
  return db
    .select({
      greeted: sql<boolean>`patient.greeted`,
      conversation: conversations,
      category: conversationCategories,
      lastMessage: sql<
        string | null
      >`(select m.content from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
      sent: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.from_patient)`,
    })
    .from(greeted)
    .leftJoin(
      conversations,
      and(
        eq(conversations.patientId, patientId),
        read === undefined ? undefined : eq(conversations.readByPatient, read),
      ),
    )
    .leftJoin(conversationCategories, eq(conversationCategories.id, conversations.categoryId))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`conversations_page_${read === undefined ? 'all' : read ? 'read' : 'unread'}`);
}

export type PatientConversationPage = ReturnType<typeof preparePatientConversationPage>;

/** The three prepared lists: all, read, unread; each runs with `{ patientId, limit, offset }`. */
export function preparePatientConversationPages(db: Database) {
  return {
    all: preparePatientConversationPage(db, undefined),
    read: preparePatientConversationPage(db, true),
    unread: preparePatientConversationPage(db, false),
  };
}

export async function greetingOf(db: Database, patientId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.patientId, patientId), eq(conversations.kind, 'greeting')));
  return row;
}

/** Matrona's care assistant and its organization, if there is one. */
export async function matronaAssistant(db: Database): Promise<{ id: number; organizationId: number } | undefined> {
  const [row] = await db
    .select({ id: practitioners.id, organizationId: practitioners.organizationId })
    .from(practitioners)
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(and(eq(practitioners.userType, 'assistant'), eq(organizations.kind, 'matrona')))
    .limit(1);
  return row;
}

/** Adds the conversation; none when a unique index already holds one like it (her greeting). */
export async function insertConversationOnce(
  db: Database,
  conversation: NewConversationRow,
): Promise<ConversationRow | undefined> {
  const [row] = await db.insert(conversations).values(conversation).onConflictDoNothing().returning();
  return row;
}

export async function insertConversation(db: Database, conversation: NewConversationRow): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(conversation).returning();
  return row!;
}

/** The patient's own conversation; another's is not found. */
export async function conversationOfPatient(
  db: Database,
  patientId: number,
  id: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.patientId, patientId)));
  return row;
}

export async function updateConversation(
  db: Database,
  id: number,
  changes: Partial<Omit<ConversationRow, 'id'>>,
): Promise<void> {
  await db.update(conversations).set(changes).where(eq(conversations.id, id));
}

/** The conversation's notices to the patient, still unread, are read at `at`. */
export async function readConversationNotifications(
  db: Database,
  conversationId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.conversationId, conversationId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      ),
    );
}

/** A practitioner of the patient's care team, or one who wrote to her, with the organization. */
export async function practitionerKnownToPatient(db: Database, patientId: number, practitionerId: number) {
  const onTeam = db
    .select({ id: careTeamMembers.practitionerId })
    .from(careTeamMembers)
    .where(eq(careTeamMembers.patientId, patientId));
  const wrote = db
    .select({ id: messages.practitionerId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.patientId, patientId));
  const [row] = await db
    .select({ practitioner: practitioners, organization: organizations })
    .from(practitioners)
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(
      and(
        eq(practitioners.id, practitionerId),
        sql`(${practitioners.id} in ${onTeam} or ${practitioners.id} in ${wrote})`,
      ),
    );
  return row;
}
