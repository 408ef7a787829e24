// Joining a covered membership (PUT /membership, spec 7 "Membership and invites"): Gold that someone
// else pays for. By an organization's invite code (used once, and she joins its care team) or its
// join code (she asks to join), when the organization covers memberships; or by an eligibility
// check, asked again of the health plan here, never taken from the app. A join code is a word
// anyone may guess, so its coverage waits for the organization to confirm her connection
// (grantAwaitingCoverage, from the console's answer). Gold then runs to the later of its end and the coverage's; an organization covers a patient once, so a code sent again
// changes nothing. All in one transaction, which also gives her a new session token (the old one
// ends). A patient paying for Gold that renews is refused: she would pay for what is covered.
import type { Database } from '../../db/client.js';
import {
  connectionConfirmation,
  deleteAwaitingCoverage,
  insertCoverageOnce,
  lockAwaitingCoverage,
  lockInviteByCode,
  markInviteUsed,
  organizationById,
  organizationByJoinCode,
  startCoverage,
  type OrganizationRow,
} from '../../db/queries/coverages.js';
import { hasRenewingGold } from '../../db/queries/subscriptions.js';
import { lockGoldUntil, lockUser, setGoldUntil } from '../../db/queries/users.js';
import type { Schema } from '../../contract.js';
import type { Eligibility } from '../eligibility.js';
import { ValidationError, invalidFields } from '../errors.js';
import { LIMITS, type RateLimiter } from '../rate-limit.js';
import type { SessionStore, UserRow } from '../sessions.js';
import { addMonths } from './plan.js';

/**
 * Joining the organization's care team, as organizations/connections.ts does it; named here by what
 * a coverage needs of it, as the organizations' side calls into this file (settleAwaitingCoverage).
 */
type CareTeamJoining = {
  connect(patientId: number, organizationId: number, options: { confirmed?: boolean }): Promise<unknown>;
};
type Coverage = {
  source: 'invite' | 'assign_code' | 'eligibility';
  months: number;
  organizationId: number | null;
  insurer: string | null;
  awaitingOrganization?: boolean;
};

const NOT_COVERED = 'errors.membershipNotCovered';
const normalize = (code: string) => code.trim().toUpperCase();

export class CoveredMemberships {
  constructor(
    private readonly db: Database,
    private readonly eligibility: Eligibility,
    private readonly careTeam: CareTeamJoining,
    private readonly sessions: SessionStore,
    private readonly limits: RateLimiter,
    private readonly now: () => Date,
  ) {}

  /** Joins the covered membership the request names; answers the new session token. */
  async join(user: UserRow, request: Schema<'MembershipUpdate'>, currentSessionId: number | null): Promise<string> {
    const named = (['invite_code', 'assign_code', 'eligibility'] as const).filter(
      (field) => request[field] !== undefined,
    );
    if (named.length !== 1)
      throw new ValidationError(
        Object.fromEntries(
          (named.length ? named : ['invite_code']).map((f) => [
            f,
            named.length ? 'validation.invalid' : 'validation.required',
          ]),
        ),
      );
    // The health plan is asked before the transaction: no lock is held while an outside service answers.
    const checked = request.eligibility ? await this.checkEligibility(user, request.eligibility) : null;
    return this.db.transaction(async () => {
      const fresh = await lockUser(this.db, user.id);
      if (!fresh) throw new ValidationError(undefined, 'errors.notFound', 'No such patient');
      if (await hasRenewingGold(this.db, user.id))
        throw new ValidationError(undefined, 'errors.alreadyMember', 'Gold already renews on her card');
      const coverage =
        checked ??
        (request.invite_code !== undefined
          ? await this.byInvite(user, request.invite_code)
          : await this.byJoinCode(user, request.assign_code!));
      await this.cover(fresh, coverage);
      if (currentSessionId !== null) await this.sessions.end(currentSessionId);
      return this.sessions.create(user.id);
    });
  }

