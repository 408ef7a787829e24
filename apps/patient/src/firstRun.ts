// The first run: the steps a new account walks before the app is hers (the terms, her status, the
// dates that go with it). While on them the shell shows where she is ("Step 2 of 3") and neither the
// tab bar nor the account menu: nothing leads away from a step half done (issue 33).

/** The status pages of onboarding version 2 (/onboarding/{status}); version 1 asks at /onboarding/status. */
const statusPage = /^\/onboarding\/(?!status$)[^/]+$/;

/**
 * Where `pathname` is in the first run, as a step of a count, or null off it. Version 2 (the
 * default) asks the dates on a page of their own, so it has one step more than version 1.
 */
export function firstRunStep(pathname: string, onboardingVersion = 2): { number: number; count: number } | null {
  const count = onboardingVersion === 2 ? 3 : 2;
  if (pathname === '/register/intro') return { number: 1, count };
  if (pathname === '/onboarding' || pathname === '/onboarding/status') return { number: 2, count };
  if (onboardingVersion === 2 && statusPage.test(pathname)) return { number: 3, count };
  return null;
}
