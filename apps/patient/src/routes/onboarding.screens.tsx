// After sign-up: the terms, the status and its dates, and the feature tour, in their own chunk.
import {
  FeatureOnboardingScreen,
  OnboardingDetailsScreen,
  OnboardingScreen,
  RegisterIntroScreen,
  patientStatuses,
} from '@mat/features/onboarding';
import { useSession } from '@mat/features';
import { useParams } from '@tanstack/react-router';
import { marketingOrigin } from '../browser';
import { useGo } from './root';

export function RegisterIntro() {
  const go = useGo();
  return (
    <RegisterIntroScreen
      onAccepted={() => go('/onboarding')}
      termsHref={`${marketingOrigin}/terms`}
      privacyHref={`${marketingOrigin}/privacy`}
    />
  );
}

// onboarding_version 1 asks the status alone and saves it; version 2 (the default) carries the
// status on to /onboarding/{status}, which asks the dates that go with it.
export function Onboarding() {
  const go = useGo();
  const { user } = useSession();
  const askDates = (user?.onboarding_version ?? 2) === 2;
  return (
    <OnboardingScreen
      onDone={() => go('/dashboard')}
      onChosen={askDates ? (status) => go(`/onboarding/${status}`) : undefined}
    />
  );
}

const isPatientStatus = (page: string | undefined): page is (typeof patientStatuses)[number] =>
  (patientStatuses as readonly string[]).includes(page ?? '');

/** /onboarding/{page}: a status, or version 1's `status` page (spec 2, /dashboard). */
export const isOnboardingPage = (page: string | undefined) => page === 'status' || isPatientStatus(page);

export function OnboardingPage() {
  const go = useGo();
  const { page } = useParams({ strict: false }) as { page?: string };
  // Version 1 keeps its status page at its own path (spec 2, /dashboard).
  if (page === 'status') return <OnboardingScreen onDone={() => go('/dashboard')} />;
  // Only while leaving for a page without one (the route sends any other page to /onboarding).
  if (!isPatientStatus(page)) return null;
  return <OnboardingDetailsScreen status={page} statusHref="/onboarding" onDone={() => go('/dashboard')} />;
}

export function FeatureOnboarding() {
  const go = useGo();
  return <FeatureOnboardingScreen onDone={() => go('/dashboard')} />;
}
