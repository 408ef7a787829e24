// Loss mode on Today (issue 32): a Gold member expecting a baby is shown her week and offered kick
// counting; once she reports a loss the server answers no pregnancy going on, and Today shows
// neither, in English and Spanish. The server's side of every surface is apps/server/test/loss-mode.test.ts.
import { screen, waitFor } from '@testing-library/react';
import type { Schema } from '@mat/api';
import { describe, expect, it } from 'vitest';
import { pregnancyWith, stageAtWeek30 } from '../family/fixtures';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { TodayScreen } from './TodayScreen';

const pressure: Schema<'Monitor'> = {
  id: 17,
  type: 'pressure',
  name: 'Blood pressure',
  child_id: null,
  last_reading_at: null,
  reminder: null,
};
const going = pregnancyWith({ due_date: '2027-02-01' });
const lost = pregnancyWith({
  due_date: '2027-02-01',
  active: false,
  loss_report: { date: '2026-11-20', type: 'miscarriage', notes: null },
});
const words = { en: { start: 'Start counting kicks' }, es: { start: 'Empezar a contar patadas' } } as const;

function renderToday(locale: 'en' | 'es', pregnancy: Schema<'Pregnancy'> | null) {
  const api = fakeApi({
    'GET /user': { body: { ...storyUser, matrona_gold_view: true } },
    'GET /patient/monitors': { body: [pressure] },
    'GET /patient/child': { body: [] },
    'GET /patient/pregnancies': { body: pregnancy ? [pregnancy] : [lost] },
    'GET /patient/pregnancies/active': pregnancy ? { body: pregnancy } : { status: 204 },
    'GET /patient/pregnancy/get-stage/88': { body: stageAtWeek30 },
  });
  renderWithMat(<TodayScreen />, { locale, fetch: api.fetch, token: 'session' });
  return api;
}

describe('Today after a reported loss', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`offers kick counting and the week while a pregnancy is going on (${locale})`, async () => {
      renderToday(locale, going);
      expect(await screen.findByRole('link', { name: words[locale].start })).toBeTruthy();
      expect(await screen.findByTestId('pregnancy-week')).toBeTruthy();
    });

    it(`shows no kick counter offer and no week once the loss is reported (${locale})`, async () => {
      const api = renderToday(locale, null);
      await screen.findByRole('link', { name: new RegExp(pressure.name) });
      // Everything Today asks for has been answered before looking for what must not be there.
      await waitFor(() => expect(api.calls.some((call) => call.path === '/patient/pregnancies/active')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('link', { name: words[locale].start })).toBeNull();
      expect(screen.queryByTestId('pregnancy-week')).toBeNull();
      expect(api.calls.some((call) => call.path.startsWith('/patient/pregnancy/get-stage'))).toBe(false);
    });
  }
});
