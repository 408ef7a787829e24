// The care team's side of Care (openapi/staff.yaml, "Care"): a patient's appointment request
// confirmed with a time (the patient then has the appointment and its plan item) or declined,
// sessions scheduled (a coaching group held to 5), care-plan items and milestones given; another
// organization's ids are 404 and change nothing; bad input is refused whole.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentRequestCategories, auditEvents, reservations, supportSessions } from '../src/db/schema.js';
import { addToTeam, apiCaller, createCareTeam, type Provider } from './care-team.js';
import { createOffer, createSession, productCredits } from './care.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const staff = (operationId: string, method: 'GET' | 'POST' | 'PUT', url: string, provider: Provider, body?: object) =>
  send('/api/staff/v1', operationId, method, url, provider.token, body);
const v2 = (operationId: string, method: 'GET' | 'POST' | 'PUT', url: string, patient: Patient, body?: object) =>
  send('/api/v2', operationId, method, url, patient.token, body);
const TOMORROW = '2026-11-23T17:00:00.000Z';
const TOMORROW_END = '2026-11-23T17:45:00.000Z';

async function requestTo(patient: Patient, provider: Provider) {
  const [category] = await ctx.db.db
    .insert(appointmentRequestCategories)
    .values({ name: { en: 'Breastfeeding', es: 'Lactancia' } })
    .returning();
  const sent = await v2('requestAppointment', 'POST', '/patient/request-appointments', patient, {
    organization_ids: [provider.organizationId],
    category_id: category!.id,
    message: 'Help with latch',
  });
  expect(sent.status).toBe(201);
  return sent.body.id as number;
}

