// Every use case that writes more than one row is all-or-nothing: the database refuses the second
// write (a trigger, standing for an outage or a constraint), and the first is found undone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, isoDateInTimeZone } from '@mat/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bloodPressureReadings,
  documents,
  kickCountReadings,
  medicalProfiles,
  monitors,
  passwordResets,
  phoneCodes,
  pregnancies,
  sessions,
  users,
  weightReadings,
} from '../src/db/schema.js';
import { hashToken } from '../src/services/secrets.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { whileRefusing } from './refused-writes.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const today = () => isoDateInTimeZone(ctx.clock.now.getTime(), 'UTC');
const db = () => ctx.db.db;

/** A call the database fails half-way: the server answers 500 in the contract's shape. */
async function failingCall(method: 'POST' | 'PUT' | 'DELETE', url: string, patient: Patient | null, body?: object) {
  const response = await ctx.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: patient ? { authorization: `Bearer ${patient.token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  expect(response.statusCode, response.body).toBe(500);
  expect(response.json()).toMatchObject({ code: 'errors.generic' });
}

const medicalCount = async (patient: Patient) =>
  (await db().select().from(medicalProfiles).where(eq(medicalProfiles.userId, patient.id)))[0]
    ?.pregnanciesExperienced ?? 0;

describe(`atomic use cases on ${databaseKind}`, () => {
  let ana: Patient;

  beforeAll(async () => {
    ana = await createPatient(ctx);
  });

  it('creates no pregnancy when the medical history cannot count it', async () => {
    const patient = await createPatient(ctx);
    await whileRefusing(ctx, medicalProfiles, 'INSERT', () =>
      failingCall('POST', '/patient/pregnancies', patient, { due_date: addDays(today(), 100) }),
    );
    expect((await call('GET', '/patient/pregnancies', patient)).body).toEqual([]);
  });

  it('onboarding keeps no pregnancy when the answers cannot be saved', async () => {
    const patient = await createPatient(ctx);
    await whileRefusing(ctx, users, 'UPDATE', () =>
      failingCall('POST', '/patient/profile/onboarding', patient, {
        status: 'expecting',
        version: 2,
        due_date: addDays(today(), 90),
        call_you: 'Mamá',
      }),
    );
    expect(await db().select().from(pregnancies).where(eq(pregnancies.userId, patient.id))).toEqual([]);
    expect(await medicalCount(patient)).toBe(0);
  });

  it('links no child when the pregnancy cannot be saved, and unlinks none either', async () => {
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', ana, { due_date: addDays(today(), 7) });
    const { body: baby } = await call('POST', '/patient/child', ana, {
      first_name: 'Lucía',
      date_of_birth: today(),
      birth_weight: { lb: 7, oz: 2 },
    });
    const link = `/patient/pregnancies/link/${pregnancy.id}/${baby.id}`;
    await whileRefusing(ctx, pregnancies, 'UPDATE', () => failingCall('POST', link, ana, { reason: 'birth' }));
    expect((await call('GET', `/patient/child/${baby.id}`, ana)).body.pregnancy_id).toBeNull();

    expect((await call('POST', link, ana, { reason: 'birth' })).status).toBe(200);
    await whileRefusing(ctx, pregnancies, 'UPDATE', () =>
      failingCall('POST', '/patient/pregnancies/unlink', ana, { pregnancy_id: pregnancy.id, child_id: baby.id }),
    );
    expect((await call('GET', `/patient/child/${baby.id}`, ana)).body.pregnancy_id).toBe(pregnancy.id);
  });

  it('records no loss when the medical history cannot take it', async () => {
    const patient = await createPatient(ctx);
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', patient, {
      due_date: addDays(today(), 150),
    });
    await whileRefusing(ctx, medicalProfiles, 'INSERT', () =>
      failingCall('PUT', `/patient/pregnancies/${pregnancy.id}/loss`, patient, { date: today(), type: 'miscarriage' }),
    );
    expect((await call('GET', `/patient/pregnancies/${pregnancy.id}`, patient)).body).toMatchObject({
      loss_report: null,
      active: true,
    });
    expect(await medicalCount(patient)).toBe(1);
  });

  it('deletes no pregnancy when the medical history cannot uncount it', async () => {
    const patient = await createPatient(ctx);
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', patient, { due_date: addDays(today(), 5) });
    const { body: baby } = await call('POST', '/patient/child', patient, {
      first_name: 'Sol',
      date_of_birth: today(),
      birth_weight: { lb: 6, oz: 9 },
    });
    await call('POST', `/patient/pregnancies/link/${pregnancy.id}/${baby.id}`, patient, { reason: 'birth' });
    await whileRefusing(ctx, medicalProfiles, 'INSERT', () =>
      failingCall('DELETE', `/patient/pregnancies/${pregnancy.id}?update_profile=1`, patient),
    );
    expect((await call('GET', `/patient/pregnancies/${pregnancy.id}`, patient)).status).toBe(200);
    expect((await call('GET', `/patient/child/${baby.id}`, patient)).body.pregnancy_id).toBe(pregnancy.id);
    expect(await medicalCount(patient)).toBe(1);
  });

  it('registers no account when its first session cannot be made', async () => {
    const email = 'atomic.registration@example.com';
    const registration = {
      first_name: 'Rosa',
      last_name: 'Díaz',
      email,
      password: 'sunrise-2026',
      password_confirmation: 'sunrise-2026',
      zip: '90012',
      phone: '(213) 555-0199',
      agree: true,
    };
    await whileRefusing(ctx, sessions, 'INSERT', () => failingCall('POST', '/pregister', null, registration));
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('keeps the old password and the link unused when the sessions cannot be ended', async () => {
    const patient = await createPatient(ctx);
    const token = 'atomic-reset-token-of-enough-length-0123456789';
    await db()
      .insert(passwordResets)
      .values({ userId: patient.id, tokenHash: hashToken(token), expiresAt: addHours(ctx.clock.now, 1) });
    const [before] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, patient.id));
    await whileRefusing(ctx, sessions, 'DELETE', () =>
      failingCall('POST', '/auth/password/reset', null, {
        token,
        password: 'lullaby-2026',
        password_confirmation: 'lullaby-2026',
      }),
    );
    const [after] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, patient.id));
    expect(after!.hash).toBe(before!.hash);
    const [link] = await db().select().from(passwordResets).where(eq(passwordResets.userId, patient.id));
    expect(link!.usedAt).toBeNull();
  });

  it('keeps a phone code unspent when the phone cannot be marked verified', async () => {
    const patient = await createPatient(ctx);
    await db()
      .update(users)
      .set({
        prefs: {
          terms: true,
          call_you: null,
          call_you_other: null,
          measureUnit: 'imperial',
          language: 'en',
          verified_phone: 'no',
        },
      })
      .where(eq(users.id, patient.id));
    expect((await call('POST', '/auth/phone-register-get-code', patient)).status).toBeLessThan(300);
    const code = ctx.sms.lastCode(patient.phone);
    await whileRefusing(ctx, users, 'UPDATE', () =>
      failingCall('POST', '/auth/phone-validate-code', patient, { code }),
    );
    const [row] = await db()
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, patient.id), eq(phoneCodes.purpose, 'register')));
    expect(row!.consumedAt).toBeNull();
    expect((await call('POST', '/auth/phone-validate-code', patient, { code })).status).toBe(200);
  });

  it('stores no reading when its monitor cannot be updated', async () => {
    const patient = await createPatient(ctx);
    const [pressure] = (await call('GET', '/patient/monitors', patient)).body.filter(
      (m: { type: string }) => m.type === 'pressure',
    );
    await whileRefusing(ctx, monitors, 'UPDATE', () =>
      failingCall('POST', `/patient/monitors/pressure/${pressure.id}`, patient, {
        systolic: 118,
        diastolic: 76,
        pulse: 70,
      }),
    );
    expect(
      await db().select().from(bloodPressureReadings).where(eq(bloodPressureReadings.monitorId, pressure.id)),
    ).toEqual([]);
  });

  it('stores no baby weight when its monitor cannot be updated, and deletes none either', async () => {
    const patient = await createPatient(ctx);
    await call('POST', '/patient/child', patient, {
      first_name: 'Leo',
      date_of_birth: addDays(today(), -20),
      birth_weight: { lb: 7, oz: 0 },
    });
    const [weight] = (await call('GET', '/patient/monitors', patient)).body.filter(
      (m: { type: string }) => m.type === 'weight',
    );
    const reading = { monitor_id: weight.id, weight: 8, unit: 'lb', measured_on: addDays(today(), -1) };
    await whileRefusing(ctx, monitors, 'UPDATE', () =>
      failingCall('POST', '/patient/monitors/weight', patient, reading),
    );
    expect(await db().select().from(weightReadings).where(eq(weightReadings.monitorId, weight.id))).toEqual([]);

    const { body: saved } = await call('POST', '/patient/monitors/weight', patient, reading);
    await whileRefusing(ctx, monitors, 'UPDATE', () =>
      failingCall('DELETE', `/patient/monitors/weight/${saved.id}`, patient),
    );
    expect(await db().select().from(weightReadings).where(eq(weightReadings.monitorId, weight.id))).toHaveLength(1);
  });

  it('makes no kick counter when one of the babies named is not the patient’s', async () => {
    const gold = await createPatient(ctx, { goldUntil: addHours(ctx.clock.now, 24 * 30), dueDate: '2027-02-10' });
    const { body: luna } = await call('POST', '/patient/child', gold, { first_name: 'Luna' });
    const refused = await call('POST', '/patient/monitors/kick-counter/create-monitor', gold, {
      children: [luna.id, 2_000_000_000],
    });
    expect(refused.status).toBe(422);
    expect(
      await db()
        .select()
        .from(monitors)
        .where(and(eq(monitors.userId, gold.id), eq(monitors.type, 'kick_counter'))),
    ).toEqual([]);
  });

  it('keeps a kick count running when its monitor cannot be updated', async () => {
    const gold = await createPatient(ctx, { goldUntil: addHours(ctx.clock.now, 24 * 30), dueDate: '2027-02-10' });
    const { body: sol } = await call('POST', '/patient/child', gold, { first_name: 'Sol' });
    const [counter] = (
      await call('POST', '/patient/monitors/kick-counter/create-monitor', gold, { children: [sol.id] })
    ).body;
    const { body: count } = await call('POST', '/patient/monitors/kick-counter', gold, { id: counter.id });
    await whileRefusing(ctx, monitors, 'UPDATE', () =>
      failingCall('PUT', `/patient/monitors/kick-counter/${count.id}`, gold, {
        total_kicks: 10,
        duration: { hours: 0, minutes: 20, seconds: 0 },
        date: today(),
        time: '09:00',
      }),
    );
    const [row] = await db().select().from(kickCountReadings).where(eq(kickCountReadings.id, count.id));
    expect(row).toMatchObject({ running: true, totalKicks: 0 });
  });

  it('leaves no file behind when a document’s row or an avatar cannot be written', async () => {
    const patient = await createPatient(ctx);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000400010d0a2db40000000049454e44ae426082',
      'hex',
    );
    const upload = (url: string, name: string, type: string, body: Buffer) => {
      const boundary = 'atomicBoundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v2${url}`,
        payload,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${patient.token}`,
        },
      });
    };
    const filesOf = (area: string) => {
      try {
        return readdirSync(join(ctx.filesFolder, area, patient.uuid));
      } catch {
        return [];
      }
    };
    const document = await whileRefusing(ctx, documents, 'INSERT', () =>
      upload('/patient/documents', 'scan.pdf', 'application/pdf', pdf),
    );
    expect(document.statusCode).toBe(500);
    expect(filesOf('documents')).toEqual([]);
    expect(await db().select().from(documents).where(eq(documents.userId, patient.id))).toEqual([]);

    const avatar = await whileRefusing(ctx, users, 'UPDATE', () =>
      upload('/patient/avatar', 'me.png', 'image/png', png),
    );
    expect(avatar.statusCode).toBe(500);
    expect(filesOf('avatars')).toEqual([]);

    // The same uploads succeed once the database takes them, so the folders above were the right ones.
    expect((await upload('/patient/documents', 'scan.pdf', 'application/pdf', pdf)).statusCode).toBe(201);
    expect(filesOf('documents').length).toBeGreaterThan(0);
  });
});

function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3600_000);
}
