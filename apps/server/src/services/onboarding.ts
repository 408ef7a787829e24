// The onboarding answers (POST /patient/profile/onboarding) and the feature tour
// (/feature-onboarding): kept on the account, and an expected baby's due date becomes the pregnancy.
import { validatePastDate } from '@mat/domain';
import type { Database } from '../db/client.js';
import { updateUser, type UserChanges } from '../db/queries/users.js';
import { invalidFields } from './errors.js';
import type { Pregnancies } from './family/pregnancies.js';
import type { PatientStatus } from './profiles.js';
import type { UserRow } from './sessions.js';

export type OnboardingAnswers = {
  status: PatientStatus;
  version?: 1 | 2;
  due_date?: string | null;
  baby_birth_date?: string | null;
  interests?: string[];
  call_you?: string | null;
};

export class Onboarding {
  constructor(
    private readonly db: Database,
    private readonly pregnancies: Pregnancies,
    private readonly now: () => Date,
  ) {}

  private save(user: UserRow, values: UserChanges): Promise<UserRow> {
    return updateUser(this.db, user.id, { ...values, updatedAt: this.now() });
  }

  async answer(user: UserRow, answers: OnboardingAnswers): Promise<UserRow> {
    // A baby cannot be born after today (in the patient's own time zone).
    const birthError = answers.baby_birth_date
      ? validatePastDate(answers.baby_birth_date, this.pregnancies.today(user))
      : null;
    if (birthError) throw invalidFields({ baby_birth_date: birthError });
    // The pregnancy and the answers together: a refused due date or a failed save keeps neither.
    return this.db.transaction(async () => {
      if (answers.status === 'expecting' && answers.due_date && !(await this.pregnancies.active(user))) {
        await this.pregnancies.create(user, { due_date: answers.due_date });
      }
      return this.save(user, {
        status: answers.status,
        onboardingVersion: answers.version ?? user.onboardingVersion,
        onboardingAnswers: answers,
        interests: answers.interests ?? user.interests,
        prefs: { ...user.prefs, call_you: answers.call_you?.trim() || user.prefs.call_you },
      });
    });
  }

  finishFeatureTour(user: UserRow): Promise<UserRow> {
    return this.save(user, { featureOnboardingFinishedAt: user.featureOnboardingFinishedAt ?? this.now() });
  }

  /** Walkthroughs seen are added once each; interests are replaced when given. */
  saveFeatureTourData(user: UserRow, data: { walkthroughs?: string[]; interests?: string[] }): Promise<UserRow> {
    const seen = [
      ...new Set([...user.passedWalkthroughs, ...(data.walkthroughs ?? []).map((w) => w.trim()).filter(Boolean)]),
    ];
    return this.save(user, { passedWalkthroughs: seen, interests: data.interests ?? user.interests });
  }
}
