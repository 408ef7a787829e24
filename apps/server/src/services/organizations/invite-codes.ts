// What a link brings to registration (spec 2 "Navigation guards", the register_invite and
// register_assign_code keys): an organization's invite code (it names who invited her, works once,
// and puts the organization on her team at once) or an organization's join code (she asks to join,
// pending until it confirms, as a team request by code). A code that cannot be honoured refuses the
// registration with a field message and writes nothing: the screen then lets her go on without it.
import type { Database } from '../../db/client.js';
import {
  inviteCodeNamed,
  inviteCodeWithOrganization,
  takeInviteCode,
  type InviteCodeRow,
} from '../../db/queries/organization-invites.js';
import type { Schema } from '../../contract.js';
import { NotFoundError, invalidFields } from '../errors.js';
import type { Language } from '../language.js';
import type { CareTeamOrganizations } from './connections.js';
import type { Directory } from './directory.js';
import { OPEN_INVITE_STATES, findOwnInvite } from './invites.js';

const normalize = (code: string) => code.trim().toUpperCase();
const INVITE_UNAVAILABLE = 'validation.inviteUnavailable';
const ASSIGN_CODE_UNKNOWN = 'validation.assignCodeUnknown';

/** The links a registration carries, checked: field messages, and what to do once the account exists. */
export type RegistrationLinks = {
  fieldErrors: Record<string, string>;
  /** Runs inside the registration's transaction: a failure undoes the account too. */
  honour: (patientId: number) => Promise<void>;
};

export class InviteCodes {
  constructor(
    private readonly db: Database,
    private readonly directory: Directory,
    private readonly careTeam: CareTeamOrganizations,
    private readonly now: () => Date,
  ) {}

  /**
   * GET /patient/invites/{code}/info: an invite link's code (public), or the numeric id of one of
   * the signed-in patient's own organization invites.
   */
  async info(codeOrId: string, patientId: number | null, language: Language): Promise<Schema<'InviteInfo'>> {
    const found = await inviteCodeWithOrganization(this.db, normalize(codeOrId));
    if (found) return this.present(found.invite, found.organization, language);
    if (patientId !== null && /^\d{1,9}$/.test(codeOrId)) return this.ownInvite(Number(codeOrId), patientId, language);
    throw new NotFoundError('No such invite');
  }

  private async ownInvite(id: number, patientId: number, language: Language): Promise<Schema<'InviteInfo'>> {
    const found = await findOwnInvite(this.db, patientId, id);
    const open = (OPEN_INVITE_STATES as readonly string[]).includes(found.invite.state);
    return {
      id: found.invite.id,
      code: String(found.invite.id),
      organization: { id: found.organization.id, name: found.organization.name },
      inviter_name: null,
      status: open ? 'active' : 'used',
      expires_at: null,
      benefit: (language === 'es' ? found.invite.messageEs : found.invite.messageEn) ?? null,
    };
  }

  private present(
    row: InviteCodeRow,
    organization: { id: number; name: string },
    language: Language,
  ): Schema<'InviteInfo'> {
    return {
      id: row.id,
      code: row.code,
      organization: { id: organization.id, name: organization.name },
      inviter_name: row.inviterName,
      status: this.status(row),
      expires_at: row.expiresAt?.toISOString() ?? null,
      benefit: (language === 'es' ? row.benefitEs : row.benefitEn) ?? null,
    };
  }

  private status(row: InviteCodeRow): Schema<'InviteInfo'>['status'] {
    if (row.usedAt) return 'used';
    return row.expiresAt && row.expiresAt.getTime() <= this.now().getTime() ? 'expired' : 'active';
  }

  /** Checks a registration's invite and assign codes before anything is written. */
  async forRegistration(links: { invite?: string; assign_code?: string }): Promise<RegistrationLinks> {
    const fieldErrors: Record<string, string> = {};
    let invite: InviteCodeRow | null = null;
    if (links.invite !== undefined) {
      const row = await inviteCodeNamed(this.db, normalize(links.invite));
      if (row && this.status(row) === 'active') invite = row;
      else fieldErrors.invite = INVITE_UNAVAILABLE;
    }
    let assignedTo: number | null = null;
    if (links.assign_code !== undefined) {
      try {
        assignedTo = (await this.directory.withCode(links.assign_code)).id;
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        fieldErrors.assign_code = ASSIGN_CODE_UNKNOWN;
      }
    }
    const honour = async (patientId: number) => {
      if (invite) {
        // Only an unused code is taken: two registrations with one link cannot both have it.
        const taken = await takeInviteCode(this.db, invite.id, patientId, this.now());
        if (!taken) throw invalidFields({ invite: INVITE_UNAVAILABLE });
        await this.careTeam.connect(patientId, invite.organizationId, { confirmed: true });
      }
      // The same organization by both links: the invite's confirmed place on the team is enough.
      if (assignedTo !== null && assignedTo !== invite?.organizationId)
        await this.careTeam.connect(patientId, assignedTo);
    };
    return { fieldErrors, honour };
  }
}
