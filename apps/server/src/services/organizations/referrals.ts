// Referrals (spec 4, "Referral"): pending, then accepted, declined, ignored (final) or archived.
// Accepting asks the organization to connect (pending until it confirms); the patient may also refer
// themself to an organization or one of its practitioners, and is referred to Matrona's own
// organization automatically (its team confirms at once).
import { referralTransition, type ReferralAction } from '@mat/domain';
import type { Database } from '../../db/client.js';
import { matronaOrganization, organizationsByIds } from '../../db/queries/organizations.js';
import {
  insertReferral,
  insertReferrals,
  listedOrganizationsNamed,
  listedPractitionersNamed,
  moveReferral,
  pendingReferralsOf,
  referralBetween,
  referralOfPatient,
  referralsOfPatientToOrganization,
  referralWithOrganization,
} from '../../db/queries/referrals.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Language } from '../language.js';
import { toPractitioner } from '../conversations/present.js';
import type { CareTeamOrganizations } from './connections.js';
import type { Directory } from './directory.js';
import type { Invites } from './invites.js';
import { toReferral } from './referral-present.js';

type Answer = 'accepted' | 'declined' | 'ignored' | 'archived';
const SEARCH_LIMIT = 20;

/** The patient's answer as @mat/domain's referral action, whose rule says from which states it may be given. */
const ACTION_OF: Record<Answer, ReferralAction> = {
  accepted: 'accept',
  declined: 'decline',
  ignored: 'ignore',
  archived: 'archive',
};

export class Referrals {
  constructor(
    private readonly db: Database,
    private readonly directory: Directory,
    private readonly careTeam: CareTeamOrganizations,
    private readonly invites: Invites,
    private readonly now: () => Date,
  ) {}

  async active(patientId: number, language: Language) {
    return this.present(await pendingReferralsOf(this.db, patientId), language);
  }

  async answer(patientId: number, id: number, answer: Answer, language: Language) {
    const row = await referralOfPatient(this.db, patientId, id);
    if (!row) throw new NotFoundError('No such referral');
    if (referralTransition(row.status, ACTION_OF[answer]) !== answer)
      throw new ConflictError('errors.conflict', `A ${row.status} referral cannot be ${answer}`);
    await this.db.transaction(async (tx) => {
      const moved = await moveReferral(tx, row.id, row.status, answer);
      if (!moved) throw new ConflictError('errors.conflict', 'This referral was already answered');
      if (answer === 'accepted') await this.connectUnlessThere(patientId, row.organizationId, row.practitionerId);
    });
    return (await this.present(await referralWithOrganization(this.db, row.id), language))[0]!;
  }

  /** The patient refers themself: the referral is theirs, accepted, and the organization is asked to connect. */
  async refer(patientId: number, organizationId: number, practitionerId: number | null, language: Language) {
    await this.directory.visible(organizationId, patientId);
    if (practitionerId) await this.careTeam.practitionerOf(organizationId, practitionerId);
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertReferral(tx, {
        patientId,
        organizationId,
        practitionerId,
        status: 'accepted',
        referredBy: null,
        referredAt: this.now(),
      });
      await this.connectUnlessThere(patientId, organizationId, practitionerId);
      return inserted;
    });
    return (await this.present(await referralWithOrganization(this.db, row.id), language))[0]!;
  }

  /** Matrona's own care team, once per patient: referred, accepted and confirmed at once. */
  async referToMatrona(patientId: number, language: Language) {
    const matrona = await matronaOrganization(this.db);
    if (!matrona) return [];
    const existing = await referralBetween(this.db, patientId, matrona.id);
    if (!existing) {
      await this.db.transaction(async (tx) => {
        await insertReferrals(tx, [
          {
            patientId,
            organizationId: matrona.id,
            status: 'accepted',
            referredBy: matrona.name,
            referredAt: this.now(),
          },
        ]);
        try {
          await this.careTeam.connect(patientId, matrona.id, { confirmed: true });
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
        }
      });
    }
    return this.present(await referralsOfPatientToOrganization(this.db, patientId, matrona.id), language);
  }

  /** Open invites become pending referrals from the organization that invited. */
  async moveInvitesToPending(patientId: number, ids: number[]) {
    await this.db.transaction(async (tx) => {
      const taken = await this.invites.takeOpen(patientId, ids);
      const names = await organizationsByIds(
        tx,
        taken.map((t) => t.organizationId),
      );
      await insertReferrals(
        tx,
        taken.map((invite) => ({
          patientId,
          organizationId: invite.organizationId,
          status: 'pending' as const,
          note: invite.messageEn,
          referredBy: names.find((o) => o.id === invite.organizationId)?.name ?? null,
          referredAt: invite.invitedAt,
        })),
      );
    });
  }

  async organizationsToRefer(patientId: number, search: string | undefined, language: Language) {
    const words = search?.trim();
    const rows = await listedOrganizationsNamed(this.db, words, SEARCH_LIMIT);
    return this.directory.present(rows, patientId, language);
  }

  async practitionersToRefer(search: string | undefined, organizationId: number | undefined, language: Language) {
    const words = search?.trim();
    const rows = await listedPractitionersNamed(this.db, words, organizationId, SEARCH_LIMIT);
    return rows.map(({ practitioner, organization }) => toPractitioner(practitioner, organization, language));
  }

  private async connectUnlessThere(patientId: number, organizationId: number, practitionerId: number | null) {
    try {
      await this.careTeam.connect(patientId, organizationId, { practitionerId });
    } catch (error) {
      // Already on the list (pending or confirmed): nothing more to ask.
      if (!(error instanceof ConflictError)) throw error;
    }
  }

  private present(rows: Awaited<ReturnType<typeof referralWithOrganization>>, language: Language) {
    return rows.map((r) => toReferral(r.referral, r.organization, r.practitioner, language));
  }
}
