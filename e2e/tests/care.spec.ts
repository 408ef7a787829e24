// Care in English and Spanish, as the demo patient (a free member with 1 credit): a place in the
// demo class is reserved (credits 0) and cancelled (credits 1), the full coaching group refuses a
// place in the spec's words, and care-plan items are marked done and archived, then brought back.
// Every change is undone by the journey itself, so each language starts from the demo world.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORLD } from './environment';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { logIn, signIn } from './patients';

// A care item's secondary actions are in its menu, behind the button "Actions for {title}".
const menuOf = (page: Page, language: Language, title: string) =>
  page.getByRole('button', { name: text(language, 'care.itemActions', { title }), exact: true });
const actionsOf = (page: Page, language: Language, title: string) =>
  page.getByRole('listitem').filter({ has: menuOf(page, language, title) });

for (const language of ['en', 'es'] as const) {
  const t = (id: string, values: Record<string, string> = {}) => text(language, id, values);

  test(`a class reserved and cancelled with the credit, the full group refused, items done and archived (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, request }) => {
    test.slow(); // Four steps, three axe passes and the notices' five seconds: 57 s of the default 60 s on two busy cores.
    await signIn(page, await logIn(request, 'demo@matrona.care'), language);
    await page.goto('/care');
    const offers = page.getByRole('region', { name: t('care.support.offers') });
    // The plural forms of care.support.credits for 1, as written in each catalogue.
    const oneCredit = language === 'en' ? 'You have 1 credit' : 'Tienes 1 crédito';
    // The demo world's sessions, named by the server in the language the app shows (apps/server/src/db/seed-care.ts).
    const classTitle = language === 'en' ? 'Breastfeeding basics' : 'Lactancia: lo básico';
    const groupTitle =
      language === 'en' ? 'New parents coaching circle' : 'Círculo de coaching para madres y padres nuevos';
    await expect(offers.getByText(oneCredit)).toBeVisible();

    await test.step('the class: 1 credit reserves a place, cancelling gives it back', async () => {
      await offers.getByRole('link', { name: t('care.support.seeSession', { title: classTitle }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: classTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      // Without its offer (?product=) a session cannot be found: Care lists the offers.
      const session = page.url();
      await page.goto(new URL(session).pathname);
      await expect(page).toHaveURL(/\/care$/);
      await page.goto(session);
      await page.getByRole('link', { name: t('care.support.reserve') }).click();
      await expect(page.getByText(oneCredit)).toBeVisible();
      await page.getByRole('button', { name: t('care.support.reserve') }).click();
      await expect(page.getByText(t('care.support.reserved'))).toBeVisible();
      await page.getByRole('link', { name: t('care.support.cancel') }).click();
      await page
        .getByRole('textbox', { name: t('care.support.cancelReason') })
        .fill(language === 'en' ? 'The baby has a checkup then.' : 'El bebé tiene cita con el médico.');
      await expect(page.getByText(t('care.support.cancelPaidBack'))).toBeVisible();
      await page.getByRole('button', { name: t('care.support.cancelConfirm') }).click();
      await expect(page.getByRole('link', { name: t('care.support.reserve') })).toBeVisible();
      await page.getByRole('link', { name: t('care.support.reserve') }).click();
      await expect(page.getByText(oneCredit)).toBeVisible();
    });

    await test.step('the full coaching group refuses a place in the spec’s words', async () => {
      await page.goto('/care');
      await offers.getByRole('link', { name: t('care.support.seeSession', { title: groupTitle }) }).click();
      await page.getByRole('link', { name: t('care.support.reserve') }).click();
      await page.getByRole('button', { name: t('care.support.reserve') }).click();
      const refusal = page.getByRole('alert').filter({ hasText: t('errors.reserveSeatFailed') });
      await expect(refusal).toContainText(t('errors.sessionFull'));
      await expectNoAxeViolations(page);
    });

    await test.step('a care-plan item marked done heads the day’s non-milestone items; an earlier one archived and brought back', async () => {
      await page.goto('/care');
      const today = page.getByRole('region', { name: t('care.today') });
      const title = language === 'en' ? 'How are you feeling? (Edinburgh check-in)' : 'Take a 10-minute walk';
      await actionsOf(page, language, title)
        .getByRole('button', { name: t('care.markDone') })
        .click();
      await expect(actionsOf(page, language, title).getByRole('button', { name: t('care.markDone') })).toHaveCount(0);
      // Milestones first, then the item just done.
      await expect(today.getByRole('listitem').nth(1)).toContainText(title);
      await expect(today.getByRole('listitem').nth(1)).toContainText(t('care.done'));

      const sleep = menuOf(page, language, 'Check in on your sleep');
      await sleep.click();
      await page.getByRole('menuitem', { name: t('care.archive') }).click();
      await expect(page.getByText(t('care.archivedNotice'))).toBeVisible();
      await sleep.click();
      await expect(page.getByRole('menuitem', { name: t('care.unarchive') })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: t('care.unassign') })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: t('care.unarchive') }).click();
      await sleep.click();
      await expect(page.getByRole('menuitem', { name: t('care.archive') })).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('an appointment request form, reached from Care, lists the care teams and categories', async () => {
      await page.getByRole('link', { name: t('care.appointment.requestTitle') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('care.appointment.requestTitle') })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Sunrise Maternity Care' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
