// The CurrentUser shape of openapi/v2.yaml, from a user row. Fields that later features own
// (organizations) have their empty values until those exist; the paid Gold fields come from the
// subscription (payments/gold-fields.ts).
import type { CuffReadings } from '../adapters/cuff.js';
import type { Database } from '../db/client.js';
import { careTeamOfPatient, countChildrenOf } from '../db/queries/current-user.js';
import type { Avatars } from './files/avatars.js';
import type { Schema } from '../contract.js';
import { hasGoldView } from './gold.js';
import { paidGoldFields } from './payments/gold-fields.js';
import { channelsOf } from './profiles.js';
import type { UserRow } from './sessions.js';
import type { CareTeamOrganizations } from './organizations/connections.js';

/** The signed-in user with what lives beside the user row: children, a paired cuff, the avatar's link. */
export class CurrentUsers {
  constructor(
    private readonly db: Database,
    private readonly cuff: CuffReadings,
    private readonly avatars: Avatars,
    private readonly now: () => Date,
    private readonly careOrganizations: Pick<CareTeamOrganizations, 'careOrganizations'>,
  ) {}

  async of(user: UserRow) {
    const current = toCurrentUser(user, this.now());
    const [paired, childrenCount, avatar, team, gold, careOrgs] = await Promise.all([
      this.cuff.isPaired(user.uuid),
      countChildrenOf(this.db, user.id),
      this.avatars.url(user),
      this.careTeam(user),
      paidGoldFields(this.db, user.id, current.matrona_gold_view),
      this.careOrganizations.careOrganizations(user.id),
    ]);
    return {
      ...current,
      ...gold,
      has_pylo_device: paired,
      children_count: childrenCount ?? 0,
      avatar,
      care_team_members: team,
      user_care_orgs: careOrgs,
    };
  }

  /** The practitioners of the patient's care team, in the order they joined it (the Team screen lists them). */
  private async careTeam(user: UserRow): Promise<Schema<'CareTeamMember'>[]> {
    const rows = await careTeamOfPatient(this.db, user.id);
    // The care assistant greets every patient but is no member of anyone's team.
    return rows.flatMap(({ practitioner, organization }) =>
      practitioner.userType === 'assistant'
        ? []
        : [
            {
              id: practitioner.id,
              first_name: practitioner.firstName,
              last_name: practitioner.lastName,
              avatar: practitioner.avatarUrl,
              user_type: practitioner.userType,
              degrees: practitioner.degrees,
              organization: { id: organization.id, name: organization.name },
            },
          ],
    );
  }
}

export function toCurrentUser(user: UserRow, now: Date) {
  return {
    uuid: user.uuid,
    userId: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    age: null as number | null,
    created_at: user.createdAt.toISOString(),
    email: user.email,
    phone: user.phone,
    avatar: null as string | null, // filled in by CurrentUsers.of
    children_count: 0, // filled in by CurrentUsers.of
    status: user.status,
    timezone: user.timezone,
    user_data: { prefs: user.prefs },
    matrona_gold_view: hasGoldView(user, now),
    matrona_gold_expire_at: user.goldUntil?.toISOString() ?? null,
    matrona_gold_renews_at: null as string | null, // filled in by CurrentUsers.of
    matrona_gold_is_paid: false,
    latest_matrona_gold_charge: null as Schema<'GoldCharge'> | null,
    maternity_benefit_organization: null,
    maternity_benefit_organization_name: null as string | null,
    user_care_orgs: [] as { id: number; name: string }[],
    care_team_members: [] as Schema<'CareTeamMember'>[], // filled in by CurrentUsers.of
    primary_organization: null,
    can_message_matrona: user.canMessageMatrona,
    messages_options: { linda_greeting_message_read: user.greetingRead },
    onboarding_version: user.onboardingVersion as 1 | 2,
    feature_onboarding_finished_at: user.featureOnboardingFinishedAt?.toISOString() ?? null,
    passed_array_of_walkthroughs: user.passedWalkthroughs,
    notification_settings: channelsOf(user.notificationSettings),
    has_pylo_device: false, // filled in by CurrentUsers.of
    biometric_auth: user.biometricAuth,
    intercom_user_hash: null as string | null,
    access_level: user.accessLevel,
  };
}
