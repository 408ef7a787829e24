// My account and Contact us in both languages: a new phone number proven by a texted code, a new
// password that keeps this device signed in and signs another out, and a message that reaches the
// care team's mailbox.
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { emailsCount, nextCode, nextEmail, textsTo } from './outbox';
import { PORTS } from './environment';
import { DEMO_PASSWORD, call, logIn, newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a patient changes the phone number and the password, and writes to the team (${language})`, async ({
    page,
    request,
  }) => {
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

    await test.step('a new password: the current one, the new one twice; the other device is signed out', async () => {
      const otherDevice = await logIn(request, patient.email);
      await page.getByRole('button', { name: t('myAccount.changePassword') }).click();
      await page.getByLabel(t('myAccount.currentPassword'), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel(t('myAccount.newPassword'), { exact: true }).fill('short');
      await page.getByLabel(t('myAccount.newPasswordAgain'), { exact: true }).fill('short');
      await page.getByRole('button', { name: t('myAccount.savePassword') }).click();
      await expect(page.getByText(t('validation.passwordMinLength'))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel(t('myAccount.newPassword'), { exact: true }).fill('moonlight-2027');
      await page.getByLabel(t('myAccount.newPasswordAgain'), { exact: true }).fill('moonlight-2027');
      await page.getByRole('button', { name: t('myAccount.savePassword') }).click();
      await expect(page.getByText(t('myAccount.passwordChanged'))).toBeVisible();
      const api = `http://127.0.0.1:${PORTS.api}/api/v2`;
      expect((await request.get(`${api}/user`, { headers: { authorization: `Bearer ${otherDevice}` } })).status()).toBe(
        401,
      );
      expect(
        (await request.get(`${api}/user`, { headers: { authorization: `Bearer ${patient.token}` } })).status(),
      ).toBe(200);
      await call(request, 'POST', '/plogin', null, { email: patient.email, password: 'moonlight-2027' });
    });

    await test.step('a message to the team', async () => {
      await page.getByRole('link', { name: t('myAccount.contactUs') }).click();
      await expect(page.getByRole('textbox', { name: t('contact.email') })).toHaveValue(patient.email);
      const before = emailsCount('care@matrona.care');
      await page.getByRole('textbox', { name: t('contact.subject') }).fill(`Gift code ${language}`);
      await page.getByRole('textbox', { name: t('contact.message') }).fill('My gift code says it is not valid.');
      await page.getByRole('button', { name: t('contact.send') }).click();
      await expect(page.getByText(t('contact.sentBody', { email: patient.email }))).toBeVisible();
      const mail = await nextEmail('care@matrona.care', before, (sent) => sent.text.includes(patient.email));
      expect(mail.subject).toMatch(new RegExp(`Gift code ${language}$`));
      expect(mail.text).toContain(patient.email);
    });
  });
}
