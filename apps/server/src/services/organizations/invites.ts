// Organizations' invites (spec 4, "Organization invite"): open ones listed oldest first; accepting
// puts the organization on the care team at once (it asked), declining ends the invite; viewed and
// maybe later keep it open. Which one to show, and when again, is the apps' rule (pickInviteToShow
// with the shown-invite record they keep); the server gives the open list in order.
import { inviteTransition, type InviteAction } from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  inviteOfPatient,
  invitesInStates,
  invitesOfPatientByIds,
  markInvitesMovedToPending,
  moveInvite,
  type InviteRow,
} from '../../db/queries/organization-invites.js';
import type { Schema } from '../../contract.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Language } from '../language.js';
import type { CareTeamOrganizations } from './connections.js';

/** The states in which an invite still waits for the patient's answer. */
export const OPEN_INVITE_STATES = ['active', 'viewed', 'maybeLater'] as const;
const closed = () => new ConflictError('errors.conflict', 'This invite was already answered');

export class Invites {
  constructor(
    private readonly db: Database,
    private readonly careTeam: CareTeamOrganizations,
  ) {}

  /** The invites still open (active, viewed, maybe later), the oldest first. */
  async open(patientId: number, language: Language): Promise<Schema<'OrganizationInvite'>[]> {
    const rows = await invitesInStates(this.db, patientId, [...OPEN_INVITE_STATES]);
    return rows.map(({ invite, organization }) => toInvite(invite, organization, language));
  }

  async act(patientId: number, id: number, action: InviteAction, language: Language) {
    const found = await findOwnInvite(this.db, patientId, id);
    const state = found.invite.state;
    const next = state === 'movedToPending' ? null : inviteTransition(state, action);
    if (!next) throw closed();
    return this.db.transaction(async (tx) => {
      // Only the state it was read in moves on: two answers at once cannot both win.
      const updated = await moveInvite(tx, id, state, next);
      if (!updated) throw closed();
      if (next === 'accepted') await this.acceptInto(patientId, found.invite.organizationId);
      return toInvite(updated, found.organization, language);
    });
  }

  /** The organization invited: it is on the team at once, unless the patient already has it there. */
  private async acceptInto(patientId: number, organizationId: number) {
    try {
      await this.careTeam.connect(patientId, organizationId, { confirmed: true });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }

  /** Open invites turned into pending referrals (spec 4: "invites can be moved to pending"). */
  async takeOpen(patientId: number, ids: number[]): Promise<InviteRow[]> {
    const rows = await invitesOfPatientByIds(this.db, patientId, ids);
    if (rows.length !== new Set(ids).size) throw new NotFoundError('No such invite');
    if (rows.some((row) => !(OPEN_INVITE_STATES as readonly string[]).includes(row.state))) throw closed();
    await markInvitesMovedToPending(this.db, ids);
    return rows;
  }
}

/** One of the patient's own invites with its organization; another patient's answers 404. */
export async function findOwnInvite(db: Database, patientId: number, id: number) {
  const found = await inviteOfPatient(db, patientId, id);
  if (!found) throw new NotFoundError('No such invite');
  return found;
}

export const toInvite = (
  row: InviteRow,
  organization: { id: number; name: string },
  language: Language,
): Schema<'OrganizationInvite'> => ({
  id: row.id,
  invitedAt: row.invitedAt.toISOString(),
  state: row.state === 'movedToPending' ? 'accepted' : row.state,
  organization: { id: organization.id, name: organization.name },
  message: (language === 'es' ? row.messageEs : row.messageEn) ?? null,
});
