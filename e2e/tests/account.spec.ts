// My account and Contact us in both languages: a new phone number proven by a texted code, and a
// message that reaches the care team's mailbox.
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { emailsCount, nextCode, nextEmail, textsTo } from './outbox';
import { call, newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a patient changes the phone number and writes to the team (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);

    await test.step('a new phone, proven by a code', async () => {
      await page.goto('/me');
      await page.getByRole('link', { name: t('myAccount.title') }).click();
      await expect(page).toHaveURL(/\/my-account$/);
      await expect(page.getByRole('switch', { name: t('myAccount.biometric') })).toHaveCount(0);
      await page.getByRole('button', { name: t('myAccount.changePhone') }).click();
      const phone = `310${randomInt(1_000_000, 9_999_999)}`;
      const before = textsTo(phone);
      await page.getByRole('textbox', { name: t('myAccount.newPhone') }).fill(phone);
      await page.getByRole('button', { name: t('myAccount.sendCode') }).click();
      const code = await nextCode(phone, before);
      await page.getByRole('textbox', { name: t('myAccount.code'), exact: true }).fill(code);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('myAccount.confirm') }).click();
      await expect(page.getByText(t('myAccount.phoneChanged'))).toBeVisible();
      await expect(page.getByText(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)).toBeVisible();
      expect((await call<{ phone: string }>(request, 'GET', '/user', patient.token)).phone).toBe(phone);
    });

    await test.step('a message to the team', async () => {
      await page.getByRole('link', { name: t('myAccount.contactUs') }).click();
      await expect(page.getByRole('textbox', { name: t('contact.email') })).toHaveValue(patient.email);
      const before = emailsCount('care@matrona.care');
      await page.getByRole('textbox', { name: t('contact.subject') }).fill(`Gift code ${language}`);
      await page.getByRole('textbox', { name: t('contact.message') }).fill('My gift code says it is not valid.');
      await page.getByRole('button', { name: t('contact.send') }).click();
      await expect(page.getByText(t('contact.sentBody', { email: patient.email }))).toBeVisible();
      const mail = await nextEmail('care@matrona.care', before);
      expect(mail.subject).toMatch(new RegExp(`Gift code ${language}$`));
      expect(mail.text).toContain(patient.email);
    });
  });
}
