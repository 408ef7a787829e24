// The demo world: made once, each account only if missing, with what the demos need.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { practitioners, users } from '../src/db/schema.js';
import { demoPortraits } from '../src/db/portraits.js';
import {
  DEMO_GOLD,
  DEMO_ON_CALL,
  DEMO_OTHER_PROVIDER,
  DEMO_PASSWORD,
  DEMO_PATIENT,
  DEMO_PROVIDER,
  seedDemoWorld,
} from '../src/db/seed.js';
import { databaseKind, setUpTestApp } from './harness.js';

const ctx = setUpTestApp();

async function login(email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/plogin',
    payload: { email, password: DEMO_PASSWORD },
  });
  return response.json().token as string;
}

async function get(url: string, token: string) {
  return (
    await ctx.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { authorization: `Bearer ${token}` } })
  ).json();
}

describe(`the demo world on ${databaseKind}`, () => {
  it('seeds once: a patient with a baby and readings, a Gold member expecting', async () => {
    expect((await seedDemoWorld(ctx.db.db, ctx.clock.now)).created).toBe(true);
    expect((await seedDemoWorld(ctx.db.db, ctx.clock.now)).created).toBe(false);

    const ana = await login(DEMO_PATIENT.email);
    const monitors = await get('/patient/monitors', ana);
    expect(monitors.map((m: { type: string; name: string }) => [m.type, m.name])).toEqual([
      ['weight', "Mateo's weight"],
      ['pressure', 'Blood pressure'],
    ]);
    const pressure = await get(`/patient/monitors/pressure/${monitors[1].id}`, ana);
    expect(pressure.readings.data.map((r: { category: string }) => r.category)).toEqual([
      'stage1',
      'normal',
      'elevated',
    ]);
    expect((await get('/user', ana)).matrona_gold_view).toBe(false);

    const luz = await login(DEMO_GOLD.email);
    expect((await get('/user', luz)).matrona_gold_view).toBe(true);
    // Her Gold is a paid membership that renews, so her screens offer a downgrade, which the server allows.
    const luzSubscription = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v2/patient/subscriptions/history',
        headers: { authorization: `Bearer ${luz}` },
      })
    ).json();
    expect(luzSubscription).toEqual([expect.objectContaining({ state: 'gold', amount_cents: 3000 })]);
    const down = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/stripe/cancel-subscription',
      headers: { authorization: `Bearer ${luz}` },
      payload: { reason: 'Trying the demo' },
    });
    expect(down.json()).toMatchObject({ state: 'downgraded', auto_renew: false });
    const kickCounter = (await get('/patient/monitors', luz)).find((m: { type: string }) => m.type === 'kick_counter');
    expect(kickCounter.name).toBe('Kick counter for Luna');
  });

  it('shows both Todays: the Gold member 30 weeks pregnant, the patient with a baby of three weeks', async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const luz = await login(DEMO_GOLD.email);
    expect((await get('/user', luz)).status).toBe('expecting');
    const pregnancy = await get('/patient/pregnancies/active', luz);
    expect(await get(`/patient/pregnancy/get-stage/${pregnancy.id}`, luz)).toMatchObject({
      week: 30,
      trimester: 3,
      days_left: 70,
    });

    const ana = await login(DEMO_PATIENT.email);
    expect((await get('/user', ana)).status).toBe('postpartum');
    const [mateo] = await get('/patient/child', ana);
    expect(await get(`/patient/child/get-stage/${mateo.id}`, ana)).toMatchObject({
      stage: 'newborn',
      label: 'Day 22 of life',
    });
  });

  it("offers demo promo codes: WELCOME20 and SAVE10 to anyone, the lactation center's BLOOM15 to the patient referred there", async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const ana = await login(DEMO_PATIENT.email);
    const quote = async (code: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/stripe/plan/apply-discount',
          headers: { authorization: `Bearer ${ana}` },
          payload: { code },
        })
      ).json();
    expect((await quote('WELCOME20')).final_amount_cents).toBe(2400);
    expect((await quote('SAVE10')).final_amount_cents).toBe(2000);
    expect((await get('/patient/refer/get-promocodes-for-accept', ana)).map((c: { code: string }) => c.code)).toEqual([
      'BLOOM15',
    ]);
  });

  it('gives the demo patient a care team with a greeting and an answered question, and the nurse a console', async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const ana = await login(DEMO_PATIENT.email);
    const conversations = (await get('/conversations', ana)).data;
    expect(conversations.map((c: { name: string; read: boolean }) => [c.name, c.read])).toEqual([
      ['Welcome to your care team', false],
      ['Night feeds', true],
    ]);
    const answer = (await get(`/conversations/${conversations[1].id}/messages`, ana)).data[0];
    expect(answer.sender).toMatchObject({
      name: 'Lucía Ramos',
      degrees: ['IBCLC', 'RN'],
      organization: { name: 'Sunrise Maternity Care' },
    });
    expect((await get('/conversations/recipients', ana)).map((r: { name: string }) => r.name)).toEqual([
      'Sunrise Maternity Care',
    ]);

    const nurse = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/auth/login',
      payload: { email: DEMO_PROVIDER.email, password: DEMO_PASSWORD },
    });
    expect(nurse.statusCode).toBe(200);
    expect(nurse.json().member).toMatchObject({
      first_name: 'Grace',
      degrees: ['RN', 'BSN'],
      organization: { name: 'Sunrise Maternity Care' },
    });
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/conversations',
      headers: { authorization: `Bearer ${nurse.json().token}` },
    });
    expect(inbox.json().data.map((c: { name: string }) => c.name)).toEqual(['Night feeds']);
    // The Gold member has the same team; the other organization's midwife sees none of it.
    const luz = await login(DEMO_GOLD.email);
    expect((await get('/conversations/recipients', luz)).map((r: { name: string }) => r.name)).toContain(
      'Sunrise Maternity Care',
    );
    const midwife = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/auth/login',
      payload: { email: DEMO_OTHER_PROVIDER.email, password: DEMO_PASSWORD },
    });
    expect(midwife.json().member).toMatchObject({ organization: { name: 'Harbor Midwives' } });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/conversations',
      headers: { authorization: `Bearer ${midwife.json().token}` },
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('gives every demo practitioner her portrait as her photo, also in a demo world seeded before the portraits', async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const ana = await login(DEMO_PATIENT.email);
    const team = (await get('/user', ana)).care_team_members as {
      first_name: string;
      last_name: string;
      avatar: string | null;
    }[];
    expect(team.map((member) => member.first_name)).toEqual(['Grace', 'Lucía', 'Maya']);
    for (const member of team) {
      expect(member.avatar).toBe(demoPortraits[`${member.first_name} ${member.last_name}`]);
      expect(member.avatar).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    }
    // The answer in the demo conversation carries its author's face.
    const conversations = (await get('/conversations', ana)).data;
    const answer = (await get(`/conversations/${conversations[1].id}/messages`, ana)).data[0];
    expect(answer.sender.avatar).toBe(demoPortraits['Lucía Ramos']);

    // A world seeded before: its practitioners without a photo get theirs when the seed runs again;
    // a photo already set is kept.
    await ctx.db.db.update(practitioners).set({ avatarUrl: null }).where(eq(practitioners.firstName, 'Maya'));
    await ctx.db.db
      .update(practitioners)
      .set({ avatarUrl: 'https://files.example/grace.jpg' })
      .where(eq(practitioners.firstName, 'Grace'));
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const photos = Object.fromEntries(
      (await ctx.db.db.select().from(practitioners)).map((p) => [`${p.firstName} ${p.lastName}`, p.avatarUrl]),
    );
    expect(photos).toMatchObject({
      'Maya Chen': demoPortraits['Maya Chen'],
      'Grace Okafor': 'https://files.example/grace.jpg',
      'Rosa Jiménez': demoPortraits['Rosa Jiménez'],
      'Nadia Haddad': demoPortraits['Nadia Haddad'],
    });
  });

  it("gives Matrona's on-call team a nurse who signs in to the console and sees the alerts of patients without a care team", async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const onCall = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/auth/login',
      payload: { email: DEMO_ON_CALL.email, password: DEMO_PASSWORD },
    });
    expect(onCall.statusCode).toBe(200);
    expect(onCall.json().member).toMatchObject({ first_name: 'Rosa', organization: { name: 'Matrona Care Team' } });
    // One of the coaching circle's mothers, with no care team, logs a severe reading.
    const [sofia] = await ctx.db.db.select().from(users).where(eq(users.firstName, 'Sofía'));
    const token = await ctx.app.services.sessions.create(sofia!.id);
    const monitors = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { authorization: `Bearer ${token}` },
    });
    const pressure = monitors.json().find((m: { type: string }) => m.type === 'pressure').id;
    const reading = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/patient/monitors/pressure/${pressure}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { systolic: 166, diastolic: 112 },
    });
    expect(reading.json().care_team_alert.alerted_team).toEqual({
      kind: 'matrona_on_call',
      organizations: ['Matrona Care Team'],
    });
    const alerts = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/alerts',
      headers: { authorization: `Bearer ${onCall.json().token}` },
    });
    expect(alerts.json()[0]).toMatchObject({ kind: 'blood_pressure', patient: { id: sofia!.id } });
    // Sunrise's nurse does not see it.
    const nurse = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/auth/login',
      payload: { email: DEMO_PROVIDER.email, password: DEMO_PASSWORD },
    });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/alerts',
      headers: { authorization: `Bearer ${nurse.json().token}` },
    });
    expect(theirs.json().map((a: { patient: { id: number } }) => a.patient.id)).not.toContain(sofia!.id);
  });

  it('gives Care a demo: a care plan on past, present and future days, a class next week with 2 spots left, a full coaching group, an appointment tomorrow', async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const ana = await login(DEMO_PATIENT.email);
    const send = async (method: 'GET' | 'POST', url: string, body?: object) =>
      ctx.app.inject({
        method,
        url: `/api/v2${url}`,
        headers: { authorization: `Bearer ${ana}` },
        ...(body ? { payload: body } : {}),
      });
    const titles = (page: { data: { items: { title: string }[] }[] }) =>
      page.data.flatMap((d) => d.items.map((i) => i.title));

    const today = await get('/patient/care-plan/today', ana);
    expect(titles(today)).toEqual([
      'Three weeks with Mateo',
      'Take a 10-minute walk',
      'How are you feeling? (Edinburgh check-in)',
    ]);
    expect(titles(await get('/patient/care-plan/history', ana))).toContain('Read: Getting a good latch');
    const future = await get('/patient/care-plan/future', ana);
    const tomorrow = new Date(ctx.clock.now.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
    expect(future.data[0]).toMatchObject({
      date: tomorrow,
      items: [{ type: 'appointment', title: 'Lactation visit', status: 'upcoming' }],
    });

    const sessions = (
      await (await send('POST', '/patient/support-product/period-sessions', { types: ['class', 'coaching'] })).json()
    ).data;
    const course = sessions.find((x: { title: string }) => x.title === 'Breastfeeding basics');
    const circle = sessions.find((x: { title: string }) => x.title === 'New parents coaching circle');
    expect(course.spots_left).toBe(2);
    expect(new Date(course.starts_at).getTime() - ctx.clock.now.getTime()).toBeGreaterThan(6 * 24 * 3600_000);
    expect(circle).toMatchObject({ capacity: 5, spots_left: 0 });
    // The free demo patient has 1 credit: the full group refuses her, the class takes her.
    expect((await send('POST', `/patient/support-session/reserve/${circle.id}`)).json().code).toBe(
      'errors.sessionFull',
    );
    expect((await send('POST', `/patient/support-session/reserve/${course.id}`)).json().spots_left).toBe(1);
    expect((await send('POST', `/patient/support-session/reserve/${course.id}`)).json().code).toBe(
      'errors.alreadyReserved',
    );
    expect((await get('/patient/request-appointments/get-request-categories', ana)).length).toBe(4);

    // A visit finished yesterday waits for its summary in the console, done on the patient's plan.
    const history = await get('/patient/care-plan/history', ana);
    const finished = history.data
      .flatMap((d: { items: { type: string; completed: boolean; appointment: { uuid: string } | null }[] }) => d.items)
      .find((i: { type: string }) => i.type === 'appointment');
    expect(finished).toMatchObject({ completed: true });
    expect((await get(`/patient/appointments/${finished.appointment.uuid}`, ana)).status).toBe('finished');
    const nurse = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/v1/auth/login',
        payload: { email: DEMO_PROVIDER.email, password: DEMO_PASSWORD },
      })
    ).json().token;
    const visits = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/staff/v1/appointments',
        headers: { authorization: `Bearer ${nurse}` },
      })
    ).json();
    expect(visits).toMatchObject([{ title: 'Lactation visit', summary: null }]);
  });
});
