// The server's log keeps no patient-entered text: a reading whose insert fails is logged as a
// failed query (its SQL, with placeholders), never with the note the patient wrote; a visitor's
// private id is cut from the request's address.
import { describe, expect, it } from 'vitest';
import { bloodPressureReadings } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';
import { whileRefusing } from './refused-writes.js';

const lines: string[] = [];
const ctx = setUpTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
const call = caller(ctx);

describe(`the log on ${databaseKind}`, () => {
  it('records a failed insert without the patient’s note or numbers', async () => {
    const patient = await createPatient(ctx);
    const [pressure] = (await call('GET', '/patient/monitors', patient)).body.filter(
      (m: { type: string }) => m.type === 'pressure',
    );
    const note = 'Sangrado leve y dolor de cabeza desde anoche 7731';
    const response = await whileRefusing(ctx, bloodPressureReadings, 'INSERT', () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v2/patient/monitors/pressure/${pressure.id}`,
        headers: { authorization: `Bearer ${patient.token}` },
        payload: { systolic: 163, diastolic: 111, pulse: 97, notes: note },
      }),
    );
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    // The failure is in the log, with the statement that failed...
    expect(log).toContain('request failed');
    expect(log).toMatch(/insert into \\?"blood_pressure_readings\\?"/);
    // ...and nothing the patient entered.
    expect(log).not.toContain('Sangrado');
    expect(log).not.toContain('7731');
    expect(log).not.toMatch(/\b163\b.*\b111\b/);
  });

  it("records a visitor's request without the private id that is the key to their answers", async () => {
    const privateId = 'Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8';
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/questionnaire/1?private_id=${privateId}&status=active`,
    });
    expect(response.statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('private_id=[redacted]&status=active');
    expect(log).not.toContain(privateId);
  });

  it('writes every entry as one JSON object a log collector can read, with no entered text in a successful write either', async () => {
    const patient = await createPatient(ctx);
    const [pressure] = (await call('GET', '/patient/monitors', patient)).body.filter(
      (m: { type: string }) => m.type === 'pressure',
    );
    const note = 'Mareos al levantarme 5519';
    const written = await call('POST', `/patient/monitors/pressure/${pressure.id}`, patient, {
      systolic: 151,
      diastolic: 99,
      pulse: 88,
      notes: note,
    });
    expect(written.status).toBe(201);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) {
      expect(line.endsWith('\n'), line).toBe(true);
      const entry = JSON.parse(line) as { level: number; time: number; msg?: string };
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.time).toBe('number');
    }
    expect(lines.join('')).not.toContain('Mareos');
    expect(lines.join('')).not.toContain('5519');
  });
});
