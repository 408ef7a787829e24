// Appointments (spec 3, 4 and 7, "Appointments"): kinds of visit and their open times, the
// patient's appointments (a seat in a one-person session of a visit-kind offer, so booking,
// cancelling and refunding follow the seat's rules in support-sessions.ts), the calendar event,
// the visit summary by token and as a PDF, and requests to organizations.
import type { Database } from '../../db/client.js';
import {
  bookedVisitOf,
  bookingWithPatient,
  insertAppointmentRequests,
  openSessionsOf,
  organizationsOfferingVisits,
  practitionerWithOrganization,
  requestCategories,
  requestCategoryCount,
  requestsOfPatient,
  visitKindWithOrganization,
} from '../../db/queries/appointments.js';
import { organizationsByIds, type OrganizationRow } from '../../db/queries/organizations.js';
import { organizationRef, toPractitioner } from '../conversations/present.js';
import { NotFoundError, invalidFields } from '../errors.js';
import { intlLocale, languageOf, type Language } from '../language.js';
import { startPdf } from '../pdf.js';
import type { UserRow } from '../sessions.js';
import type { Signer } from '../../signing-keys.js';
import { calendarJson, toIcs, type CalendarEvent } from './calendar.js';
import { VISIT_SUMMARY_WORDS, visitKindLabel } from './labels.js';
import {
  stateOf,
  toLocation,
  toReservation,
  type ProductRow,
  type ReservationRow,
  type SessionRow,
} from './present.js';
import type { SupportSessions } from './support-sessions.js';

/** A summary token opens the summary for an hour. */
const SUMMARY_TOKEN_MS = 3600_000;

export type AppointmentRequestInput = {
  organization_ids: number[];
  category_id: number;
  message: string;
  preferred_times?: string;
};

type Booked = {
  reservation: ReservationRow;
  session: SessionRow;
  product: ProductRow;
  organization: OrganizationRow;
};

export class Appointments {
  constructor(
    private readonly db: Database,
    private readonly sessions: SupportSessions,
    private readonly signer: Signer,
    private readonly now: () => Date,
  ) {}

  /** A kind of visit with its open times (sessions not started with a seat left). */
  async type(user: UserRow, id: number) {
    const row = await visitKindWithOrganization(this.db, id);
    if (!row) throw new NotFoundError();
    const open = await openSessionsOf(this.db, id, this.now());
    const sessions = await this.sessions.present(
      user,
      open.map((session) => ({ session, product: row.product })),
    );
    const language = languageOf(user);
    const first = open[0];
    return {
      id: row.product.id,
      name: row.product.title[language],
      description: row.product.description[language],
      duration_minutes: first
        ? Math.max(1, Math.round((first.endsAt.getTime() - first.startsAt.getTime()) / 60_000))
        : 60,
      organization: organizationRef(row.organization),
      virtual: open.every((s) => s.platform !== 'in_person'),
      price_credits: row.product.priceCredits,
      gold_included: row.product.goldIncluded,
      sessions,
    };
  }

  async typeAtSession(user: UserRow, id: number, sessionUuid: string) {
    const type = await this.type(user, id);
    const [session] = await this.sessions.present(user, [
      await this.sessions.findFor(user, { uuid: sessionUuid, productId: id }),
    ]);
    return { type, session: session! };
  }

  /** By the booking's numeric id or its uuid (a link /appointment/{uuid}); the same ownership either way. */
  async get(user: UserRow, idOrUuid: number | string) {
    const id = typeof idOrUuid === 'number' ? idOrUuid : /^\d+$/.test(idOrUuid) ? Number(idOrUuid) : null;
    return this.present(user, await this.booked(user, id === null ? { uuid: idOrUuid as string } : { id }));
  }

  async preview(user: UserRow, id: number) {
    const booked = await this.booked(user, { id });
    const presenter = await this.presenter(booked.session);
    return {
      id: booked.reservation.id,
      title: booked.product.title[languageOf(user)],
      starts_at: booked.session.startsAt.toISOString(),
      status: stateOf(booked.session, this.now()),
      practitioner_name: presenter ? `${presenter.practitioner.firstName} ${presenter.practitioner.lastName}` : null,
      organization: organizationRef(booked.organization),
    };
  }

