// The readings as a FHIR R4 Bundle (type collection), for any provider's system: the patient and
// each baby as Patient resources, each reading an Observation with clinical.md's LOINC codes.
import { randomUUID } from 'node:crypto';
import { zonedInstant } from '../monitors/zoned-time.js';
import type { ExportedReadings } from './readings.js';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const vitalSigns = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'vital-signs',
        display: 'Vital Signs',
      },
    ],
  },
];
const loinc = (code: string, display: string) => ({ coding: [{ system: LOINC, code, display }], text: display });
const mmHg = (value: number) => ({ value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' });

type Resource = Record<string, unknown> & { resourceType: 'Patient' | 'Observation' };

export function fhirBundle(readings: ExportedReadings, now: Date) {
  const entries: { fullUrl: string; resource: Resource }[] = [];
  const add = (resource: Resource) => {
    const fullUrl = `urn:uuid:${randomUUID()}`;
    entries.push({ fullUrl, resource });
    return fullUrl;
  };
  const { user } = readings;
  const patient = add({
    resourceType: 'Patient',
    identifier: [{ system: 'https://matrona.care/patients', value: user.uuid }],
    name: [{ family: user.lastName, given: [user.firstName] }],
    telecom: [
      { system: 'email', value: user.email },
      { system: 'phone', value: user.phone },
    ],
    communication: [
      { language: { coding: [{ system: 'urn:ietf:bcp:47', code: readings.language }] }, preferred: true },
    ],
  });
  const observation = (subject: string, fields: Record<string, unknown>) =>
    add({ resourceType: 'Observation', status: 'final', subject: { reference: subject }, ...fields });

  for (const r of readings.bloodPressure) {
    const effectiveDateTime = r.measuredAt.toISOString();
    const note = [r.notes, ...r.symptoms].filter(Boolean).map((text) => ({ text }));
    observation(patient, {
      category: vitalSigns,
      code: loinc('85354-9', 'Blood pressure panel with all children optional'),
      effectiveDateTime,
      ...(r.source === 'device' && { device: { display: 'Blood pressure cuff' } }),
      component: [
        { code: loinc('8480-6', 'Systolic blood pressure'), valueQuantity: mmHg(r.systolic) },
        { code: loinc('8462-4', 'Diastolic blood pressure'), valueQuantity: mmHg(r.diastolic) },
      ],
      ...(note.length && { note }),
    });
    if (r.pulse !== null) {
      observation(patient, {
        category: vitalSigns,
        code: loinc('8867-4', 'Heart rate'),
        effectiveDateTime,
        valueQuantity: { value: r.pulse, unit: 'beats/minute', system: UCUM, code: '/min' },
      });
    }
  }
  for (const k of readings.kickCounts) {
    const [year, month, day] = k.date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = k.time.split(':').map(Number) as [number, number];
    const start = zonedInstant(user.timezone, { year, month, day }, hour, minute);
    observation(patient, {
      code: loinc('57088-7', 'Fetal movement reported'),
      effectivePeriod: {
        start: start.toISOString(),
        end: new Date(start.getTime() + k.durationSeconds * 1000).toISOString(),
      },
      valueInteger: k.totalKicks,
      ...(k.notes && { note: [{ text: k.notes }] }),
    });
  }
  for (const baby of readings.babies) {
    const subject = add({
      resourceType: 'Patient',
      name: [{ given: [baby.name] }],
      ...(baby.dateOfBirth && { birthDate: baby.dateOfBirth }),
    });
    for (const w of baby.weights) {
      observation(subject, {
        category: vitalSigns,
        code: loinc('29463-7', 'Body weight'),
        effectiveDateTime: w.measuredOn,
        valueQuantity: { value: w.grams, unit: 'g', system: UCUM, code: 'g' },
        ...(w.notes && { note: [{ text: w.notes }] }),
      });
    }
  }
  return { resourceType: 'Bundle' as const, type: 'collection' as const, timestamp: now.toISOString(), entry: entries };
}
