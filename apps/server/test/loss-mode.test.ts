// Loss mode (issue 32): after a reported loss nothing the server serves or sends speaks of a pregnancy
// going on. Each surface is checked speaking before the loss (so the test can fail) and quiet after,
// for a patient reading English and one reading Spanish. Surfaces, with where the apps read them:
// - Today's week content and the near-term prompt: GET /patient/pregnancies/active and get-stage.
// - Monitors: the kick counter in the list (and Today's offer, which reads the active pregnancy),
//   the counter itself, its suggested articles and its reminders' settings.
// - Reminders, notifications and push: a kick count reminder's in-app notice, e-mail, text and push.
// Care plan items are written by the care team, not by the pregnancy's week, and onboarding's only
// pregnancy prompt is the near-term one above: neither has anything of its own to silence. The apps'
// side: TodayScreen.loss.test.tsx, MonitorsOverview.test.tsx, PregnancyPromptScreen.test.tsx and
// the journey in e2e/tests/pregnancies.spec.ts.
import { describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const tick = (iso: string) => ctx.app.services.reminderScheduler.tick(new Date(iso));
let sequence = 0;
const androidToken = () => `fcm-token-loss_${++sequence}:APA91b${'y'.repeat(120)}`;

const words = {
  en: {
    kick: "Time to count your baby's kicks.",
    pressure: 'Time to check your blood pressure.',
    stage: /^Week 30, day \d$/,
  },
  es: {
    kick: 'Es hora de contar las patadas de tu bebé.',
    pressure: 'Es hora de medir tu presión arterial.',
    stage: /^Semana 30, día \d$/,
  },
} as const;

describe(`loss mode on ${databaseKind}`, () => {
  for (const language of ['en', 'es'] as const) {
    it(`quiets every surface that speaks of a pregnancy going on once a loss is reported (${language})`, async () => {
      const say = words[language];
      ctx.clock.now = new Date('2026-11-22T12:00:00Z');
      const patient = await createPatient(ctx, { language, goldUntil: new Date('2027-11-22T00:00:00Z') });
      const phone = androidToken();
      expect(
        (
          await call('PUT', '/patient/push-devices', patient, {
            platform: 'android',
            token: phone,
            app_version: '1.0.0',
          })
        ).status,
      ).toBe(204);
      // 30 weeks along: the due date ten weeks on.
      const pregnancy = (await call('POST', '/patient/pregnancies', patient, { due_date: '2027-01-31' })).body;
      const luna = (await call('POST', '/patient/child', patient, { first_name: 'Luna', due_date: '2027-01-31' })).body;
      const [counter] = (
        await call('POST', '/patient/monitors/kick-counter/create-monitor', patient, { children: [luna.id] })
      ).body;
      const pressure = (await call('GET', '/patient/monitors', patient)).body.find(
        (m: { type: string }) => m.type === 'pressure',
      ).id;
      for (const [monitor_id, type] of [
        [counter.id, 'kick_count'],
        [pressure, 'blood_pressure'],
      ] as const) {
        expect(
          (
            await call('POST', '/patient/monitor-reminders', patient, {
              monitor_id,
              type,
              time: '08:00',
              daily: true,
              minutes: 0,
            })
          ).status,
        ).toBe(201);
      }
      const texts = async () =>
        (await call('GET', '/patient/notifications', patient)).body.data.map((n: { text: string }) => n.text);
      const kickReminders = () => [
        ...ctx.push.to(phone).filter((push) => push.body === say.kick),
        ...ctx.email.sent.filter((mail) => mail.to === patient.email && mail.text === say.kick),
        ...ctx.sms.sent.filter((sms) => sms.to === patient.phone && sms.body.endsWith(say.kick)),
      ];

      // Before the loss every surface speaks.
      expect((await call('GET', '/patient/pregnancies/active', patient)).status).toBe(200);
      expect((await call('GET', `/patient/pregnancy/get-stage/${pregnancy.id}`, patient)).body.label).toMatch(
        say.stage,
      );
      expect((await call('GET', '/patient/monitors', patient)).body.map((m: { type: string }) => m.type)).toContain(
        'kick_counter',
      );
      expect((await call('GET', `/patient/monitors/articles/${counter.id}`, patient)).status).toBe(200);
      await tick('2026-11-23T08:00:30Z');
      expect(await texts()).toEqual(expect.arrayContaining([say.kick, say.pressure]));
      expect(kickReminders()).toHaveLength(3);

      const lost = await call('PUT', `/patient/pregnancies/${pregnancy.id}/loss`, patient, {
        date: '2026-11-22',
        type: 'miscarriage',
      });
      expect(lost.status).toBe(200);

      // Today: no pregnancy going on, no week, no near-term prompt.
      expect((await call('GET', '/patient/pregnancies/active', patient)).status).toBe(204);
      expect((await call('GET', `/patient/pregnancy/get-stage/${pregnancy.id}`, patient)).status).toBe(409);
      // Monitors: no kick counter listed (Today's offer and the Monitors screen read this list), none to open,
      // start, read about or set a reminder on, and none to make.
      expect((await call('GET', '/patient/monitors', patient)).body.map((m: { type: string }) => m.type)).not.toContain(
        'kick_counter',
      );
      expect((await call('GET', `/patient/monitors/kick-counter/${counter.id}`, patient)).status).toBe(404);
      expect((await call('POST', '/patient/monitors/kick-counter', patient, { id: counter.id })).status).toBe(404);
      expect((await call('GET', `/patient/monitors/articles/${counter.id}`, patient)).status).toBe(404);
      expect((await call('GET', `/patient/monitor-reminders/${counter.id}`, patient)).status).toBe(404);
      const again = await call('POST', '/patient/monitors/kick-counter/create-monitor', patient, {
        children: [luna.id],
      });
      expect(again).toMatchObject({ status: 422, body: { fields: { children: 'validation.noOngoingPregnancy' } } });

      // The morning after the blood pressure reminder still comes; the kick count reminder, on no channel.
      await tick('2026-11-24T08:00:30Z');
      const after = await texts();
      expect(after.filter((text: string) => text === say.pressure)).toHaveLength(2);
      expect(after.filter((text: string) => text === say.kick)).toHaveLength(1);
      expect(kickReminders()).toHaveLength(3);
    });
  }

  it('speaks again of a new pregnancy reported after the loss', async () => {
    ctx.clock.now = new Date('2026-11-22T12:00:00Z');
    const patient = await createPatient(ctx, { goldUntil: new Date('2027-11-22T00:00:00Z') });
    const first = (await call('POST', '/patient/pregnancies', patient, { due_date: '2027-01-31' })).body;
    await call('PUT', `/patient/pregnancies/${first.id}/loss`, patient, { date: '2026-11-20', type: 'miscarriage' });
    const luna = (await call('POST', '/patient/child', patient, { first_name: 'Luna', due_date: '2027-07-01' })).body;
    expect(
      (await call('POST', '/patient/monitors/kick-counter/create-monitor', patient, { children: [luna.id] })).status,
    ).toBe(422);
    await call('POST', '/patient/pregnancies', patient, { due_date: '2027-07-01' });
    expect(
      (await call('POST', '/patient/monitors/kick-counter/create-monitor', patient, { children: [luna.id] })).status,
    ).toBe(201);
    expect((await call('GET', '/patient/pregnancies/active', patient)).status).toBe(200);
  });
});
