// The care team's side of Care (openapi/staff.yaml, "Care"): appointment requests confirmed with a
// time or declined, sessions scheduled for the organization's offers, and care-plan items and
// milestones given to the patients it cares for. Another organization's ids are 404, as if absent.
import { COACHING_GROUP_MAX } from '@mat/domain';
import type { Database } from '../../db/client.js';
import type { AppointmentRequestRow } from '../../db/queries/appointments.js';
import { insertCarePlanItem, insertCarePlanItemReturning } from '../../db/queries/care-plan.js';
import {
  bookingsWithSessions,
  confirmPendingRequest,
  declinePendingRequest,
  finishedVisitsOf,
  insertBooking,
  offerOf,
  offersOf,
  organizationCaresFor,
  patientNamesByIds,
  pendingRequestsOf,
  practitionersOfOrganizationAmong,
  requestCategoriesByIds,
  requestOfOrganization,
  visitKindOf,
  visitOf,
  writeSessionSummary,
} from '../../db/queries/staff-care.js';
import { insertSession } from '../../db/queries/support-sessions.js';
import { userById } from '../../db/queries/users.js';
import type { AuditTrail } from '../audit.js';
import { auditActorOf, type Staff } from '../conversations/inbox.js';
import { ConflictError, NotFoundError, invalidFields } from '../errors.js';
import type { Language } from '../language.js';
import { localDay } from './days.js';
import { stateOf, type SessionRow } from './present.js';

export type SessionSchedule = {
  starts_at: string;
  ends_at: string;
  timezone: string;
  platform: SessionRow['platform'];
  address?: string;
  video_url?: string;
  capacity: number;
  presenter_ids?: number[];
};
export type AppointmentConfirmation = Omit<SessionSchedule, 'capacity' | 'presenter_ids'> & { product_id: number };
export type AppointmentDecline = { reason?: string };
export type CarePlanAssignment = {
  type: 'article' | 'questionnaire' | 'task' | 'monitor' | 'video' | 'milestone';
  title: string;
  description?: string;
  day: string;
  category?: string;
};

type RequestRow = AppointmentRequestRow;

const answered = () => new ConflictError('errors.conflict', 'This request was already answered');

