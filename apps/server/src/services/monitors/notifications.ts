// In-app notifications (designed beyond the spec): where due reminders and the care team's replies
// arrive, in the patient's language.
import type { Database } from '../../db/client.js';
import {
  markNotificationRead,
  notificationOfPatient,
  notificationsOfPatient,
  unreadNotificationCount,
  type NotificationRow,
} from '../../db/queries/notifications.js';
import { NotFoundError } from '../errors.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { languageOf, translate, type Language } from '../language.js';

type ReminderType = NonNullable<NotificationRow['reminderType']>;

const reminderKey = { blood_pressure: 'bloodPressure', kick_count: 'kickCount', baby_weight: 'babyWeight' } as const;

/** What a reminder notification says, in the patient's language. */
export function reminderText(kind: 'reminder' | 'reminderRepeat', type: ReminderType, language: Language): string {
  return translate(language, `notices.${kind}.${reminderKey[type]}`);
}

function noticeText(row: NotificationRow, language: Language): string {
  if (row.kind === 'careTeamReply') return translate(language, 'notices.careTeamReply');
  return row.reminderType ? reminderText(row.kind, row.reminderType, language) : '';
}

export class Notifications {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private toNotification(row: NotificationRow, language: Language) {
    return {
      id: row.id,
      kind: row.kind,
      text: noticeText(row, language),
      reminder_type: row.reminderType,
      monitor_id: row.monitorId,
      conversation_id: row.conversationId,
      due_at: row.dueAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    };
  }

  async page(user: UserRow, page: number) {
    const { limit, offset } = pageWindow(page);
    const rows = await notificationsOfPatient(this.db, user.id, limit, offset);
    const result = toPage(rows, page);
    return { ...result, data: result.data.map((row) => this.toNotification(row, languageOf(user))) };
  }

  async unreadCount(user: UserRow) {
    return { count: await unreadNotificationCount(this.db, user.id) };
  }

  async markRead(user: UserRow, id: number): Promise<void> {
    const row = await notificationOfPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    if (!row.readAt) await markNotificationRead(this.db, id, this.now());
  }
}
