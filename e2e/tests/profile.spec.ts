// The patient's own record in both languages: the profile edited, a photo uploaded, shown and
// removed, a wrong file refused, and a document uploaded, opened by its link and deleted.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { newPatient, signIn } from './patients';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000400010d0a2db40000000049454e44ae426082',
  'hex',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a patient edits the profile and photo, and keeps a document (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);

    await test.step('the profile', async () => {
      await page.goto('/me');
      await page.getByRole('link', { name: t('account.editProfileTitle') }).click();
      await expect(page).toHaveURL(/\/edit-profile$/);
      await page.getByRole('textbox', { name: t('account.firstName') }).fill('Rosa María');
      await page.getByRole('textbox', { name: t('account.zip') }).fill('94110');
      await page.getByRole('button', { name: t('account.saveProfile') }).click();
      await expect(page.getByText(t('account.saved'))).toBeVisible();
      await page.goto('/me');
      await expect(page.getByText('Rosa María Vega')).toBeVisible();
    });

    await test.step('the photo: refused when it is not a picture, shown, then removed', async () => {
      await page.goto('/profile-avatar');
      const input = page.locator('input[type="file"]');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.getByText(t('validation.invalidFileType')).first()).toBeVisible();
      await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByText(t('account.photoSaved'))).toBeVisible();
      const photo = page.getByRole('img', { name: 'Rosa María Vega' }).locator('img');
      await expect(photo).toHaveAttribute('src', /\/files\/avatars\//);
      const src = await photo.getAttribute('src');
      const image = await request.get(src!);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('account.removePhoto') }).click();
      await expect(page.getByRole('button', { name: t('account.removePhoto') })).toHaveCount(0);
      expect((await request.get(src!)).status()).toBe(404);
    });

    await test.step('a document: uploaded, opened by its link, deleted', async () => {
      await page.goto('/me');
      await page.getByRole('link', { name: t('account.recordTitle') }).click();
      await expect(page.getByText(t('account.noDocuments'))).toBeVisible();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'Discharge.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(page.getByText('Discharge.pdf')).toBeVisible();
      await expectNoAxeViolations(page);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: `${t('account.openDocument')}: Discharge.pdf` }).click(),
      ]);
      await expect.poll(() => tab.url()).toContain('/files/documents/');
      const opened = await request.get(tab.url());
      expect(opened.headers()['content-type']).toBe('application/pdf');
      expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await tab.close();
      await page.getByRole('button', { name: `${t('account.deleteDocument')}: Discharge.pdf` }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('account.deleteDocument') })
        .click();
      await expect(page.getByText(t('account.noDocuments'))).toBeVisible();
    });
  });
}
