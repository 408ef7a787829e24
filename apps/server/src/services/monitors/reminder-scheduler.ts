// Delivers due reminders: each becomes an in-app notification and, on the channels the patient keeps
// on, an e-mail and a text. A notification row per reminder and due time makes delivery happen once,
// however many servers tick and however often they restart.
import { and, eq } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/client.js';
import { monitors, notifications, reminders, users } from '../../db/schema.js';
import { hasGoldView } from '../gold.js';
import { languageOf, translate } from './language.js';
import { reminderText } from './notifications.js';
import { latestDue } from './zoned-time.js';

/** A reminder older than this when first seen (the server was down) is skipped, not sent late. */
const GRACE_MS = 6 * 60 * 60 * 1000;

type Due = {
  reminder: typeof reminders.$inferSelect;
  user: typeof users.$inferSelect;
  lastReadingAt: Date | null;
};

type Log = { error: (object: object, message: string) => void };

export class ReminderScheduler {
  constructor(
    private readonly db: Database,
    private readonly channels: { email: EmailSender; sms: SmsSender },
    private readonly log: Log,
  ) {}

  /** Looks for due reminders at `now` and delivers each once; answers how many were delivered. */
  async tick(now: Date): Promise<number> {
    const rows = await this.db
      .select({ reminder: reminders, user: users, lastReadingAt: monitors.lastReadingAt })
      .from(reminders)
      .innerJoin(users, eq(users.id, reminders.userId))
      .innerJoin(monitors, eq(monitors.id, reminders.monitorId))
      .where(and(eq(reminders.enabled, true)));
    let delivered = 0;
    for (const row of rows) {
      if (row.reminder.type === 'kick_count' && !hasGoldView(row.user, now)) continue;
      for (const [kind, dueAt] of this.dueMoments(row, now)) {
        if (await this.deliver(row, kind, dueAt)) delivered += 1;
      }
    }
    return delivered;
  }

  private dueMoments({ reminder, user, lastReadingAt }: Due, now: Date): ['reminder' | 'reminderRepeat', Date][] {
    const due = latestDue(reminder, user.timezone, now);
    if (!due) return [];
    const moments: ['reminder' | 'reminderRepeat', Date][] = [];
    const recent = (at: Date) => at.getTime() <= now.getTime() && now.getTime() - at.getTime() <= GRACE_MS;
    if (recent(due)) moments.push(['reminder', due]);
    // The repeat comes only when nothing was logged since the reminder fell due.
    const repeat = new Date(due.getTime() + reminder.minutes * 60_000);
    const loggedSince = lastReadingAt !== null && lastReadingAt.getTime() >= due.getTime();
    if (reminder.minutes > 0 && recent(repeat) && !loggedSince) moments.push(['reminderRepeat', repeat]);
    return moments;
  }

  private async deliver({ reminder, user }: Due, kind: 'reminder' | 'reminderRepeat', dueAt: Date): Promise<boolean> {
    const [created] = await this.db
      .insert(notifications)
      .values({ userId: user.id, kind, reminderId: reminder.id, reminderType: reminder.type, monitorId: reminder.monitorId, dueAt })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!created) return false;
    const language = languageOf(user);
    const text = reminderText(kind, reminder.type, language);
    const on = (channel: 'email' | 'sms') => user.notificationSettings[channel] !== 0;
    // A channel that fails must not stop the others, nor the in-app notification already stored.
    const sends = [
      on('email') &&
        this.channels.email.send({ to: user.email, subject: translate(language, 'notices.reminderSubject'), text }),
      on('sms') && this.channels.sms.send({ to: user.phone, body: `Matrona: ${text}` }),
    ].filter((send): send is Promise<void> => send !== false);
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') this.log.error({ err: result.reason, reminder: reminder.id }, 'reminder channel failed');
    }
    return true;
  }
}