  private async checkEligibility(user: UserRow, check: Schema<'EligibilityCheck'>): Promise<Coverage> {
    await this.limits.hit(LIMITS.eligibilityCheck, `user:${user.id}`);
    const answer = await this.eligibility.check(check);
    if (answer.result !== 'covered' || answer.coverage_months < 1)
      throw new ValidationError(undefined, NOT_COVERED, 'The health plan does not cover the membership');
    return {
      source: 'eligibility',
      months: answer.coverage_months,
      organizationId: null,
      insurer: check.insurance_provider.trim(),
    };
  }

  private async byInvite(user: UserRow, code: string): Promise<Coverage> {
    const invite = await lockInviteByCode(this.db, normalize(code));
    const hers = invite?.usedByPatientId === user.id;
    const open = invite && !invite.usedAt && !(invite.expiresAt && invite.expiresAt <= this.now());
    if (!invite || !(open || hers)) throw invalidFields({ invite_code: 'validation.inviteUnavailable' });
    const organization = await this.organization(invite.organizationId);
    const months = this.coveredMonths(organization);
    if (open) await markInviteUsed(this.db, invite.id, user.id, this.now());
    await this.joinTeam(user.id, organization.id, true);
    return { source: 'invite', months, organizationId: organization.id, insurer: null };
  }

  private async byJoinCode(user: UserRow, code: string): Promise<Coverage> {
    const organization = await organizationByJoinCode(this.db, normalize(code));
    if (!organization) throw invalidFields({ assign_code: 'validation.assignCodeUnknown' });
    const months = this.coveredMonths(organization);
    const confirmed = (await this.joinTeam(user.id, organization.id, false)) === 'confirmed';
    return {
      source: 'assign_code',
      months,
      organizationId: organization.id,
      insurer: null,
      awaitingOrganization: !confirmed,
    };
  }

  private async organization(id: number): Promise<OrganizationRow> {
    const row = await organizationById(this.db, id);
    if (!row) throw invalidFields({ invite_code: 'validation.inviteUnavailable' });
    return row;
  }

  private coveredMonths(organization: OrganizationRow): number {
    if (!organization.coveredMembershipMonths || organization.coveredMembershipMonths < 1) {
      throw new ValidationError(undefined, NOT_COVERED, 'The organization does not cover memberships');
    }
    return organization.coveredMembershipMonths;
  }

  /**
   * Puts the organization on her team (confirmed by an invite, asked by a join code) unless it is
   * there already; answers whether the organization has confirmed her.
   */
  private async joinTeam(
    patientId: number,
    organizationId: number,
    confirmed: boolean,
  ): Promise<'confirmed' | 'pending'> {
    const existing = await connectionConfirmation(this.db, patientId, organizationId);
    if (existing && existing !== 'declined') return existing;
    await this.careTeam.connect(patientId, organizationId, { confirmed });
    return confirmed ? 'confirmed' : 'pending';
  }

  /** Gold to the later of its end and the coverage's; an organization's second coverage gives nothing more. */
  private async cover(user: UserRow, coverage: Coverage): Promise<void> {
    const now = this.now();
    const until = addMonths(now, coverage.months);
    const kept = await insertCoverageOnce(this.db, { userId: user.id, ...coverage, goldUntil: until, createdAt: now });
    if (!kept || coverage.awaitingOrganization) return;
    await extendGold(this.db, user.id, until);
  }
}

/** Gold to `until`, unless it already runs longer. */
async function extendGold(db: Database, userId: number, until: Date): Promise<void> {
  const goldUntil = await lockGoldUntil(db, userId);
  if (goldUntil && goldUntil >= until) return;
  await setGoldUntil(db, userId, until);
}

/**
 * The organization answered her connection request: a join code's coverage waiting for it starts
 * now when confirmed (its months counted from today), and is deleted when declined. Called inside
 * the answer's transaction.
 */
export async function settleAwaitingCoverage(
  db: Database,
  patientId: number,
  organizationId: number,
  answer: 'confirmed' | 'declined',
  now: Date,
): Promise<void> {
  if (answer === 'declined') {
    await deleteAwaitingCoverage(db, patientId, organizationId);
    return;
  }
  const coverage = await lockAwaitingCoverage(db, patientId, organizationId);
  if (!coverage) return;
  const until = addMonths(now, coverage.months);
  await startCoverage(db, coverage.id, until);
  await extendGold(db, patientId, until);
}
