// SQL of the care team's inbox: the questions to the practitioner's organization in a queue, the
// queues' counts in one pass (conversations_inbox_idx: organization, then waiting_since), one
// question of the organization, and the practitioner behind a provider account.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { careTeamMembers, conversations, notifications, organizations, practitioners, users } from '../schema.js';

/** A queue of the inbox (openapi/staff.yaml, InboxQueue). */
export type InboxQueue = 'unanswered' | 'waiting_longest' | 'mine';
type ConversationRow = typeof conversations.$inferSelect;
type PractitionerRow = typeof practitioners.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

/** Whose inbox: the practitioner's organization, and the practitioner for "mine". */
export type InboxOf = { organizationId: number; practitionerId: number };

/** The practitioner of a user account, with the organization. */
export async function practitionerOfUser(
  db: Database,
  userId: number,
): Promise<{ practitioner: PractitionerRow; organization: OrganizationRow } | undefined> {
  const [row] = await db
    .select({ practitioner: practitioners, organization: organizations })
    .from(practitioners)
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(eq(practitioners.userId, userId));
  return row;
}

/** The patient has this practitioner on her care team. */
function onTeamOf(practitionerId: number): SQL {
  return sql`exists (select 1 from ${careTeamMembers} where ${careTeamMembers.patientId} = ${conversations.patientId} and ${careTeamMembers.practitionerId} = ${practitionerId})`;
}

/**
 * The organization's questions in a queue; all of them without one. "Mine" counts only those still
 * waiting; "waiting longest" those waiting since `longWaitStart` or before.
 */
function queueFilter(inbox: InboxOf, queue: InboxQueue | undefined, longWaitStart: Date): SQL[] {
  const base = [eq(conversations.organizationId, inbox.organizationId), eq(conversations.kind, 'question')];
  if (!queue) return base;
  const waiting = [sql`${conversations.waitingSince} is not null`, sql`${conversations.handledAt} is null`];
  if (queue === 'unanswered') return [...base, ...waiting];
  if (queue === 'waiting_longest')
    return [...base, ...waiting, sql`${conversations.waitingSince} <= ${longWaitStart.toISOString()}::timestamptz`];
  return [...base, ...waiting, onTeamOf(inbox.practitionerId)];
}

/** A page of a queue: waiting questions first (oldest wait on top), then the rest by latest message. */
export function inboxPage(
  db: Database,
  inbox: InboxOf,
  queue: InboxQueue | undefined,
  longWaitStart: Date,
  limit: number,
  offset: number,
) {
  const waiting = sql`(${conversations.waitingSince} is not null and ${conversations.handledAt} is null)`;
  return db
    .select({
      conversation: conversations,
      patient: { id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status },
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.patientId))
    .where(and(...queueFilter(inbox, queue, longWaitStart)))
    .orderBy(
      sql`case when ${waiting} then ${conversations.waitingSince} end asc nulls last`,
      sql`${conversations.lastMessageAt} desc nulls last`,
      asc(conversations.id),
    )
    .limit(limit)
    .offset(offset);
}

/** How many questions each queue holds. */
export async function inboxCounts(
  db: Database,
  inbox: InboxOf,
  longWaitStart: Date,
): Promise<{ unanswered: number; waitingLongest: number; mine: number } | undefined> {
  const [row] = await db
    .select({
      unanswered: sql<number>`count(*)::int`,
      waitingLongest: sql<number>`(count(*) filter (where ${conversations.waitingSince} <= ${longWaitStart.toISOString()}::timestamptz))::int`,
      mine: sql<number>`(count(*) filter (where ${onTeamOf(inbox.practitionerId)}))::int`,
    })
    .from(conversations)
    .where(and(...queueFilter(inbox, 'unanswered', longWaitStart)));
  return row;
}

/** A question to the organization; another organization's is not found. */
export async function questionOfOrganization(
  db: Database,
  organizationId: number,
  id: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.organizationId, organizationId),
        eq(conversations.kind, 'question'),
      ),
    );
  return row;
}

/** The bell's notice of a care team's reply in the conversation. */
export async function insertReplyNotification(
  db: Database,
  userId: number,
  conversationId: number,
  dueAt: Date,
): Promise<void> {
  await db.insert(notifications).values({ userId, kind: 'careTeamReply', conversationId, dueAt });
}
