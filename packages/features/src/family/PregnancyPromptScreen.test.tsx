// The near-term prompt (spec 4) speaks of a pregnancy going on: opened for one that ended in a loss,
// it says so instead of "Your baby could arrive any day", in English and Spanish.
import { screen } from '@testing-library/react';
import type { Schema } from '@mat/api';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { pregnancyWith } from './fixtures';
import { PregnancyPromptScreen } from './PregnancyPromptScreen';

const going = pregnancyWith({ id: 88, due_date: '2026-12-01' });
const lost = pregnancyWith({ active: false, loss_report: { date: '2026-11-20', type: 'miscarriage', notes: null } });
const words = {
  en: {
    prompt: 'Your baby could arrive any day',
    ended: 'This pregnancy has ended, so there is nothing to report here.',
  },
  es: {
    prompt: 'Tu bebé podría llegar cualquier día',
    ended: 'Este embarazo terminó, así que aquí no hay nada que informar.',
  },
} as const;

function renderPrompt(locale: 'en' | 'es', pregnancy: Schema<'Pregnancy'>) {
  const api = fakeApi({ 'GET /patient/pregnancies': { body: [pregnancy] } });
  renderWithMat(<PregnancyPromptScreen type="birth" pregnancyId={88} laterHref="/dashboard" />, {
    fetch: api.fetch,
    locale,
    token: 'session',
  });
}

describe('PregnancyPromptScreen', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`asks about the birth while the pregnancy is going on (${locale})`, async () => {
      renderPrompt(locale, going);
      expect(await screen.findByRole('heading', { level: 1, name: words[locale].prompt })).toBeTruthy();
    });

    it(`says the pregnancy has ended, with no birth to report, after a loss (${locale})`, async () => {
      renderPrompt(locale, lost);
      expect(await screen.findByRole('heading', { level: 1, name: words[locale].ended })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: words[locale].prompt })).toBeNull();
      expect(screen.queryByRole('link', { name: /Our baby is here|Nuestro bebé ya nació/ })).toBeNull();
    });
  }
});
