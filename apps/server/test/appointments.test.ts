// Appointments (spec 3, 4 and 7): a kind of visit and its open times, booking one as a seat,
// seeing it through its states, cancelling it with a paid seat's credit back, the calendar event,
// the visit summary by token and as a PDF in the patient's language, requests to organizations,
// another patient's appointment as 404, and bad input refused without a change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentRequestCategories, appointmentRequests, supportSessions } from '../src/db/schema.js';
import { createOffer, createSession, productCredits, setProductCredits } from './care.js';
import { createCareTeam } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const HOUR = 3600_000;
const START = new Date('2026-11-22T10:00:00Z');

/** The text PDFKit wrote with its standard fonts: hex strings of WinAnsi codes, line by line. */
function writtenText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}

async function bookVisit(patient: Patient, options: { startsInHours?: number; platform?: 'video' | 'in_person' } = {}) {
  const team = await createCareTeam(ctx, { name: 'Latch Lab' });
  const offer = await createOffer(ctx, team.organizationId, {
    type: 'lactation_visit',
    appointmentKind: 'lactation_visit',
    title: 'Lactation visit',
  });
  const session = await createSession(ctx, offer, {
    startsInHours: options.startsInHours ?? 24,
    capacity: 1,
    platform: options.platform,
    presenterIds: [team.practitionerId],
  });
  expect((await call('POST', `/patient/support-session/reserve/${session.id}`, patient)).status).toBe(200);
  const items = (await call('GET', '/patient/care-plan/future?all=1', patient)).body.data.flatMap(
    (d: { items: unknown[] }) => d.items,
  );
  const appointmentId = (await ctx.db.db.query.reservations.findFirst({
    where: (r, { and, eq: is }) => and(is(r.sessionId, session.id), is(r.patientId, patient.id)),
  }))!.id;
  return { team, offer, session, appointmentId, items };
}

/** Moves the clock by steps of 40 minutes, keeping the patient signed in. */
async function later(patient: Patient, hours: number) {
  for (let left = hours; left > 0; left -= 2 / 3) {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + Math.min(left, 2 / 3) * HOUR);
    await call('GET', '/patient/care', patient);
  }
}