function validZone(timezone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export class StaffCare {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditTrail,
    private readonly now: () => Date,
  ) {}

  async requests(staff: Staff) {
    const rows = await pendingRequestsOf(this.db, staff.organization.id);
    // Each request carries the patient's own words: her record shows who read them.
    await this.audit.recordEach(
      auditActorOf(staff),
      rows.map((row) => ({
        patientId: row.patientId,
        action: 'read' as const,
        resource: 'appointment_requests',
        resourceId: row.id,
        address: staff.address,
      })),
    );
    return this.presentRequests(staff, rows);
  }

  /** The organization's offers, kinds of visit included, by title in the practitioner's language. */
  async products(staff: Staff) {
    const language = languageOfStaff(staff);
    const rows = await offersOf(this.db, staff.organization.id);
    return rows
      .map((row) => ({ id: row.id, title: row.title[language], type: row.type, appointment_kind: row.appointmentKind }))
      .sort((a, b) => a.title.localeCompare(b.title, language));
  }

  /** Finished, not cancelled visits of the organization's kinds of visit, the latest first: what a summary is written for. */
  async finishedAppointments(staff: Staff) {
    const language = languageOfStaff(staff);
    const rows = await finishedVisitsOf(this.db, staff.organization.id, this.now());
    // Each visit carries its summary, clinical notes: her record shows who read them.
    await this.audit.recordEach(
      auditActorOf(staff),
      rows.map((row) => ({
        patientId: row.patientId,
        action: 'read' as const,
        resource: 'appointments',
        resourceId: row.id,
        address: staff.address,
      })),
    );
    return rows.map((row) => ({
      id: row.id,
      patient: { id: row.patientId, name: `${row.firstName} ${row.lastName}` },
      title: row.title[language],
      starts_at: row.session.startsAt.toISOString(),
      ends_at: row.session.endsAt.toISOString(),
      summary: row.session.summary,
    }));
  }

  /** Books the time as the one seat of a new session of the organization's kind of visit, all at once. */
  async confirm(staff: Staff, id: number, input: AppointmentConfirmation) {
    const request = await this.ownRequest(staff, id);
    const product = await visitKindOf(this.db, staff.organization.id, input.product_id);
    if (!product) throw new NotFoundError();
    const times = this.checkedTimes(input);
    const patient = await userById(this.db, request.patientId);
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const session = await insertSession(tx, {
        productId: product.id,
        ...times,
        timezone: input.timezone,
        platform: input.platform,
        address: input.address ?? null,
        videoUrl: input.video_url ?? null,
        capacity: 1,
        reserved: 1,
        presenterIds: [staff.practitioner.id],
      });
      const seat = await insertBooking(tx, {
        sessionId: session.id,
        patientId: request.patientId,
        paidWithCredit: false,
        reservedAt: at,
      });
      const decided = await confirmPendingRequest(tx, request.id, {
        decidedBy: staff.practitioner.id,
        decidedAt: at,
        reservationId: seat.id,
      });
      if (!decided) throw answered();
      const language = patient?.prefs.language === 'es' ? 'es' : 'en';
      await insertCarePlanItem(tx, {
        patientId: request.patientId,
        organizationId: staff.organization.id,
        assignedBy: staff.practitioner.id,
        type: 'appointment',
        title: product.title[language],
        description: product.description[language] || null,
        day: localDay(times.startsAt, input.timezone),
        sessionId: session.id,
        category: product.category,
      });
      await this.audit.record(
        auditActorOf(staff),
        {
          patientId: request.patientId,
          action: 'change',
          resource: 'appointments',
          resourceId: seat.id,
          address: staff.address,
        },
        tx,
      );
    });
    return (await this.presentRequests(staff, [await this.ownRequest(staff, id)]))[0]!;
  }

  /** A reason, when given, is the care team's words to the patient, kept with the request. */
  async decline(staff: Staff, id: number, input: AppointmentDecline = {}) {
    const request = await this.ownRequest(staff, id);
    const reason = input.reason?.trim() || null;
    // The answer carries her message, and the decline changes her request: both in her record, with the change.
    const decided = await this.db.transaction(async (tx) => {
      const rows = await declinePendingRequest(tx, request.id, {
        decidedBy: staff.practitioner.id,
        decidedAt: this.now(),
        declineReason: reason,
      });
      if (rows.length === 0) throw answered();
      await this.audit.record(
        auditActorOf(staff),
        {
          patientId: request.patientId,
          action: 'change',
          resource: 'appointment_requests',
          resourceId: request.id,
          address: staff.address,
        },
        tx,
      );
      return rows;
    });
    return (await this.presentRequests(staff, decided))[0]!;
  }

  /** A session of one of the organization's offers; a coaching group holds at most 5 (spec 9). */
  async schedule(staff: Staff, productId: number, input: SessionSchedule) {
    const product = await offerOf(this.db, staff.organization.id, productId);
    if (!product) throw new NotFoundError();
    if (product.type === 'coaching' && input.capacity > COACHING_GROUP_MAX)
      throw invalidFields({ capacity: 'validation.invalid' });
    const times = this.checkedTimes(input);
    const presenterIds = [...new Set(input.presenter_ids ?? [staff.practitioner.id])];
    const ours = await practitionersOfOrganizationAmong(this.db, staff.organization.id, presenterIds);
    if (ours.length !== presenterIds.length) throw invalidFields({ presenter_ids: 'validation.pickOneOption' });
    const session = await insertSession(this.db, {
      productId,
      ...times,
      timezone: input.timezone,
      platform: input.platform,
      address: input.address ?? null,
      videoUrl: input.video_url ?? null,
      capacity: input.capacity,
      presenterIds,
    });
    return toScheduled(session);
  }

  /** An item or milestone on the plan of a patient the organization cares for. */
  async assign(staff: Staff, patientId: number, input: CarePlanAssignment) {
    if (!(await this.caresFor(staff, patientId))) throw new NotFoundError();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.day) || Number.isNaN(Date.parse(`${input.day}T00:00:00Z`)))
      throw invalidFields({ day: 'validation.invalidDate' });
    const title = input.title.trim();
    if (!title) throw invalidFields({ title: 'validation.required' });
    // A change to the patient's record, in the audit trail with it.
    const item = await this.db.transaction(async (tx) => {
      const row = await insertCarePlanItemReturning(tx, {
        patientId,
        organizationId: staff.organization.id,
        assignedBy: staff.practitioner.id,
        type: input.type,
        title,
        description: input.description?.trim() || null,
        day: input.day,
        category: input.category?.trim() || null,
      });
      await this.audit.record(
        auditActorOf(staff),
        { patientId, action: 'change', resource: 'care_plan', resourceId: row.id, address: staff.address },
        tx,
      );
      return row;
    });
    return {
      id: item.id,
      uuid: item.uuid,
      type: item.type,
      title: item.title,
      day: item.day,
      milestone: item.type === 'milestone',
    };
  }

  /** The visit summary of one of the organization's finished appointments (the booking's id); the patient's PDF shows it. */
  async writeSummary(staff: Staff, reservationId: number, text: string) {
    const summary = text.trim();
    if (!summary) throw invalidFields({ summary: 'validation.required' });
    const row = await visitOf(this.db, staff.organization.id, reservationId);
    if (!row) throw new NotFoundError();
    if (stateOf(row.session, this.now()) !== 'finished')
      throw new ConflictError('errors.conflict', 'The visit has not finished yet');
    await this.db.transaction(async (tx) => {
      await writeSessionSummary(tx, row.session.id, summary);
      await this.audit.record(
        auditActorOf(staff),
        {
          patientId: row.reservation.patientId,
          action: 'change',
          resource: 'appointments',
          resourceId: reservationId,
          address: staff.address,
        },
        tx,
      );
    });
    return { summary };
  }

  /** On the team of one of its practitioners, wrote to it, or asked it for an appointment. */
  private async caresFor(staff: Staff, patientId: number): Promise<boolean> {
    return organizationCaresFor(this.db, staff.organization.id, patientId);
  }

  private checkedTimes(input: { starts_at: string; ends_at: string; timezone: string }) {
    const startsAt = new Date(input.starts_at);
    const endsAt = new Date(input.ends_at);
    const fields: Record<string, string> = {};
    if (Number.isNaN(startsAt.getTime()) || startsAt.getTime() <= this.now().getTime())
      fields.starts_at = 'validation.invalidDate';
    if (Number.isNaN(endsAt.getTime()) || endsAt.getTime() <= startsAt.getTime())
      fields.ends_at = 'validation.invalidDate';
    if (!validZone(input.timezone)) fields.timezone = 'validation.pickOneOption';
    if (Object.keys(fields).length) throw invalidFields(fields);
    return { startsAt, endsAt };
  }

  private async ownRequest(staff: Staff, id: number): Promise<RequestRow> {
    const row = await requestOfOrganization(this.db, staff.organization.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async presentRequests(staff: Staff, rows: RequestRow[]) {
    if (rows.length === 0) return [];
    const language = languageOfStaff(staff);
    const seatIds = rows.map((r) => r.reservationId).filter((id): id is number => id !== null);
    const [patients, categories, seats] = await Promise.all([
      patientNamesByIds(
        this.db,
        rows.map((r) => r.patientId),
      ),
      requestCategoriesByIds(
        this.db,
        rows.map((r) => r.categoryId),
      ),
      seatIds.length ? bookingsWithSessions(this.db, seatIds) : Promise.resolve([]),
    ]);
    return rows.map((row) => {
      const patient = patients.find((p) => p.id === row.patientId)!;
      const seat = seats.find((s) => s.id === row.reservationId);
      return {
        id: row.id,
        patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}` },
        category: categories.find((c) => c.id === row.categoryId)?.name[language] ?? '',
        message: row.message,
        preferred_times: row.preferredTimes,
        status: row.status,
        decline_reason: row.declineReason,
        created_at: row.createdAt.toISOString(),
        appointment: seat ? toScheduled(seat.session) : null,
      };
    });
  }
}

/** The console names things in the practitioner's profile language. */
function languageOfStaff(staff: Staff): Language {
  return staff.user.prefs.language === 'es' ? 'es' : 'en';
}

function toScheduled(session: SessionRow) {
  return {
    id: session.id,
    uuid: session.uuid,
    product_id: session.productId,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    timezone: session.timezone,
    platform: session.platform,
    capacity: session.capacity,
    reserved: session.reserved,
  };
}
