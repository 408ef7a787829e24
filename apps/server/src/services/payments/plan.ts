// The Gold plan (spec 4 and 9): $30 a month, renewing monthly, at @mat/domain's price.
import { MEMBERSHIP_MONTHLY_PRICE_CENTS } from '@mat/domain';
import type { Schema } from '../../contract.js';

export type Language = 'en' | 'es';

export const GOLD_PLAN = {
  id: 'gold-monthly',
  amountCents: MEMBERSHIP_MONTHLY_PRICE_CENTS,
  currency: 'usd' as const,
  interval: 'month' as const,
  intervalCount: 1,
};

const names: Record<
  Language,
  { name: string; features: string[]; month: (n: number) => string; renewal: string; gift: (n: number) => string }
> = {
  en: {
    name: 'Matrona Gold',
    features: ['Unlimited messaging with your care team', 'Groups and classes', 'Nurse calls', 'Care coordination'],
    month: (n) => `Matrona Gold, ${n} ${n === 1 ? 'month' : 'months'}`,
    renewal: 'Matrona Gold, renewal',
    gift: (n) => `Gift membership, ${n} ${n === 1 ? 'month' : 'months'}`,
  },
  es: {
    name: 'Matrona Gold',
    features: [
      'Mensajes ilimitados con tu equipo de cuidado',
      'Grupos y clases',
      'Llamadas con enfermeras',
      'Coordinación de cuidados',
    ],
    month: (n) => `Matrona Gold, ${n} ${n === 1 ? 'mes' : 'meses'}`,
    renewal: 'Matrona Gold, renovación',
    gift: (n) => `Membresía de regalo, ${n} ${n === 1 ? 'mes' : 'meses'}`,
  },
};

export function goldPlan(language: Language): Schema<'GoldPlan'> {
  return {
    id: GOLD_PLAN.id,
    name: names[language].name,
    amount_cents: GOLD_PLAN.amountCents,
    currency: GOLD_PLAN.currency,
    interval: GOLD_PLAN.interval,
    interval_count: GOLD_PLAN.intervalCount,
    features: names[language].features,
  };
}

/** How a charge reads in the patient's purchases and receipts. */
export function chargeDescription(
  purpose: 'subscribe' | 'renewal' | 'prolong' | 'gift',
  months: number,
  language: Language,
): string {
  if (purpose === 'gift') return names[language].gift(months);
  return purpose === 'renewal' ? names[language].renewal : names[language].month(months);
}

/** One calendar month later, kept on the same day where the month has it (Jan 31 -> Feb 28). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
