// The feature tour in both languages: allowed once a status exists, kept with the interests chosen,
// and after it is finished the route leads to the dashboard.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string) => text(language, id);

  test(`a patient takes the feature tour once (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    await page.goto('/feature-onboarding');
    await expect(page.getByRole('heading', { level: 1, name: t('featureOnboarding.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: t('featureOnboarding.infantFeeding') }).check({ force: true });
    await page.getByRole('button', { name: t('featureOnboarding.start') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const user = await call<{ feature_onboarding_finished_at: string | null; passed_array_of_walkthroughs: string[] }>(
      request,
      'GET',
      '/user',
      patient.token,
    );
    expect(user.feature_onboarding_finished_at).not.toBeNull();
    expect(user.passed_array_of_walkthroughs).toEqual(['featureTour']);
    await page.goto('/feature-onboarding');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