describe(`appointments on ${databaseKind}`, () => {
  it('shows a kind of visit with its open times; booking one takes the only seat and the plan gets an appointment item', async () => {
    const ana = await createPatient(ctx);
    await setProductCredits(ctx, ana, 1);
    const team = await createCareTeam(ctx, { name: 'Latch Lab' });
    const offer = await createOffer(ctx, team.organizationId, {
      type: 'lactation_visit',
      appointmentKind: 'lactation_visit',
      title: 'Lactation visit',
    });
    const open = await createSession(ctx, offer, { startsInHours: 24, capacity: 1 });
    await createSession(ctx, offer, { startsInHours: 48, capacity: 1 });

    const type = await call('GET', `/patient/appointments/type/${offer.productId}`, ana);
    expect(type.body).toMatchObject({
      id: offer.productId,
      name: 'Lactation visit',
      duration_minutes: 60,
      organization: { name: 'Latch Lab' },
      virtual: true,
    });
    expect(type.body.sessions).toHaveLength(2);
    expect((await call('GET', `/patient/appointments/type/${offer.productId}/${open.uuid}`, ana)).body.session.id).toBe(
      open.id,
    );
    const group = await createOffer(ctx, team.organizationId, { type: 'group' });
    expect((await call('GET', `/patient/appointments/type/${group.productId}`, ana)).status).toBe(404);

    expect((await call('POST', `/patient/support-session/reserve/${open.id}`, ana)).status).toBe(200);
    expect(await productCredits(ctx, ana)).toBe(0);
    expect((await call('GET', `/patient/appointments/type/${offer.productId}`, ana)).body.sessions).toHaveLength(1);
    const items = (await call('GET', '/patient/care-plan/future', ana)).body.data[0].items;
    expect(items[0]).toMatchObject({ type: 'appointment', title: 'Lactation visit', status: 'upcoming' });
  });

  it('an appointment goes upcoming, in progress (video link), finished; its summary opens by token and as a PDF in the patient language', async () => {
    const ana = await createPatient(ctx, { language: 'es' });
    await setProductCredits(ctx, ana, 1);
    const { session, appointmentId, team } = await bookVisit(ana, { startsInHours: 0.5 });
    try {
      const upcoming = await call('GET', `/patient/appointments/${appointmentId}`, ana);
      expect(upcoming.body).toMatchObject({
        id: appointmentId,
        type: 'lactation_visit',
        status: 'upcoming',
        summary_available: false,
        location: { video_url: null },
      });
      expect(upcoming.body.practitioner.id).toBe(team.practitionerId);
      expect((await call('GET', `/patient/appointments/${appointmentId}/preview`, ana)).body).toMatchObject({
        id: appointmentId,
        status: 'upcoming',
        practitioner_name: 'Grace Okafor',
      });
      expect((await call('GET', `/appointments/${appointmentId}/summary/token`, ana)).status).toBe(404);

      await later(ana, 0.75);
      expect((await call('GET', `/patient/appointments/${appointmentId}`, ana)).body).toMatchObject({
        status: 'inProgress',
        location: { video_url: 'https://video.matrona.test/room/1' },
      });
      await later(ana, 1);
      expect((await call('GET', `/patient/appointments/${appointmentId}`, ana)).body).toMatchObject({
        status: 'finished',
        location: { video_url: null },
        summary_available: false,
      });
      await ctx.db.db
        .update(supportSessions)
        .set({ summary: 'Agarre más profundo; volver en una semana.' })
        .where(eq(supportSessions.id, session.id));

      const token = await call('GET', `/appointments/${appointmentId}/summary/token`, ana);
      expect(token.body.summary).toEqual({
        patient: 'Ana Rivera',
        visit_type: 'Visita de lactancia',
        date: session.startsAt.toISOString(),
        practitioner: 'Grace Okafor',
        notes: 'Agarre más profundo; volver en una semana.',
      });
      const pdf = await ctx.app.inject({ method: 'GET', url: `/api/v2/appointments/summary/${token.body.token}/pdf` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="visit-summary-${appointmentId}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const readable = await ctx.app.services.appointments.summaryPdf(token.body.token, { compress: false });
      const text = writtenText(readable.body);
      for (const words of [
        'Resumen de la visita',
        'Visita de lactancia',
        'Grace Okafor',
        'Latch Lab',
        'Agarre más profundo; volver en una semana.',
      ])
        expect(text).toContain(words);

      const forged = token.body.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v2/appointments/summary/${forged}/pdf` })).statusCode,
      ).toBe(404);
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 2 * HOUR);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v2/appointments/summary/${token.body.token}/pdf` }))
          .statusCode,
      ).toBe(404);
    } finally {
      ctx.clock.now = START;
    }
  });

  it('cancels with a reason and gives the paid credit back; cancelling twice is refused; the calendar has it', async () => {
    const ana = await createPatient(ctx);
    await setProductCredits(ctx, ana, 1);
    const { appointmentId, session } = await bookVisit(ana, { platform: 'in_person' });
    const appointment = (await call('GET', `/patient/appointments/${appointmentId}`, ana)).body;

    const json = await call('GET', `/patient/appointments/${appointmentId}/calendar-event/json`, ana);
    expect(json.body).toMatchObject({
      title: 'Lactation visit',
      location: '100 Main St, Los Angeles',
      starts_at: session.startsAt.toISOString(),
    });
    const file = await call('GET', `/patient/appointments/${appointmentId}/calendar-event/file`, ana);
    expect(file.body).toContain('SUMMARY:Lactation visit\r\n');
    expect(file.body).toContain(`UID:appointment-${appointment.uuid}@matrona.care\r\n`);

    const cancelled = await call('POST', `/patient/appointments/cancel/${appointment.uuid}`, ana, {
      reason: 'Feeling better',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservation).toMatchObject({ cancel_reason: 'Feeling better', paid_with_credit: true });
    expect(await productCredits(ctx, ana)).toBe(1);
    const twice = await call('POST', `/patient/appointments/cancel/${appointment.uuid}`, ana, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('errors.notReserved');
    expect(await productCredits(ctx, ana)).toBe(1);
  });

  it("answers 404 to another patient's appointment on every call, and refuses bad input, changing nothing", async () => {
    const ana = await createPatient(ctx, { goldUntil: new Date(START.getTime() + 365 * 24 * HOUR) });
    const bea = await createPatient(ctx);
    const { appointmentId } = await bookVisit(ana);
    const uuid = (await call('GET', `/patient/appointments/${appointmentId}`, ana)).body.uuid;
    const before = await fingerprint(ctx);
    for (const url of [
      `/patient/appointments/${appointmentId}`,
      `/patient/appointments/${appointmentId}/preview`,
      `/patient/appointments/${appointmentId}/calendar-event/json`,
      `/patient/appointments/${appointmentId}/calendar-event/file`,
      `/appointments/${appointmentId}/summary/token`,
    ]) {
      expect((await call('GET', url, bea)).status, url).toBe(404);
    }
    expect((await call('POST', `/patient/appointments/cancel/${uuid}`, bea, { reason: 'Not mine' })).status).toBe(404);
    expect((await call('POST', `/patient/appointments/cancel/${uuid}`, ana, { reason: '' })).status).toBe(422);
    expect((await call('POST', `/patient/appointments/cancel/not-a-uuid`, ana, { reason: 'x' })).status).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('opens a booking by its numeric id or its uuid, as its care plan item names it; another patient by either is 404', async () => {
    const ana = await createPatient(ctx, { goldUntil: new Date(START.getTime() + 365 * 24 * HOUR) });
    const bea = await createPatient(ctx);
    const { appointmentId, items } = await bookVisit(ana);
    const byId = await call('GET', `/patient/appointments/${appointmentId}`, ana);
    const uuid: string = byId.body.uuid;
    const byUuid = await call('GET', `/patient/appointments/${uuid}`, ana);
    expect(byUuid.status).toBe(200);
    expect(byUuid.body).toEqual(byId.body);
    expect(items).toEqual([expect.objectContaining({ type: 'appointment', appointment: { id: appointmentId, uuid } })]);

    expect((await call('GET', `/patient/appointments/${uuid}`, bea)).status).toBe(404);
    expect((await call('GET', `/patient/appointments/${uuid.toUpperCase()}`, bea)).status).toBe(404);
    expect((await call('GET', '/patient/appointments/00000000-0000-4000-8000-000000000000', ana)).status).toBe(404);
    for (const bad of ['not-a-uuid', '0', '-3', '2147483648', `${uuid}0`]) {
      expect((await call('GET', `/patient/appointments/${bad}`, ana)).status, bad).toBe(422);
    }
  });

  it('requests an appointment from organizations that offer visits, one request each; unknown ones are refused whole', async () => {
    const ana = await createPatient(ctx, { language: 'es' });
    const [category] = await ctx.db.db
      .insert(appointmentRequestCategories)
      .values({ name: { en: 'Breastfeeding', es: 'Lactancia' } })
      .returning();
    const first = await createCareTeam(ctx, { name: 'Alpha Birth Center' });
    const second = await createCareTeam(ctx, { name: 'Beta Doulas' });
    await createOffer(ctx, first.organizationId, { type: 'lactation_visit', appointmentKind: 'lactation_visit' });
    await createOffer(ctx, second.organizationId, { type: 'doula', appointmentKind: 'doula_visit' });
    const quiet = await createCareTeam(ctx, { name: 'Gamma, groups only' });
    await createOffer(ctx, quiet.organizationId, { type: 'group' });

    const listed = await call('GET', '/patient/request-appointments/get-available-organizations', ana);
    const ids = listed.body.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([first.organizationId, second.organizationId]));
    expect(ids).not.toContain(quiet.organizationId);
    expect(listed.body.find((o: { id: number }) => o.id === first.organizationId)).toMatchObject({
      slug: 'alpha-birth-center',
      connection_status: 'none',
      practitioners_count: 1,
    });
    expect((await call('GET', '/patient/request-appointments/get-request-categories', ana)).body).toContainEqual({
      id: category!.id,
      name: 'Lactancia',
    });

    const before = await fingerprint(ctx);
    expect(
      (
        await call('POST', '/patient/request-appointments', ana, {
          organization_ids: [first.organizationId, 999999],
          category_id: category!.id,
          message: 'Hola',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/patient/request-appointments', ana, {
          organization_ids: [first.organizationId],
          category_id: 999999,
          message: 'Hola',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/patient/request-appointments', ana, {
          organization_ids: [first.organizationId],
          category_id: category!.id,
          message: '   ',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/patient/request-appointments', ana, {
          organization_ids: [],
          category_id: category!.id,
          message: 'Hola',
        })
      ).status,
    ).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);

    const sent = await call('POST', '/patient/request-appointments', ana, {
      organization_ids: [second.organizationId, first.organizationId],
      category_id: category!.id,
      message: 'Necesito ayuda con el agarre',
      preferred_times: 'Mañanas',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'sent',
      organizations: [{ id: second.organizationId }, { id: first.organizationId }],
    });
    const rows = await ctx.db.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.patientId, (await ana).id));
    expect(rows.map((r) => [r.organizationId, r.status, r.preferredTimes])).toEqual(
      expect.arrayContaining([
        [first.organizationId, 'pending', 'Mañanas'],
        [second.organizationId, 'pending', 'Mañanas'],
      ]),
    );
    expect(
      (await call('GET', '/patient/request-appointments/get-available-organizations', ana)).body.find(
        (o: { id: number }) => o.id === first.organizationId,
      ).connection_status,
    ).toBe('pending');
  });
});
