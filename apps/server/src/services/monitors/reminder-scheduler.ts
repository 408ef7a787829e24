// Delivers due reminders through the job queue (services/jobs.ts): a recurring `reminders.scan`
// job finds the due moments and queues one `reminders.deliver` job per reminder and due time, keyed
// so it is queued once. Each delivery becomes an in-app notification and, on the channels the
// patient keeps on, an e-mail and a text, and a push to her phones. A notification row per reminder and due time makes
// delivery happen once, however many servers run and however often they restart; a reminder that
// cannot be computed (a stored time zone no runtime can read) is logged and skipped alone.
import type { EmailSender } from '../../adapters/email.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/client.js';
import { insertReminderNotification } from '../../db/queries/notifications.js';
import { enabledReminder, enabledReminders, type ReminderOfPatient } from '../../db/queries/reminders.js';
import type { JobQueue } from '../jobs.js';
import type { PushNotices } from '../push/notices.js';
import { languageOf, translate } from '../language.js';
import { hasOngoingPregnancy } from '../family/pregnancies.js';
import { kickCountingOpen } from './monitors.js';
import { reminderText } from './notifications.js';
import { latestDue } from './zoned-time.js';

/** A reminder older than this when first seen (the server was down) is skipped, not sent late. */
const GRACE_MS = 6 * 60 * 60 * 1000;

export const SCAN_JOB = 'reminders.scan';
export const DELIVER_JOB = 'reminders.deliver';

type Due = ReminderOfPatient & { lastReadingAt: Date | null };

type Kind = 'reminder' | 'reminderRepeat';

type Log = { error: (object: object, message: string) => void };

export class ReminderScheduler {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly channels: { email: EmailSender; sms: SmsSender; push: PushNotices },
    private readonly log: Log,
  ) {
    queue.handle(SCAN_JOB, (_payload, { now }) => this.scan(now).then(() => undefined));
    queue.handle(DELIVER_JOB, async (payload) => {
      await this.deliver(Number(payload.reminderId), payload.kind as Kind, new Date(String(payload.dueAt)));
    });
  }

  /** Queues a delivery for each reminder due at `now`; answers how many were queued. */
  async scan(now: Date): Promise<number> {
    const rows = await enabledReminders(this.db);
    let queued = 0;
    for (const row of rows) {
      // Kick counts: Gold's, and never once no pregnancy is going on (a loss silences them).
      if (row.reminder.type === 'kick_count' && !(await kickCountingOpen(this.db, row.user, now))) continue;
      let moments: [Kind, Date][];
      try {
        moments = this.dueMoments(row, now);
      } catch (error) {
        // One unreadable reminder must not keep everyone else's from arriving.
        this.log.error(
          { reminder: row.reminder.id, error: error instanceof Error ? error.message : String(error) },
          'reminder skipped: its due time cannot be computed',
        );
        continue;
      }
      for (const [kind, dueAt] of moments) {
        const key = `${DELIVER_JOB}:${row.reminder.id}:${kind}:${dueAt.toISOString()}`;
        if (
          await this.queue.enqueue(
            DELIVER_JOB,
            { reminderId: row.reminder.id, kind, dueAt: dueAt.toISOString() },
            { key, runAt: now },
          )
        )
          queued += 1;
      }
    }
    return queued;
  }

  /** Scans at `now` and runs the deliveries due: what one tick of the old timer did, for tests. */
  async tick(now: Date): Promise<number> {
    await this.scan(now);
    return (await this.queue.runDue(now, { kinds: [DELIVER_JOB] })).succeeded;
  }

  private dueMoments({ reminder, user, lastReadingAt }: Due, now: Date): [Kind, Date][] {
    const due = latestDue(reminder, user.timezone, now);
    if (!due) return [];
    const moments: [Kind, Date][] = [];
    const recent = (at: Date) => at.getTime() <= now.getTime() && now.getTime() - at.getTime() <= GRACE_MS;
    if (recent(due)) moments.push(['reminder', due]);
    // The repeat comes only when nothing was logged since the reminder fell due.
    const repeat = new Date(due.getTime() + reminder.minutes * 60_000);
    const loggedSince = lastReadingAt !== null && lastReadingAt.getTime() >= due.getTime();
    if (reminder.minutes > 0 && recent(repeat) && !loggedSince) moments.push(['reminderRepeat', repeat]);
    return moments;
  }

  /** Delivers one due moment of a reminder, unless it was switched off or delivered already. */
  private async deliver(reminderId: number, kind: Kind, dueAt: Date): Promise<boolean> {
    const row = await enabledReminder(this.db, reminderId);
    if (!row) return false;
    const { reminder, user } = row;
    // A loss reported after the scan queued this delivery still silences it.
    if (reminder.type === 'kick_count' && !(await hasOngoingPregnancy(this.db, user.id))) return false;
    const created = await insertReminderNotification(this.db, {
      userId: user.id,
      kind,
      reminderId: reminder.id,
      reminderType: reminder.type,
      monitorId: reminder.monitorId,
      dueAt,
    });
    if (!created) return false;
    const language = languageOf(user);
    const text = reminderText(kind, reminder.type, language);
    const on = (channel: 'email' | 'sms') => user.notificationSettings[channel] !== 0;
    // A channel that fails must not stop the others, nor the in-app notification already stored.
    const sends = [
      on('email') &&
        this.channels.email.send({ to: user.email, subject: translate(language, 'notices.reminderSubject'), text }),
      on('sms') && this.channels.sms.send({ to: user.phone, body: `Matrona: ${text}` }),
      // A tap opens the notification list, where the reminder is.
      this.channels.push.send([user], (language) => ({
        body: reminderText(kind, reminder.type, language),
        path: '/notifications',
      })),
    ].filter((send): send is Promise<void> => send !== false);
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected')
        this.log.error({ err: result.reason, reminder: reminder.id }, 'reminder channel failed');
    }
    return true;
  }
}