  /** Cancels the patient's appointment with a reason; a seat paid with a credit gets it back. */
  async cancel(user: UserRow, uuid: string, reason: string) {
    const booked = await this.booked(user, { uuid });
    const cancelled = await this.sessions.cancelSeat(user, booked.session, reason);
    return this.present(user, { ...booked, reservation: cancelled });
  }

  async calendarEvent(user: UserRow, id: number): Promise<CalendarEvent> {
    const appointment = await this.get(user, id);
    const language = languageOf(user);
    return {
      uid: `appointment-${appointment.uuid}`,
      title: appointment.title,
      description: [
        appointment.organization.name,
        appointment.practitioner
          ? `${appointment.practitioner.first_name} ${appointment.practitioner.last_name}`
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
      location:
        appointment.location.address ?? appointment.location.video_url ?? (language === 'es' ? 'En línea' : 'Online'),
      starts_at: appointment.starts_at,
      ends_at: appointment.ends_at,
      timezone: appointment.timezone,
      url: appointment.location.video_url,
    };
  }

  async calendarJson(user: UserRow, id: number) {
    return calendarJson(await this.calendarEvent(user, id));
  }

  async calendarFile(user: UserRow, id: number) {
    return toIcs(await this.calendarEvent(user, id), this.now());
  }

  /** A token for a finished visit whose summary the practitioner wrote; 404 before that. */
  async summaryToken(user: UserRow, id: number) {
    const booked = await this.booked(user, { id });
    if (!this.summaryAvailable(booked)) throw new NotFoundError();
    const expires = this.now().getTime() + SUMMARY_TOKEN_MS;
    const token = `${booked.reservation.id}.${expires}.${this.sign(booked.reservation.id, expires)}`;
    return { token, expires_at: new Date(expires).toISOString(), summary: await this.summary(booked, user) };
  }

  /** The summary as a PDF, in the patient's language, for a valid token. */
  async summaryPdf(token: string, options: { compress?: boolean } = {}) {
    const [id, expires, signature] = token.split('.');
    const reservationId = Number(id);
    const until = Number(expires);
    if (!Number.isInteger(reservationId) || !Number.isInteger(until) || !signature || until < this.now().getTime())
      throw new NotFoundError();
    if (!this.signer.verify(`visit-summary:${reservationId}:${until}`, signature)) throw new NotFoundError();
    const row = await bookingWithPatient(this.db, reservationId);
    if (!row || !this.summaryAvailable(row)) throw new NotFoundError();
    const language = languageOf(row.patient);
    const summary = await this.summary(row, row.patient);
    const words = VISIT_SUMMARY_WORDS[language];
    const date = new Intl.DateTimeFormat(intlLocale[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: row.session.timezone,
    }).format(row.session.startsAt);
    const { doc, bytes } = startPdf({ title: words.title, language, compress: options.compress });
    doc.fontSize(18).font('Helvetica-Bold').text(words.title);
    doc.moveDown(0.5).fontSize(11).font('Helvetica');
    for (const [label, value] of [
      [words.patient, summary.patient],
      [words.visitType, summary.visit_type],
      [words.date, date],
      [words.practitioner, summary.practitioner],
      [words.organization, row.organization.name],
    ] as const) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .text(words.notes)
      .font('Helvetica')
      .text(row.session.summary ?? '');
    doc.end();
    return { fileName: `visit-summary-${row.reservation.id}.pdf`, body: await bytes };
  }

  /** Organizations that offer a kind of visit, with the patient's connection to each. */
  async organizations(user: UserRow) {
    const rows = await organizationsOfferingVisits(this.db, user.id);
    return rows.map((row) => ({
      id: row.organization.id,
      name: row.organization.name,
      slug: row.organization.name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      type_icon: 13 as const,
      logo: row.organization.logoUrl,
      description: null,
      city: null,
      state: null,
      phone: null,
      website: null,
      languages: [],
      accepts_new_patients: true,
      connection_status: row.onTeam ? ('active' as const) : row.pending ? ('pending' as const) : ('none' as const),
      practitioners_count: row.practitioners,
    }));
  }

  async categories(user: UserRow) {
    const rows = await requestCategories(this.db);
    const language = languageOf(user);
    return rows.map((row) => ({ id: row.id, name: row.name[language] }));
  }

  /** The patient's own requests, the latest first, each with its answer and, when declined, the reason given. */
  async requests(user: UserRow) {
    const language = languageOf(user);
    const rows = await requestsOfPatient(this.db, user.id);
    return rows.map(({ request, organization, category }) => ({
      id: request.id,
      organization: organizationRef(organization),
      category: category.name[language],
      message: request.message,
      preferred_times: request.preferredTimes,
      status: request.status,
      decline_reason: request.status === 'declined' ? request.declineReason : null,
      created_at: request.createdAt.toISOString(),
      decided_at: request.decidedAt?.toISOString() ?? null,
    }));
  }

  /** One request per organization asked, in one transaction; unknown ones refuse the whole request. */
  async request(user: UserRow, input: AppointmentRequestInput) {
    const ids = [...new Set(input.organization_ids)];
    const message = input.message.trim();
    if (!message) throw invalidFields({ message: 'validation.required' });
    const [known, category] = await Promise.all([
      organizationsByIds(this.db, ids),
      requestCategoryCount(this.db, input.category_id),
    ]);
    if (known.length !== ids.length) throw invalidFields({ organization_ids: 'validation.pickOneOption' });
    if (!category) throw invalidFields({ category_id: 'validation.pickOneOption' });
    const at = this.now();
    const rows = await insertAppointmentRequests(
      this.db,
      ids.map((organizationId) => ({
        patientId: user.id,
        organizationId,
        categoryId: input.category_id,
        message,
        preferredTimes: input.preferred_times?.trim() || null,
        createdAt: at,
      })),
    );
    return {
      id: rows[0]!.id,
      status: 'sent' as const,
      organizations: known.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)).map(organizationRef),
      created_at: at.toISOString(),
    };
  }

  /** The patient's own seat in a visit; another's is 404 like one that does not exist. */
  private async booked(user: UserRow, booking: { id: number } | { uuid: string }): Promise<Booked> {
    const row = await bookedVisitOf(this.db, user.id, booking);
    if (!row) throw new NotFoundError();
    return row;
  }

  private summaryAvailable({ reservation, session }: { reservation: ReservationRow; session: SessionRow }) {
    return reservation.cancelledAt === null && stateOf(session, this.now()) === 'finished' && !!session.summary;
  }

  private async summary(booked: Pick<Booked, 'session' | 'product'>, patient: UserRow) {
    const language = languageOf(patient);
    const presenter = await this.presenter(booked.session);
    return {
      patient: `${patient.firstName} ${patient.lastName}`,
      visit_type: visitKindLabel(booked.product.appointmentKind, language),
      date: booked.session.startsAt.toISOString(),
      practitioner: presenter ? `${presenter.practitioner.firstName} ${presenter.practitioner.lastName}` : '',
      notes: booked.session.summary ?? '',
    };
  }

  private async presenter(session: SessionRow) {
    const id = session.presenterIds[0];
    if (id === undefined) return null;
    const row = await practitionerWithOrganization(this.db, id);
    return row ?? null;
  }

  private async present(user: UserRow, booked: Booked) {
    const { reservation, session, product, organization } = booked;
    const language: Language = languageOf(user);
    const status = stateOf(session, this.now());
    const presenter = await this.presenter(session);
    const attending = reservation.cancelledAt === null;
    return {
      id: reservation.id,
      uuid: reservation.uuid,
      type: product.appointmentKind ?? 'other',
      title: product.title[language],
      status,
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
      timezone: session.timezone,
      virtual: session.platform !== 'in_person',
      location: toLocation(session, status === 'inProgress' && attending ? session.videoUrl : null),
      practitioner: presenter ? toPractitioner(presenter.practitioner, presenter.organization, language) : null,
      organization: organizationRef(organization),
      reservation: toReservation(reservation),
      summary_available: this.summaryAvailable(booked),
    };
  }

  private sign(reservationId: number, expires: number) {
    return this.signer.sign(`visit-summary:${reservationId}:${expires}`);
  }
}
