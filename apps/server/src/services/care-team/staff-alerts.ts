// The care team console's view of urgent alerts: the open alerts of the patients an organization
// cares for (on its care team, or who asked it a question; for Matrona's own team, also every patient
// no organization cares for yet), and resolving one. Another
// organization's alert is 404, as if absent, like its conversations. Resolving one is a change to
// the patient's record, in the audit trail; the list is the organization's queue, polled all day,
// and is not (as the inbox list is not).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { careTeamAlerts, careTeamMembers, conversations, practitioners, questionnaireUsers, questionnaires, users } from '../../db/schema.js';
import type { AuditTrail } from '../audit.js';
import type { OrganizationRow } from '../conversations/present.js';
import { auditActorOf, type Staff } from '../conversations/inbox.js';
import { NotFoundError } from '../errors.js';
import type { Language } from '../monitors/language.js';

export class StaffAlerts {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditTrail,
    private readonly now: () => Date,
  ) {}

  /**
   * The organization's patients: those with one of its practitioners on their team, or who wrote to
   * it. Matrona's own care team is also the team of last resort: a patient no organization cares for
   * yet is theirs, so a crisis answer is never left where no console shows it.
   */
  private patientsOf(organization: Pick<OrganizationRow, 'id' | 'kind'>) {
    const teamOf = (organizationId?: number) =>
      this.db
        .select({ id: careTeamMembers.patientId })
        .from(careTeamMembers)
        .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
        .where(organizationId === undefined ? undefined : eq(practitioners.organizationId, organizationId));
    const wroteTo = (organizationId?: number) =>
      this.db
        .select({ id: conversations.patientId })
        .from(conversations)
        .where(organizationId === undefined ? undefined : eq(conversations.organizationId, organizationId));
    const patient = careTeamAlerts.userId;
    const cared = sql`(${patient} in ${teamOf(organization.id)} or ${patient} in ${wroteTo(organization.id)})`;
    if (organization.kind !== 'matrona') return cared;
    return sql`(${cared} or (${patient} not in ${teamOf()} and ${patient} not in ${wroteTo()}))`;
  }

  /** Unresolved alerts of the organization's patients: urgent first, newest first. */
  async open(organization: Pick<OrganizationRow, 'id' | 'kind'>, language: Language) {
    const rows = await this.db
      .select({
        alert: careTeamAlerts,
        patient: { id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status },
        definition: questionnaires.definition,
      })
      .from(careTeamAlerts)
      .innerJoin(users, eq(users.id, careTeamAlerts.userId))
      .leftJoin(questionnaireUsers, eq(questionnaireUsers.id, careTeamAlerts.questionnaireUserId))
      .leftJoin(questionnaires, eq(questionnaires.id, questionnaireUsers.questionnaireId))
      .where(and(isNull(careTeamAlerts.resolvedAt), this.patientsOf(organization)))
      .orderBy(desc(careTeamAlerts.urgent), desc(careTeamAlerts.createdAt), desc(careTeamAlerts.id));
    return rows.map(({ alert, patient, definition }) => ({
      id: alert.id,
      kind: alert.kind,
      urgent: alert.urgent,
      created_at: alert.createdAt.toISOString(),
      patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}`, stage: patient.status },
      screening: definition ? definition.title[language] : null,
    }));
  }

  /** Resolved once reached out to; resolving a resolved alert again changes nothing. */
  async resolve(staff: Staff, id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: careTeamAlerts.id, patientId: careTeamAlerts.userId, resolvedAt: careTeamAlerts.resolvedAt })
      .from(careTeamAlerts)
      .where(and(eq(careTeamAlerts.id, id), this.patientsOf(staff.organization)));
    if (!row) throw new NotFoundError();
    if (row.resolvedAt) return;
    await this.db.transaction(async (tx) => {
      await tx.update(careTeamAlerts).set({ resolvedAt: this.now() }).where(and(eq(careTeamAlerts.id, id), isNull(careTeamAlerts.resolvedAt)));
      await this.audit.record(auditActorOf(staff), { patientId: row.patientId, action: 'change', resource: 'screening_alert', resourceId: id, address: staff.address }, tx);
    });
  }
}
