// axe on every page a signed-in patient reaches, in both languages, with the demo world's data:
// monitors with readings, a kick counter, reminders, notifications, pregnancy and account pages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_WORLD } from './environment';
import { expectNoAxeViolations } from './axe';
import type { Language } from './messages';
import { call, logIn, newPatient, signIn } from './patients';

type Monitor = { id: number; type: 'pressure' | 'weight' | 'kick_counter' };

/** A Gold patient with a reading of every kind, a reminder, a notification and a pregnancy. */
async function richPatient(request: APIRequestContext, language: Language) {
  const gold = await logIn(request, 'gold@matrona.care');
  await call(request, 'PUT', '/patient/profile/language', gold, { language });
  const monitors = await call<Monitor[]>(request, 'GET', '/patient/monitors', gold);
  const pressure = monitors.find((m) => m.type === 'pressure')!.id;
  const kicks = monitors.find((m) => m.type === 'kick_counter')!.id;
  const bp = await call<{ id: number }>(request, 'POST', `/patient/monitors/pressure/${pressure}`, gold, {
    systolic: 142,
    diastolic: 91,
    symptoms: [],
  });
  const session = await call<{ id: number }>(request, 'POST', '/patient/monitors/kick-counter', gold, { id: kicks });
  const saved = await call<{ id: number }>(request, 'PUT', `/patient/monitors/kick-counter/${session.id}`, gold, {
    total_kicks: 10,
    duration: { hours: 0, minutes: 25, seconds: 0 },
    date: '2026-11-20',
    time: '20:15',
  });
  const reminder = await call<{ id: number }>(request, 'POST', '/patient/monitor-reminders', gold, {
    monitor_id: pressure,
    type: 'blood_pressure',
    time: '08:00',
    daily: true,
    minutes: 15,
  });
  const due = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const pregnancy = await call<{ id: number }>(request, 'POST', '/patient/pregnancies', gold, { due_date: due });
  return { gold, pressure, kicks, bp: bp.id, kickReading: saved.id, reminder: reminder.id, pregnancy: pregnancy.id };
}

/**
 * Opens a page as the app's own links do, without loading the app again: the address changes and
 * the router is told, as the browser's Back tells it; it returns once the page left is gone (its
 * heading, marked before, no longer in the document), so the checks that follow read the new one.
 * The first page of a patient is loaded whole; loading every other one whole too cost about 0.4 s
 * of the two cores a page (6 pages: 3.4 s loaded, 1.0 s opened), and axe reads the same page either way.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.pageLeft = '';
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page.locator('h1[data-page-left]')).toHaveCount(0);
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  test(`every signed-in page passes axe (${language})`, { tag: DEMO_WORLD }, async ({ page, request }) => {
    test.setTimeout(420_000); // Every signed-in page, each loaded and checked by axe: more pages than one default timeout holds.
    const ids = await richPatient(request, language);
    const baby = await newPatient(request, language);
    await call(request, 'POST', '/patient/child', baby.token, {
      first_name: 'Mateo',
      date_of_birth: '2026-11-01',
      birth_weight: { lb: 7, oz: 8 },
    });
    const weight = (await call<Monitor[]>(request, 'GET', '/patient/monitors', baby.token)).find(
      (m) => m.type === 'weight',
    )!.id;
    await call(request, 'POST', '/patient/monitors/weight', baby.token, {
      monitor_id: weight,
      weight: 7.25,
      unit: 'lb',
      measured_on: '2026-11-08',
    });

    const goldPages = [
      // Pages the journeys do not already check with axe.
      '/dashboard',
      '/me',
      '/settings',
      '/contact-us',
      '/blood-pressure/info',
      `/blood-pressure/${ids.pressure}`,
      `/blood-pressure/${ids.pressure}/reading/add`,
      `/blood-pressure/readings/${ids.bp}/view`,
      `/blood-pressure/reading/${ids.bp}/edit`,
      '/kick-counter/get-started',
      `/kick-counter/${ids.kicks}`,
      `/kick-counter/readings/${ids.kickReading}/view`,
      `/kick-counter/readings/${ids.kickReading}/edit`,
      `/kick-counter/${ids.kicks}/add-reading/learn-more`,
      `/monitor-reminders/${ids.pressure}`,
      `/monitor-reminders/${ids.pressure}/add`,
      `/monitor-reminders/${ids.reminder}/edit`,
      `/edit-pregnancy/${ids.pregnancy}`,
      `/pregnancy-medical-profile/${ids.pregnancy}/create-birth-plan`,
      `/report-loss/${ids.pregnancy}`,
      `/report-birth/${ids.pregnancy}`,
      '/add-pregnancy',
    ];
    await signIn(page, ids.gold, language);
    for (const [index, path] of goldPages.entries()) {
      await test.step(path, async () => {
        if (index === 0) await page.goto(path);
        else await openInApp(page, path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    await page.context().clearCookies();
    const babyPage = await page.context().newPage();
    await signIn(babyPage, baby.token, language);
    for (const [index, path] of [`/weight-monitor/${weight}`, `/weight-monitor/${weight}/reading/add`].entries()) {
      await test.step(path, async () => {
        if (index === 0) await babyPage.goto(path);
        else await openInApp(babyPage, path);
        await expect(babyPage.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(babyPage);
      });
    }
  });
}
