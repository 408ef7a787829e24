// A forgotten password, in both languages: the link from the e-mail outbox, a new password, every
// device signed out, log in with the new one; the same link refused the second time.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { emailsCount, nextEmail } from './outbox';
import { newPatient } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a patient resets a forgotten password through the e-mailed link (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: t('auth.login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    // The address changes before the page does: until the reset page's code has come, the login
    // page is still on screen, with an e-mail field of the same name.
    await expect(page.getByRole('heading', { level: 1, name: t('auth.reset.forgotTitle') })).toBeVisible();
    await expectNoAxeViolations(page);
    const before = emailsCount(patient.email);
    await page.getByRole('textbox', { name: t('auth.reset.email') }).fill(patient.email);
    await page.getByRole('button', { name: t('auth.reset.send') }).click();
    await expect(page).toHaveURL(/\/auth\/email-sent$/);
    await expect(page.getByRole('heading', { level: 1, name: t('auth.reset.sentTitle') })).toBeVisible();

    const mail = await nextEmail(patient.email, before);
    expect(mail.subject).toBe(t('notices.passwordReset.subject'));
    const link = /https?:\/\/\S+\/auth\/reset-password\/[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByLabel(t('auth.reset.newPassword'), { exact: true }).fill('a-brand-new-password');
    await page.getByLabel(t('auth.reset.confirmPassword'), { exact: true }).fill('a-brand-new-password');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('auth.reset.save') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('auth.reset.updatedTitle') })).toBeVisible();

    await page.getByRole('link', { name: t('auth.reset.logIn') }).click();
    await page.getByRole('textbox', { name: t('auth.login.email') }).fill(patient.email);
    await page.getByLabel(t('auth.login.password'), { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(link);
    await page.getByLabel(t('auth.reset.newPassword'), { exact: true }).fill('yet-another-password');
    await page.getByLabel(t('auth.reset.confirmPassword'), { exact: true }).fill('yet-another-password');
    await page.getByRole('button', { name: t('auth.reset.save') }).click();
    await expect(page.getByText(t('errors.expiredToken'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('auth.reset.askAgain') })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
  });
}
