// Kick counting (spec 7, Monitors; clinical.md): a count in progress is kept by the server so it
// survives a reload, counts kicks one by one, and is saved as a reading or discarded. Gold only.
import {
  kickCountDuration,
  kickCountDurationSeconds,
  validateKickCountReading,
  type KickCountDuration,
} from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  deleteKickCount,
  kickCountOfPatient,
  namesOfPeople,
  runningKickCount,
  savedKickCounts,
  startKickCount,
  updateKickCount,
  type KickCountRow as ReadingRow,
} from '../../db/queries/kick-counts.js';
import { NotFoundError, invalidFields } from '../errors.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import type { Monitors } from './monitors.js';
import { localDateTime } from './zoned-time.js';

export type KickCountInput = {
  total_kicks: number;
  duration: KickCountDuration;
  date: string;
  time: string;
  notes?: string | null;
};

export function toKickSession(row: ReadingRow) {
  return { id: row.id, monitor_id: row.monitorId, started_at: row.startedAt!.toISOString(), kicks: row.totalKicks };
}

export class KickCounts {
  constructor(
    private readonly db: Database,
    private readonly monitors: Monitors,
    private readonly now: () => Date,
  ) {}

  private async toReadings(rows: ReadingRow[]) {
    const ids = [...new Set(rows.map((r) => r.addedBy))];
    const people = ids.length ? await namesOfPeople(this.db, ids) : [];
    const names = new Map(people.map((person) => [person.id, `${person.first} ${person.last}`]));
    return rows.map((row) => ({
      id: row.id,
      monitor_id: row.monitorId,
      total_kicks: row.totalKicks,
      duration: kickCountDuration(row.durationSeconds),
      date: row.date,
      time: row.time,
      notes: row.notes,
      added_by: { id: row.addedBy, name: names.get(row.addedBy) ?? '' },
    }));
  }

  /** The patient's count of that id (running or saved); anyone else's is not found. */
  private async owned(user: UserRow, id: number): Promise<ReadingRow> {
    const found = await kickCountOfPatient(this.db, user.id, id);
    if (!found || found.monitor.type !== 'kick_counter') throw new NotFoundError();
    await this.monitors.mayUse(user, found.monitor);
    return found.reading;
  }

  private async running(user: UserRow, id: number): Promise<ReadingRow> {
    const row = await this.owned(user, id);
    // A saved count is no longer a running session: its id names no timer.
    if (!row.running) throw new NotFoundError();
    return row;
  }

  /**
   * A page of the saved counts of the patient's kick counter, newest first. The owner check is part
   * of the query; only an empty page asks apart whether the counter is the patient's (404 if not).
   */
  async page(user: UserRow, monitorId: number, page: number) {
    const { limit, offset } = pageWindow(page);
    const rows = await savedKickCounts(this.db, user.id, monitorId, limit, offset);
    if (rows.length === 0) await this.monitors.owned(user, monitorId, 'kick_counter');
    else await this.monitors.mayUse(user, { type: 'kick_counter' });
    const result = toPage(rows, page);
    return { ...result, data: await this.toReadings(result.data.map(({ reading }) => reading)) };
  }

  /** Starts the timer, or answers the one already running for this baby (after a reload, say). */
  async start(user: UserRow, monitorId: number) {
    const monitor = await this.monitors.owned(user, monitorId, 'kick_counter');
    const startedAt = this.now();
    const { date, time } = localDateTime(user.timezone, startedAt);
    await startKickCount(this.db, { monitorId: monitor.id, startedAt, date, time, addedBy: user.id });
    const row = await runningKickCount(this.db, monitor.id);
    return toKickSession(row!);
  }

  async kick(user: UserRow, id: number, change: 1 | -1) {
    const row = await this.running(user, id);
    const updated = await updateKickCount(this.db, row.id, { totalKicks: Math.max(0, row.totalKicks + change) });
    return toKickSession(updated!);
  }

  /** Saves a running count (ending the timer) or changes a saved one. */
  async save(user: UserRow, id: number, input: KickCountInput) {
    const row = await this.owned(user, id);
    const errors: Record<string, string> = {};
    for (const [field, id] of Object.entries(
      validateKickCountReading({ kicks: input.total_kicks, ...input.duration }),
    )) {
      errors[field === 'kicks' ? 'total_kicks' : `duration.${field}`] = id;
    }
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const saved = await this.db.transaction(async () => {
      const updated = await updateKickCount(this.db, row.id, {
        running: false,
        totalKicks: input.total_kicks,
        durationSeconds: kickCountDurationSeconds(input.duration),
        date: input.date,
        time: input.time,
        notes: input.notes?.trim() || null,
      });
      await this.monitors.touch(row.monitorId, this.now());
      return updated;
    });
    const [reading] = await this.toReadings([saved!]);
    return reading!;
  }

  /** Removes a saved count, or discards the running timer. */
  async remove(user: UserRow, id: number): Promise<void> {
    const row = await this.owned(user, id);
    await deleteKickCount(this.db, row.id);
  }
}
