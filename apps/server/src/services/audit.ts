// The audit trail: the one service through which every read or change of a patient's record by
// anyone other than the patient is recorded, with who, what, when and from where. The care team's
// staff API (services/conversations/inbox.ts) calls `record` for each access, and so does the
// on-call crisis alert, which tells a clinician about a patient's answer. The patient's own use of
// their record is not recorded.
import type { Database } from '../db/client.js';
import { auditEventsOfPatient, insertAuditEvents, patientsReadSince, type AuditEventRow } from '../db/queries/audit.js';
import { pageWindow, toPage, type Page } from './pagination.js';

export type AuditActor = {
  /** The account that looked, or null for the system acting for the care team. */
  id: number | null;
  role: AuditEventRow['actorRole'];
  /** As the patient will see it: "Dr. Rivera", "Matrona support", "On-call care team". */
  name: string;
  /** For which organization: the care team's name, "Matrona"; null when none. */
  organization?: string | null;
};

export type RecordAccess = {
  patientId: number;
  action: AuditEventRow['action'];
  /** The part of the record: `profile`, `blood_pressure`, `screening_answer`, `documents`... */
  resource: string;
  resourceId?: string | number | null;
  /** The client address, when the access came through a request. */
  address?: string | null;
};

/**
 * A list the console polls all day (the inbox, the alerts) shows each patient's words or readings
 * again every few seconds: it is recorded once per patient and reader within this window, so her
 * record says who saw it and when, without an entry per poll.
 */
export const LISTED_READ_WINDOW_MS = 60 * 60_000;

export type RecordAccessEntry = {
  at: string;
  actor_name: string;
  actor_organization: string | null;
  actor_role: AuditEventRow['actorRole'];
  action: AuditEventRow['action'];
  resource: string;
};

export class AuditTrail {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Records one access; `db` is the caller's transaction when the access is part of one. */
  async record(actor: AuditActor, access: RecordAccess, db: Database = this.db): Promise<void> {
    await this.recordEach(actor, [access], db);
  }

  /** Records several accesses at once: a list that shows many patients' data writes one entry each. */
  async recordEach(actor: AuditActor, accesses: RecordAccess[], db: Database = this.db): Promise<void> {
    const at = this.now();
    await insertAuditEvents(
      db,
      accesses
        .filter((access) => actor.id === null || actor.id !== access.patientId)
        .map((access) => ({
          patientId: access.patientId,
          actorId: actor.id,
          actorRole: actor.role,
          actorName: actor.name,
          actorOrganization: actor.organization ?? null,
          action: access.action,
          resource: access.resource,
          resourceId: access.resourceId === undefined || access.resourceId === null ? null : String(access.resourceId),
          address: access.address ?? null,
          at,
        })),
    );
  }

  /**
   * Records a polled list's reads of `resource`: one entry per patient shown, unless this reader
   * already has one for that patient and resource within LISTED_READ_WINDOW_MS.
   */
  async recordListed(actor: AuditActor, resource: string, patientIds: number[], address: string | null): Promise<void> {
    const shown = [...new Set(patientIds)];
    const since = new Date(this.now().getTime() - LISTED_READ_WINDOW_MS);
    const already = await patientsReadSince(this.db, actor.id, resource, shown, since);
    await this.recordEach(
      actor,
      shown
        .filter((patientId) => !already.has(patientId))
        .map((patientId) => ({ patientId, action: 'read' as const, resource, address })),
    );
  }

  /** Who looked at the patient's record, newest first: what the patient is shown. */
  async ofPatient(patientId: number, page: number): Promise<Page<RecordAccessEntry>> {
    const { limit, offset } = pageWindow(page);
    const rows = await auditEventsOfPatient(this.db, patientId, limit, offset);
    return toPage(
      rows.map((row) => ({
        at: row.at.toISOString(),
        actor_name: row.actorName,
        actor_organization: row.actorOrganization,
        actor_role: row.actorRole,
        action: row.action,
        resource: row.resource,
      })),
      page,
    );
  }
}
