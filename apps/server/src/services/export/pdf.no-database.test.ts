import { describe, expect, it } from 'vitest';
import type { UserRow } from '../sessions.js';
import { readingsPdf } from './pdf.js';
import type { ExportedReadings } from './readings.js';

/** The text PDFKit wrote with its standard fonts: hex strings of WinAnsi codes, line by line. */
function writtenText(pdf: Buffer): string[] {
  const content = pdf.toString('latin1');
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)].map(([, parts]) =>
    [...parts!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
  );
}

const user = {
  firstName: 'María',
  lastName: 'Núñez',
  timezone: 'America/Chicago',
  prefs: { measureUnit: 'metric' },
} as UserRow;

const readings = (language: 'en' | 'es'): ExportedReadings => ({
  user,
  language,
  bloodPressure: [
    {
      id: 1,
      systolic: 165,
      diastolic: 112,
      pulse: 90,
      measuredAt: new Date('2026-11-20T14:00:00Z'),
      source: 'device',
      category: 'severe',
      symptoms: [language === 'es' ? 'Dolor en el pecho' : 'Chest pain'],
      notes: null,
    },
  ],
  kickCounts: [{ id: 2, totalKicks: 10, durationSeconds: 1505, date: '2026-11-21', time: '20:00', notes: null }],
  babies: [
    {
      id: 3,
      name: 'Mateo',
      dateOfBirth: '2026-11-01',
      weights: [{ id: 4, grams: 3402, measuredOn: '2026-11-08', notes: null }],
    },
  ],
});

describe('the readings PDF', () => {
  it('writes every reading in Spanish, in the patient unit and time zone', async () => {
    const text = writtenText(
      await readingsPdf(readings('es'), new Date('2026-11-22T18:00:00Z'), { compress: false }),
    ).join('\n');
    expect(text).toContain('Mediciones de Matrona');
    expect(text).toContain('Paciente: María Núñez');
    expect(text).toContain('165/112 mmHg · Pulso 90 · Grave · del brazalete · Síntomas: Dolor en el pecho');
    expect(text).toContain('20 nov 2026, 8:00');
    expect(text).toContain('Patadas: 10 · Duración: 0 h 25 min 5 s');
    expect(text).toContain('Peso de Mateo');
    expect(text).toContain('3 kg 402 g');
    // Spanish times end with "p. m.": the line the date closes gets no second period.
    expect(text).toMatch(/Compártelo con cualquier proveedor de atención\. Hecho el 22 nov 2026, 12:00/);
    expect(text).not.toMatch(/\.\./);
  });

  it('writes English for an English-speaking patient, and says when there is nothing', async () => {
    const empty = { ...readings('en'), bloodPressure: [], kickCounts: [] };
    const text = writtenText(await readingsPdf(empty, new Date('2026-11-22T18:00:00Z'), { compress: false })).join(
      '\n',
    );
    expect(text).toContain('Matrona readings');
    expect(text).toContain('No readings yet.');
    expect(text).toContain('Weight of Mateo');
  });
});
