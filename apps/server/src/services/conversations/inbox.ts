// The care team's side of conversations (the console): the inbox of the practitioner's own
// organization, unanswered first and the longest wait on top, a thread with the patient's name
// and stage, replies and "handled". Another organization's conversation is 404, as if absent.
// Each look into a patient's conversation (a thread, its messages, an attachment) and each change
// (a reply, "handled") goes to the audit trail, for the patient to see. The inbox list shows each
// patient's last message and is polled all day: it is recorded once an hour per patient and reader.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AuditActor, AuditTrail, RecordAccess } from '../audit.js';
import {
  careTeamMembers,
  conversations,
  messages,
  notifications,
  organizations,
  practitioners,
  users,
} from '../../db/schema.js';
import { NotFoundError } from '../errors.js';
import type { Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { practitionerName, type ConversationRow, type OrganizationRow, type PractitionerRow } from './present.js';
import type { ReplyNotices } from './reply-notice.js';
import type { MessageInput, Threads } from './threads.js';

/** A practitioner at work, and from which client address (for the audit trail). */
export type Staff = {
  user: UserRow;
  practitioner: PractitionerRow;
  organization: OrganizationRow;
  address: string | null;
};

const languageOfStaff = (staff: Staff): Language => (staff.user.prefs.language === 'es' ? 'es' : 'en');
/** The practitioner as the patient sees them in "Who has seen my record". */
export const auditActorOf = (staff: Staff): AuditActor => ({
  id: staff.user.id,
  role: 'care_team',
  name: practitionerName(staff.practitioner, languageOfStaff(staff)),
  organization: staff.organization.name,
});

/** A queue of the inbox (openapi/staff.yaml, InboxQueue). */
export type InboxQueue = 'unanswered' | 'waiting_longest' | 'mine';

/** Unanswered this long, a question is in "waiting longest": half a support day (9 to 5) without an answer. */
export const LONG_WAIT_SECONDS = 4 * 60 * 60;

const languageOfPatient = (patient: UserRow): Language => (patient.prefs.language === 'es' ? 'es' : 'en');

export class CareTeamInbox {
  constructor(
    private readonly db: Database,
    private readonly threads: Threads,
    private readonly notices: ReplyNotices,
    private readonly audit: AuditTrail,
    private readonly now: () => Date,
  ) {}

  /** The practitioner behind a provider account; an account without one has no console. */
  async staffOf(user: UserRow, address: string | null): Promise<Staff | null> {
    if (user.role !== 'provider') return null;
    const [row] = await this.db
      .select({ practitioner: practitioners, organization: organizations })
      .from(practitioners)
      .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
      .where(eq(practitioners.userId, user.id));
    return row ? { user, ...row, address } : null;
  }

  me(staff: Staff) {
    const { practitioner, organization, user } = staff;
    return {
      id: practitioner.id,
      first_name: practitioner.firstName,
      last_name: practitioner.lastName,
      email: user.email,
      user_type: practitioner.userType,
      degrees: practitioner.degrees,
      organization: { id: organization.id, name: organization.name },
    };
  }

  /** Questions to the organization, or one queue of them: waiting ones first (oldest wait on top), then the rest by latest message. */
  async page(staff: Staff, page: number, queue?: InboxQueue) {
    const { limit, offset } = pageWindow(page);
    const waiting = sql`(${conversations.waitingSince} is not null and ${conversations.handledAt} is null)`;
    const rows = await this.db
      .select({
        conversation: conversations,
        patient: { id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status },
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.patientId))
      .where(and(...this.queueFilter(staff, queue)))
      .orderBy(
        sql`case when ${waiting} then ${conversations.waitingSince} end asc nulls last`,
        sql`${conversations.lastMessageAt} desc nulls last`,
        asc(conversations.id),
      )
      .limit(limit)
      .offset(offset);
    const result = toPage(rows, page);
    const latest = await this.latestMessages(result.data.map((r) => r.conversation.id));
    // Each question shows the patient's last message: her record shows who saw the inbox (once an hour per patient: it is polled).
    await this.audit.recordListed(
      auditActorOf(staff),
      'inbox',
      result.data.map((row) => row.patient.id),
      staff.address,
    );
    return {
      ...result,
      data: result.data.map((row) =>
        this.toItem(row.conversation, row.patient, latest.get(row.conversation.id) ?? null),
      ),
    };
  }

  /**
   * How many questions each queue holds, counted in one SQL pass over the organization's waiting
   * questions (conversations_inbox_idx: organization, then waiting_since), not in the browser.
   */
  async counts(staff: Staff) {
    const longWaitStart = new Date(this.now().getTime() - LONG_WAIT_SECONDS * 1000);
    const [row] = await this.db
      .select({
        unanswered: sql<number>`count(*)::int`,
        waitingLongest: sql<number>`(count(*) filter (where ${conversations.waitingSince} <= ${longWaitStart.toISOString()}::timestamptz))::int`,
        mine: sql<number>`(count(*) filter (where ${this.onMyTeam(staff)}))::int`,
      })
      .from(conversations)
      .where(and(...this.queueFilter(staff, 'unanswered')));
    return { unanswered: row?.unanswered ?? 0, waiting_longest: row?.waitingLongest ?? 0, mine: row?.mine ?? 0 };
  }

  /** The organization's questions in a queue; all of them without one. "Mine" counts only those still waiting. */
  private queueFilter(staff: Staff, queue: InboxQueue | undefined): SQL[] {
    const base = [eq(conversations.organizationId, staff.organization.id), eq(conversations.kind, 'question')];
    if (!queue) return base;
    const waiting = [sql`${conversations.waitingSince} is not null`, sql`${conversations.handledAt} is null`];
    if (queue === 'unanswered') return [...base, ...waiting];
    if (queue === 'waiting_longest') {
      const longWaitStart = new Date(this.now().getTime() - LONG_WAIT_SECONDS * 1000);
      return [...base, ...waiting, sql`${conversations.waitingSince} <= ${longWaitStart.toISOString()}::timestamptz`];
    }
    return [...base, ...waiting, this.onMyTeam(staff)];
  }

  /** The patient has this practitioner on her care team. */
  private onMyTeam(staff: Staff): SQL {
    return sql`exists (select 1 from ${careTeamMembers} where ${careTeamMembers.patientId} = ${conversations.patientId} and ${careTeamMembers.practitionerId} = ${staff.practitioner.id})`;
  }

  async owned(staff: Staff, id: number): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.id, id),
          eq(conversations.organizationId, staff.organization.id),
          eq(conversations.kind, 'question'),
        ),
      );
    if (!row) throw new NotFoundError();
    return row;
  }

  async get(staff: Staff, id: number) {
    const conversation = await this.owned(staff, id);
    const [patient] = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status })
      .from(users)
      .where(eq(users.id, conversation.patientId));
    const latest = await this.latestMessages([conversation.id]);
    await this.record(staff, conversation.patientId, {
      action: 'read',
      resource: 'conversation',
      resourceId: conversation.id,
    });
    return this.toItem(conversation, patient!, latest.get(conversation.id) ?? null);
  }

  async messages(staff: Staff, id: number, page: number) {
    const conversation = await this.owned(staff, id);
    const result = await this.threads.page(conversation, page, languageOfStaff(staff), 'team');
    await this.record(staff, conversation.patientId, {
      action: 'read',
      resource: 'messages',
      resourceId: conversation.id,
    });
    return result;
  }

  /** Answers the patient: the wait ends, the patient's side turns unread, and the patient is told (in the app and on her channels). */
  async reply(staff: Staff, id: number, read: () => Promise<MessageInput>) {
    const conversation = await this.owned(staff, id);
    const input = await read();
    const stored = await this.threads.storeFiles(conversation, input);
    const at = this.now();
    let written;
    try {
      written = await this.db.transaction(async (tx) => {
        const result = await this.threads.insertMessage(
          tx,
          conversation,
          input,
          stored.keys,
          { practitionerId: staff.practitioner.id },
          at,
        );
        await tx
          .update(conversations)
          .set({ lastMessageAt: at, waitingSince: null, readByPatient: false })
          .where(eq(conversations.id, conversation.id));
        // In the app too: the notice by e-mail or text may be off, and the bell is where she looks.
        await tx.insert(notifications).values({
          userId: conversation.patientId,
          kind: 'careTeamReply',
          conversationId: conversation.id,
          dueAt: at,
        });
        await this.record(
          staff,
          conversation.patientId,
          { action: 'change', resource: 'messages', resourceId: conversation.id },
          tx,
        );
        return result;
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
    const [patient] = await this.db.select().from(users).where(eq(users.id, conversation.patientId));
    await this.notices.send(
      patient!,
      conversation.id,
      practitionerName(staff.practitioner, languageOfPatient(patient!)),
    );
    return this.threads.toMessage(written.message, written.attachments, languageOfStaff(staff), 'team', {
      patient: { id: patient!.id, name: `${patient!.firstName} ${patient!.lastName}` },
      practitioner: staff.practitioner,
      organization: staff.organization,
    });
  }

  /** Handled: off the waiting list until the patient writes again. */
  async markHandled(staff: Staff, id: number) {
    const conversation = await this.owned(staff, id);
    await this.db.transaction(async (tx) => {
      await tx.update(conversations).set({ handledAt: this.now() }).where(eq(conversations.id, conversation.id));
      await this.record(
        staff,
        conversation.patientId,
        { action: 'change', resource: 'conversation', resourceId: conversation.id },
        tx,
      );
    });
  }

  async attachmentUrl(staff: Staff, attachmentId: number, download: boolean) {
    const found = await this.threads.attachment(attachmentId);
    if (!found || found.conversation.organizationId !== staff.organization.id || found.conversation.kind !== 'question')
      throw new NotFoundError();
    const link = await this.threads.link(found.attachment, download);
    await this.record(staff, found.conversation.patientId, {
      action: 'read',
      resource: 'attachment',
      resourceId: found.attachment.id,
    });
    return link;
  }

  /** One access to a patient's record by this practitioner, recorded before the answer leaves. */
  private record(staff: Staff, patientId: number, access: Omit<RecordAccess, 'patientId' | 'address'>, db?: Database) {
    return this.audit.record(auditActorOf(staff), { ...access, patientId, address: staff.address }, db);
  }

  private async latestMessages(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        content: messages.content,
      })
      .from(messages)
      .where(sql`${messages.conversationId} in ${ids}`)
      .orderBy(messages.conversationId, sql`${messages.createdAt} desc`, sql`${messages.id} desc`);
    return new Map(rows.map((r) => [r.conversationId, r.content]));
  }

  private toItem(
    conversation: ConversationRow,
    patient: { id: number; firstName: string; lastName: string; status: UserRow['status'] },
    lastMessage: string | null,
  ) {
    const waiting = conversation.waitingSince !== null && conversation.handledAt === null;
    return {
      id: conversation.id,
      name: conversation.name,
      patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}`, stage: patient.status },
      last_message: lastMessage,
      last_message_date: conversation.lastMessageAt?.toISOString() ?? null,
      waiting_since: waiting ? conversation.waitingSince!.toISOString() : null,
      waiting_seconds: waiting
        ? Math.max(0, Math.floor((this.now().getTime() - conversation.waitingSince!.getTime()) / 1000))
        : null,
      handled: conversation.handledAt !== null,
    };
  }
}
