// The care team's side of conversations (the console): the inbox of the practitioner's own
// organization, unanswered first and the longest wait on top, a thread with the patient's name
// and stage, replies and "handled". Another organization's conversation is 404, as if absent.
// Each look into a patient's conversation (a thread, its messages, an attachment) and each change
// (a reply, "handled") goes to the audit trail, for the patient to see. The inbox list shows each
// patient's last message and is polled all day: it is recorded once an hour per patient and reader.
import type { Database } from '../../db/client.js';
import type { AuditActor, AuditTrail, RecordAccess } from '../audit.js';
import { updateConversation } from '../../db/queries/conversations.js';
import {
  inboxCounts,
  inboxPage,
  insertReplyNotification,
  practitionerOfUser,
  questionOfOrganization,
  type InboxOf,
  type InboxQueue,
} from '../../db/queries/inbox.js';
import { latestMessagesOfInbox } from '../../db/queries/messages.js';
import { patientSummaryOf, userById } from '../../db/queries/users.js';
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

export type { InboxQueue };

/** Unanswered this long, a question is in "waiting longest": half a support day (9 to 5) without an answer. */
export const LONG_WAIT_SECONDS = 4 * 60 * 60;

const inboxOf = (staff: Staff): InboxOf => ({
  organizationId: staff.organization.id,
  practitionerId: staff.practitioner.id,
});

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
    const row = await practitionerOfUser(this.db, user.id);
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
    const rows = await inboxPage(this.db, inboxOf(staff), queue, this.longWaitStart(), limit, offset);
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
    const row = await inboxCounts(this.db, inboxOf(staff), this.longWaitStart());
    return { unanswered: row?.unanswered ?? 0, waiting_longest: row?.waitingLongest ?? 0, mine: row?.mine ?? 0 };
  }

  async owned(staff: Staff, id: number): Promise<ConversationRow> {
    const row = await questionOfOrganization(this.db, staff.organization.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async get(staff: Staff, id: number) {
    const conversation = await this.owned(staff, id);
    const patient = await patientSummaryOf(this.db, conversation.patientId);
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
        await updateConversation(tx, conversation.id, { lastMessageAt: at, waitingSince: null, readByPatient: false });
        // In the app too: the notice by e-mail or text may be off, and the bell is where she looks.
        await insertReplyNotification(tx, conversation.patientId, conversation.id, at);
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
    const patient = await userById(this.db, conversation.patientId);
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
      await updateConversation(tx, conversation.id, { handledAt: this.now() });
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
    const rows = await latestMessagesOfInbox(this.db, ids);
    return new Map(rows.map((r) => [r.conversationId, r.content]));
  }

  /** Unanswered since this moment or before, a question waits longest. */
  private longWaitStart(): Date {
    return new Date(this.now().getTime() - LONG_WAIT_SECONDS * 1000);
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
