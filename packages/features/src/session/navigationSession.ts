import type { NavigationSession } from '@mat/domain';
import type { CurrentUser } from './useSession';

/** What the navigation guards of @mat/domain need to know about the signed-in user. */
export function navigationSessionOf(user: CurrentUser | null): NavigationSession {
  if (!user) {
    return {
      loggedIn: false,
      phoneVerified: false,
      hasStatus: false,
      termsAccepted: false,
      goldView: false,
      onboardingVersion: 2,
      featureOnboardingFinished: false,
    };
  }
  return {
    loggedIn: true,
    phoneVerified: user.user_data.prefs.verified_phone === 'yes',
    hasStatus: user.status !== null,
    termsAccepted: user.user_data.prefs.terms === true,
    goldView: user.matrona_gold_view,
    onboardingVersion: user.onboarding_version === 1 ? 1 : 2,
    featureOnboardingFinished: user.feature_onboarding_finished_at !== null,
  };
}
