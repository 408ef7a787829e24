// Importing a paired cuff's readings into the blood pressure monitor, marked as the device's.
import type { CuffReadings } from '../../adapters/cuff.js';
import { ConflictError } from '../errors.js';
import type { UserRow } from '../sessions.js';
import type { BloodPressure } from './blood-pressure.js';

export class CuffSync {
  constructor(
    private readonly cuff: CuffReadings,
    private readonly bloodPressure: BloodPressure,
  ) {}

  async sync(user: UserRow, since: Date | null) {
    if (!(await this.cuff.isPaired(user.uuid))) {
      throw new ConflictError('errors.noDevice', 'No blood pressure cuff is paired');
    }
    const readings = await this.cuff.readingsSince(user.uuid, since);
    return this.bloodPressure.importDeviceReadings(
      user,
      readings.map((r) => ({
        deviceReadingId: r.id,
        systolic: r.systolic,
        diastolic: r.diastolic,
        pulse: r.pulse,
        measuredAt: r.measuredAt,
      })),
    );
  }
}