describe(`the care team's side of Care on ${databaseKind}`, () => {
  it('confirms a request with a time: the patient has the appointment, its plan item, and pays no credit', async () => {
    const nurse = await createCareTeam(ctx, { name: 'Latch Lab' });
    const visit = await createOffer(ctx, nurse.organizationId, {
      type: 'lactation_visit',
      appointmentKind: 'lactation_visit',
      title: 'Lactation visit',
    });
    const ana = await createPatient(ctx);
    const requestId = await requestTo(ana, nurse);

    const pending = await staff('listAppointmentRequests', 'GET', '/appointment-requests', nurse);
    expect(pending.body).toEqual([
      expect.objectContaining({
        id: requestId,
        patient: { id: ana.id, name: 'Ana Rivera' },
        category: 'Breastfeeding',
        message: 'Help with latch',
        status: 'pending',
        appointment: null,
      }),
    ]);

    const confirmed = await staff(
      'confirmAppointmentRequest',
      'POST',
      `/appointment-requests/${requestId}/confirm`,
      nurse,
      {
        product_id: visit.productId,
        starts_at: TOMORROW,
        ends_at: TOMORROW_END,
        timezone: 'America/Los_Angeles',
        platform: 'video',
        video_url: 'https://video.matrona.test/room/9',
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      appointment: { starts_at: TOMORROW, capacity: 1, reserved: 1 },
    });
    expect((await staff('listAppointmentRequests', 'GET', '/appointment-requests', nurse)).body).toEqual([]);
    const again = await staff(
      'confirmAppointmentRequest',
      'POST',
      `/appointment-requests/${requestId}/confirm`,
      nurse,
      { product_id: visit.productId, starts_at: TOMORROW, ends_at: TOMORROW_END, timezone: 'UTC', platform: 'video' },
    );
    expect(again.status).toBe(409);
    expect(
      (await staff('declineAppointmentRequest', 'POST', `/appointment-requests/${requestId}/decline`, nurse)).status,
    ).toBe(409);

    expect(await productCredits(ctx, ana)).toBe(0);
    const items = (await v2('getCarePlanFuture', 'GET', '/patient/care-plan/future', ana)).body.data;
    expect(items[0].items[0]).toMatchObject({ type: 'appointment', title: 'Lactation visit', status: 'upcoming' });
    // The item opens the booking the confirmation made, by its uuid as a link would.
    const booking = items[0].items[0].appointment as { id: number; uuid: string };
    expect((await v2('getAppointment', 'GET', `/patient/appointments/${booking.uuid}`, ana)).body).toMatchObject({
      id: booking.id,
      starts_at: TOMORROW,
      status: 'upcoming',
    });
    const appointments = await ctx.app.services.appointments.organizations(
      (await ctx.app.services.sessions.resolve(ana.token, false))!.user!,
    );
    expect(appointments.find((o) => o.id === nurse.organizationId)?.connection_status).toBe('none');
    // The visit is hers alone: another patient reading or reserving it as a session is told it does not exist.
    const visitSession = confirmed.body.appointment as { id: number; uuid: string; product_id: number };
    const bo = await createPatient(ctx);
    expect((await v2('getSupportSession', 'GET', `/patient/support-session/${visitSession.id}`, ana)).status).toBe(200);
    for (const [operationId, method, url] of [
      ['getSupportSession', 'GET', `/patient/support-session/${visitSession.id}`],
      ['getSupportSessionCalendarEvent', 'GET', `/patient/support-session/calendar-event/${visitSession.id}/json`],
      ['getSupportProductSession', 'GET', `/patient/support-product/${visitSession.product_id}/${visitSession.uuid}`],
      [
        'getAppointmentTypeSession',
        'GET',
        `/patient/appointments/type/${visitSession.product_id}/${visitSession.uuid}`,
      ],
      ['reserveSupportSession', 'POST', `/patient/support-session/reserve/${visitSession.id}`],
    ] as const) {
      expect((await v2(operationId, method, url, bo)).status, operationId).toBe(404);
    }
    // Her record shows the request read (her own words) and the appointment booked, by whom.
    const audit = await ctx.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.patientId, ana.id))
      .orderBy(auditEvents.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'read',
        resource: 'appointment_requests',
        resourceId: String(requestId),
        actorName: 'Grace Okafor',
        actorOrganization: 'Latch Lab',
      }),
      expect.objectContaining({ action: 'change', resource: 'appointments', actorName: 'Grace Okafor' }),
    ]);
  });

  it('declines a request; another organization can neither see, confirm nor decline it, and nothing changes', async () => {
    const nurse = await createCareTeam(ctx);
    const other = await createCareTeam(ctx);
    const theirVisit = await createOffer(ctx, other.organizationId, {
      type: 'nurse_call',
      appointmentKind: 'nurse_call',
    });
    const ourVisit = await createOffer(ctx, nurse.organizationId, {
      type: 'nurse_call',
      appointmentKind: 'nurse_call',
    });
    const ana = await createPatient(ctx);
    const requestId = await requestTo(ana, nurse);

    const before = await fingerprint(ctx);
    expect((await staff('listAppointmentRequests', 'GET', '/appointment-requests', other)).body).toEqual([]);
    const times = { starts_at: TOMORROW, ends_at: TOMORROW_END, timezone: 'UTC', platform: 'phone' };
    expect(
      (
        await staff('confirmAppointmentRequest', 'POST', `/appointment-requests/${requestId}/confirm`, other, {
          product_id: theirVisit.productId,
          ...times,
        })
      ).status,
    ).toBe(404);
    expect(
      (await staff('declineAppointmentRequest', 'POST', `/appointment-requests/${requestId}/decline`, other)).status,
    ).toBe(404);
    // Our request with their kind of visit; times out of order, in the past, an unknown zone.
    expect(
      (
        await staff('confirmAppointmentRequest', 'POST', `/appointment-requests/${requestId}/confirm`, nurse, {
          product_id: theirVisit.productId,
          ...times,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await staff('confirmAppointmentRequest', 'POST', `/appointment-requests/${requestId}/confirm`, nurse, {
          product_id: ourVisit.productId,
          ...times,
          ends_at: TOMORROW,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await staff('confirmAppointmentRequest', 'POST', `/appointment-requests/${requestId}/confirm`, nurse, {
          product_id: ourVisit.productId,
          ...times,
          starts_at: '2026-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await staff('confirmAppointmentRequest', 'POST', `/appointment-requests/${requestId}/confirm`, nurse, {
          product_id: ourVisit.productId,
          ...times,
          timezone: 'Mars/Olympus',
        })
      ).status,
    ).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);

    const declined = await staff(
      'declineAppointmentRequest',
      'POST',
      `/appointment-requests/${requestId}/decline`,
      nurse,
    );
    expect(declined.body).toMatchObject({ id: requestId, status: 'declined', decline_reason: null, appointment: null });
    const mine = await v2('listMyAppointmentRequests', 'GET', '/patient/request-appointments', ana);
    expect(mine.body).toMatchObject([
      { id: requestId, status: 'declined', decline_reason: null, organization: { id: nurse.organizationId } },
    ]);
  });

  it('keeps the reason a request was declined with it, and the patient reads it on her request; a bad reason changes nothing', async () => {
    const nurse = await createCareTeam(ctx, { name: 'Latch Lab' });
    const other = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const bea = await createPatient(ctx);
    const requestId = await requestTo(ana, nurse);
    await requestTo(bea, other);
    expect((await v2('listMyAppointmentRequests', 'GET', '/patient/request-appointments', ana)).body).toMatchObject([
      {
        id: requestId,
        status: 'pending',
        decline_reason: null,
        decided_at: null,
        category: 'Breastfeeding',
        organization: { name: 'Latch Lab' },
      },
    ]);

    const before = await fingerprint(ctx);
    const url = `/appointment-requests/${requestId}/decline`;
    expect((await staff('declineAppointmentRequest', 'POST', url, nurse, { reason: 'x'.repeat(501) })).status).toBe(
      422,
    );
    expect((await staff('declineAppointmentRequest', 'POST', url, nurse, { reason: 'no\u0000thanks' })).status).toBe(
      422,
    );
    expect((await staff('declineAppointmentRequest', 'POST', url, nurse, { reason: 'ok', extra: true })).status).toBe(
      422,
    );
    expect((await staff('declineAppointmentRequest', 'POST', url, other, { reason: 'Not ours' })).status).toBe(404);
    expect(await fingerprint(ctx)).toEqual(before);

    const reason = '  We do not offer home visits in your area; our nurse line can help by phone.  ';
    const declined = await staff('declineAppointmentRequest', 'POST', url, nurse, { reason });
    expect(declined.body).toMatchObject({ status: 'declined', decline_reason: reason.trim() });
    expect((await staff('declineAppointmentRequest', 'POST', url, nurse, { reason: 'again' })).status).toBe(409);

    const [mine] = (await v2('listMyAppointmentRequests', 'GET', '/patient/request-appointments', ana)).body as Record<
      string,
      unknown
    >[];
    expect(mine).toMatchObject({ id: requestId, status: 'declined', decline_reason: reason.trim() });
    expect(mine!.decided_at).toEqual(expect.any(String));
    // Another patient's requests are her own only.
    const theirs = (await v2('listMyAppointmentRequests', 'GET', '/patient/request-appointments', bea)).body as {
      id: number;
    }[];
    expect(theirs.map((r) => r.id)).not.toContain(requestId);
    expect(theirs).toHaveLength(1);
  });

  it('reads a blank reason as none', async () => {
    const nurse = await createCareTeam(ctx);
    const ana = await createPatient(ctx);
    const requestId = await requestTo(ana, nurse);
    const declined = await staff(
      'declineAppointmentRequest',
      'POST',
      `/appointment-requests/${requestId}/decline`,
      nurse,
      { reason: '   ' },
    );
    expect(declined.body).toMatchObject({ status: 'declined', decline_reason: null });
  });

  it("schedules sessions of the organization's offers only; a coaching group is held to 5", async () => {
    const coach = await createCareTeam(ctx);
    const other = await createCareTeam(ctx);
    const coaching = await createOffer(ctx, coach.organizationId, { type: 'coaching' });
    const theirs = await createOffer(ctx, other.organizationId, { type: 'class' });
    const schedule = {
      starts_at: TOMORROW,
      ends_at: TOMORROW_END,
      timezone: 'America/New_York',
      platform: 'video',
      capacity: 5,
    };

    const made = await staff('scheduleSession', 'POST', `/products/${coaching.productId}/sessions`, coach, schedule);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ product_id: coaching.productId, capacity: 5, reserved: 0, starts_at: TOMORROW });
    const ana = await createPatient(ctx);
    expect(
      (await v2('getSupportSession', 'GET', `/patient/support-session/${made.body.id}`, ana)).body.presenters[0].id,
    ).toBe(coach.practitionerId);

    const before = await fingerprint(ctx);
    expect(
      (
        await staff('scheduleSession', 'POST', `/products/${coaching.productId}/sessions`, coach, {
          ...schedule,
          capacity: 6,
        })
      ).status,
    ).toBe(422);
    expect(
      (await staff('scheduleSession', 'POST', `/products/${theirs.productId}/sessions`, coach, schedule)).status,
    ).toBe(404);
    expect(
      (
        await staff('scheduleSession', 'POST', `/products/${coaching.productId}/sessions`, coach, {
          ...schedule,
          presenter_ids: [other.practitionerId],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await staff('scheduleSession', 'POST', `/products/${coaching.productId}/sessions`, coach, {
          ...schedule,
          capacity: 0,
        })
      ).status,
    ).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('gives items and milestones to a patient it cares for; another patient is 404', async () => {
    const nurse = await createCareTeam(ctx);
    const ana = await createPatient(ctx, { language: 'es' });
    const stranger = await createPatient(ctx);
    await addToTeam(ctx, ana.id, nurse);

    const milestone = await staff('assignCarePlanItem', 'POST', `/patients/${ana.id}/care-plan`, nurse, {
      type: 'milestone',
      title: 'Primera semana en casa',
      day: '2026-11-29',
    });
    expect(milestone.status).toBe(201);
    expect(milestone.body).toMatchObject({ type: 'milestone', milestone: true, day: '2026-11-29' });
    const task = await staff('assignCarePlanItem', 'POST', `/patients/${ana.id}/care-plan`, nurse, {
      type: 'task',
      title: 'Paseo corto',
      day: '2026-11-22',
      category: 'postpartum',
    });
    expect((await v2('getCarePlanToday', 'GET', '/patient/care-plan/today', ana)).body.data[0].items[0]).toMatchObject({
      id: task.body.id,
      title: 'Paseo corto',
    });
    expect(
      (await v2('completeMilestone', 'PUT', `/patient/care-plan/milestones/${milestone.body.id}/completed`, ana)).body
        .completed,
    ).toBe(true);

    const before = await fingerprint(ctx);
    expect(
      (
        await staff('assignCarePlanItem', 'POST', `/patients/${stranger.id}/care-plan`, nurse, {
          type: 'task',
          title: 'x',
          day: '2026-11-22',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await staff('assignCarePlanItem', 'POST', `/patients/${ana.id}/care-plan`, nurse, {
          type: 'task',
          title: 'x',
          day: '2026-02-30',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await staff('assignCarePlanItem', 'POST', `/patients/${ana.id}/care-plan`, nurse, {
          type: 'support_session',
          title: 'x',
          day: '2026-11-22',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await staff('assignCarePlanItem', 'POST', `/patients/${ana.id}/care-plan`, nurse, {
          type: 'task',
          title: '  ',
          day: '2026-11-22',
        })
      ).status,
    ).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it("lists the organization's own offers, kinds of visit marked, by title in the practitioner's language", async () => {
    const nurse = await createCareTeam(ctx);
    const other = await createCareTeam(ctx);
    const visit = await createOffer(ctx, nurse.organizationId, {
      type: 'nurse_call',
      appointmentKind: 'nurse_call',
      title: 'Nurse call',
    });
    const group = await createOffer(ctx, nurse.organizationId, { type: 'group', title: 'Bump circle' });
    await createOffer(ctx, other.organizationId, { type: 'class', title: 'Their class' });
    const listed = await staff('listStaffProducts', 'GET', '/products', nurse);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: group.productId, title: 'Bump circle', type: 'group', appointment_kind: null },
      { id: visit.productId, title: 'Nurse call', type: 'nurse_call', appointment_kind: 'nurse_call' },
    ]);
    expect(
      (await staff('listStaffProducts', 'GET', '/products', other)).body.map((p: { title: string }) => p.title),
    ).toEqual(['Their class']);
  });

  it("writes the visit summary of its finished appointment, which the patient's PDF then shows; another organization's, an unfinished one and a blank one are refused, changing nothing", async () => {
    const nurse = await createCareTeam(ctx, { name: 'Latch Lab' });
    const other = await createCareTeam(ctx, { name: 'Bloom Doulas' });
    const visit = await createOffer(ctx, nurse.organizationId, {
      type: 'lactation_visit',
      appointmentKind: 'lactation_visit',
      title: 'Lactation visit',
    });
    const ana = await createPatient(ctx);
    const held = await createSession(ctx, visit, {
      startsInHours: -3,
      capacity: 1,
      presenterIds: [nurse.practitionerId],
    });
    const coming = await createSession(ctx, visit, {
      startsInHours: 5,
      capacity: 1,
      presenterIds: [nurse.practitionerId],
    });
    const [past, next] = await ctx.db.db
      .insert(reservations)
      .values(
        [held, coming].map((s) => ({
          sessionId: s.id,
          patientId: ana.id,
          paidWithCredit: false,
          reservedAt: new Date('2026-11-20T10:00:00Z'),
        })),
      )
      .returning();
    const note = { summary: 'Latch improved; feed on cue and book a follow-up in two weeks.' };

    // The finished visit is listed for its summary, the coming one is not; another organization sees neither.
    const finished = await staff('listFinishedAppointments', 'GET', '/appointments', nurse);
    expect(finished.body).toEqual([
      {
        id: past!.id,
        patient: { id: ana.id, name: 'Ana Rivera' },
        title: 'Lactation visit',
        starts_at: held.startsAt.toISOString(),
        ends_at: held.endsAt.toISOString(),
        summary: null,
      },
    ]);
    expect((await staff('listFinishedAppointments', 'GET', '/appointments', other)).body).toEqual([]);
    // The list carries visit summaries: reading it is in her record-access list, once per read.
    expect(await ctx.db.db.select().from(auditEvents).where(eq(auditEvents.patientId, ana.id))).toEqual([
      expect.objectContaining({
        action: 'read',
        resource: 'appointments',
        resourceId: String(past!.id),
        actorOrganization: 'Latch Lab',
      }),
    ]);

    const before = await fingerprint(ctx);
    expect((await staff('writeVisitSummary', 'PUT', `/appointments/${past!.id}/summary`, other, note)).status).toBe(
      404,
    );
    const early = await staff('writeVisitSummary', 'PUT', `/appointments/${next!.id}/summary`, nurse, note);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('errors.conflict');
    expect(
      (await staff('writeVisitSummary', 'PUT', `/appointments/${past!.id}/summary`, nurse, { summary: '   ' })).status,
    ).toBe(422);
    expect((await staff('writeVisitSummary', 'PUT', `/appointments/${past!.id}/summary`, nurse, {})).status).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);
    expect((await v2('getAppointment', 'GET', `/patient/appointments/${past!.id}`, ana)).body.summary_available).toBe(
      false,
    );

    const written = await staff('writeVisitSummary', 'PUT', `/appointments/${past!.id}/summary`, nurse, {
      summary: `  ${note.summary} `,
    });
    expect(written.status).toBe(200);
    expect(written.body).toEqual(note);
    const [session] = await ctx.db.db.select().from(supportSessions).where(eq(supportSessions.id, held.id));
    expect(session!.summary).toBe(note.summary);
    expect((await staff('listFinishedAppointments', 'GET', '/appointments', nurse)).body[0]).toMatchObject({
      id: past!.id,
      summary: note.summary,
    });
    expect((await v2('getAppointment', 'GET', `/patient/appointments/${past!.id}`, ana)).body.summary_available).toBe(
      true,
    );
    const token = await v2('getVisitSummaryToken', 'GET', `/appointments/${past!.id}/summary/token`, ana);
    expect(token.status).toBe(200);
    const pdf = await ctx.app.services.appointments.summaryPdf(token.body.token, { compress: false });
    expect(pdf.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(writtenText(pdf.body)).toContain(note.summary);
  });
});

/** The text PDFKit wrote with its standard fonts: hex strings of WinAnsi codes, line by line. */
function writtenText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}
