// Reference data, Contact us and the sign-up helpers through the HTTP API: lists in the language
// asked for, a support request kept and e-mailed to the care team, bad input refused.
import { validateTimeZone } from '@mat/domain';
import { describe, expect, it } from 'vitest';
import { contractViolations, operationAt } from './contract-check.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

/** A public call in a language, its answer checked against the contract like every other. */
async function inLanguage(url: string, language: 'en' | 'es') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2${url}`,
    headers: { 'accept-language': language },
  });
  const operationId = operationAt('GET', url)!;
  expect(
    contractViolations(operationId, { status: response.statusCode, headers: response.headers, body: response.body }),
  ).toEqual([]);
  return response.json();
}

describe(`reference data on ${databaseKind}`, () => {
  it('lists the states with their postal codes, and the cities of one state', async () => {
    const states = await inLanguage('/matrona/states', 'en');
    // The 50 states, the District of Columbia and Puerto Rico.
    expect(states).toHaveLength(52);
    expect(states).toContainEqual({ id: expect.any(Number), name: 'New Mexico', slug: 'new-mexico', code: 'NM' });
    const california = await inLanguage('/matrona/cities?state=california', 'en');
    expect(california.map((c: { name: string }) => c.name)).toContain('Los Angeles');
    expect(california.every((c: { state_slug: string }) => c.state_slug === 'california')).toBe(true);
    expect((await inLanguage('/matrona/cities', 'en')).length).toBeGreaterThan(california.length);
  });

  it('names languages, degrees, specialties, expertise, time zones and phone codes in the language asked', async () => {
    for (const [path, english, spanish] of [
      ['/languages', 'Spanish', 'Español'],
      ['/degree-cert', 'IBCLC (Lactation Consultant)', 'IBCLC (consultora de lactancia)'],
      ['/taxonomy', 'Lactation', 'Lactancia'],
      ['/special-knowledge', 'Pregnancy and infant loss', 'Pérdida durante el embarazo o de un bebé'],
      ['/timezones', 'Pacific Time (Los Angeles)', 'Hora del Pacífico (Los Ángeles)'],
      ['/phone/codes', 'United States', 'Estados Unidos'],
    ] as const) {
      const en = await inLanguage(path, 'en');
      const es = await inLanguage(path, 'es');
      expect(
        en.map((item: { name: string }) => item.name),
        path,
      ).toContain(english);
      expect(
        es.map((item: { name: string }) => item.name),
        path,
      ).toContain(spanish);
      expect(es).toHaveLength(en.length);
    }
    const zones = await inLanguage('/timezones', 'en');
    expect(zones.every((zone: { id: string }) => validateTimeZone(zone.id) === null)).toBe(true);
  });

  it('keeps a Contact us request and e-mails it to the care team', async () => {
    const ana = await createPatient(ctx);
    const sent = await call('POST', '/support/request', ana, {
      name: 'Ana Rivera',
      email: ' Ana.Rivera@Example.org ',
      phone: '(213) 555-0188',
      subject: 'Gift code',
      message: 'My gift code says it is not valid.',
    });
    expect(sent.status).toBe(204);
    const mail = ctx.email.sent.at(-1)!;
    expect(mail.to).toBe('care@matrona.care');
    expect(mail.subject).toMatch(/^\[Support #\d+\] Gift code$/);
    expect(mail.text).toContain('From: Ana Rivera <ana.rivera@example.org>');
    expect(mail.text).toContain('Phone: 2135550188');
    expect(mail.text).toContain('My gift code says it is not valid.');
  });

  it('refuses a request without a way to answer, sending nothing', async () => {
    const before = ctx.email.sent.length;
    const bad = await call('POST', '/support/request', null, {
      name: 'Ana',
      email: 'not-an-email',
      phone: '123',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { fields: { email: 'validation.invalidEmail', phone: 'validation.phoneDigits' } },
    });
    const blank = await call('POST', '/support/request', null, {
      name: 'Ana',
      email: 'ana@example.org',
      subject: ' ',
      message: 'Hello',
    });
    expect(blank.body.fields).toEqual({ subject: 'validation.required' });
    expect(ctx.email.sent.length).toBe(before);
  });

  it('tells whether bot protection is on, and the patient whether their phone is checked', async () => {
    expect((await call('GET', '/recaptcha', null)).body).toEqual({ enabled: false, site_key: null });
    const ana = await createPatient(ctx);
    expect((await call('GET', '/patient/info/phone_number', ana)).body).toEqual({ phone: ana.phone, verified: true });
    expect((await call('GET', '/patient/info/phone_number', null)).status).toBe(401);
  });
});
