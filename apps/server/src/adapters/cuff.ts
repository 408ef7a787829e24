// The blood pressure cuff port (POST /patient/monitors/pressure/sync). The embedded adapter reads
// the readings a paired cuff's bridge app leaves in a folder, one JSON line per reading in
// DATA_DIR/devices/pylo/<user uuid>.jsonl: a patient is paired when that file exists. A cloud adapter
// for the cuff maker's service plugs in behind the same two methods.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type CuffReading = { id: string; systolic: number; diastolic: number; pulse: number | null; measuredAt: Date };

export interface CuffReadings {
  isPaired(userUuid: string): Promise<boolean>;
  /** Readings taken after `since` (all when null), oldest first. */
  readingsSince(userUuid: string, since: Date | null): Promise<CuffReading[]>;
}

type Line = { id?: unknown; systolic?: unknown; diastolic?: unknown; pulse?: unknown; measured_at?: unknown };

function parseLine(text: string): CuffReading | null {
  let line: Line;
  try {
    line = JSON.parse(text) as Line;
  } catch {
    return null;
  }
  const measuredAt = new Date(String(line.measured_at));
  const numbers = [line.systolic, line.diastolic].every((n) => typeof n === 'number');
  if (typeof line.id !== 'string' || !numbers || Number.isNaN(measuredAt.getTime())) return null;
  return {
    id: line.id,
    systolic: line.systolic as number,
    diastolic: line.diastolic as number,
    pulse: typeof line.pulse === 'number' ? line.pulse : null,
    measuredAt,
  };
}

export class FolderCuff implements CuffReadings {
  constructor(private readonly folder: string) {}

  private file(userUuid: string) {
    // The uuid comes from our own database, but a path is built from it: keep it to uuid characters.
    if (!/^[0-9a-f-]+$/i.test(userUuid)) throw new Error('Not a user uuid');
    return join(this.folder, `${userUuid}.jsonl`);
  }

  private async lines(userUuid: string): Promise<string[] | null> {
    try {
      return (await readFile(this.file(userUuid), 'utf8')).split('\n').filter((l) => l.trim());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async isPaired(userUuid: string): Promise<boolean> {
    return (await this.lines(userUuid)) !== null;
  }

  async readingsSince(userUuid: string, since: Date | null): Promise<CuffReading[]> {
    const readings = ((await this.lines(userUuid)) ?? []).flatMap((l) => parseLine(l) ?? []);
    return readings
      .filter((r) => !since || r.measuredAt.getTime() > since.getTime())
      .sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());
  }
}
