// In-app notifications (designed beyond the spec): where due reminders and the care team's replies
// arrive, in the patient's language.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { NotFoundError } from '../errors.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { languageOf, translate, type Language } from '../language.js';

type NotificationRow = typeof notifications.$inferSelect;
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
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.dueAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
    const result = toPage(rows, page);
    return { ...result, data: result.data.map((row) => this.toNotification(row, languageOf(user))) };
  }

  async unreadCount(user: UserRow) {
    const [row] = await this.db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
    return { count: row?.count ?? 0 };
  }

  async markRead(user: UserRow, id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
    if (!row) throw new NotFoundError();
    if (!row.readAt) await this.db.update(notifications).set({ readAt: this.now() }).where(eq(notifications.id, id));
  }
}
