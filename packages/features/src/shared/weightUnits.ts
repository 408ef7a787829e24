import type { Schema } from '@mat/api';
import { GRAMS_PER_POUND, OUNCES_PER_POUND, displayWeight, poundsOuncesToGrams, type MeasureUnit } from '@mat/domain';
import type { IntlShape } from 'react-intl';

type Reading = Pick<Schema<'WeightReading'>, 'weight' | 'unit'>;

/** The server answers in the patient's unit; grams are what the domain's rules compare. */
export function readingGrams(reading: Reading): number {
  return Math.round(reading.weight * (reading.unit === 'kg' ? 1000 : GRAMS_PER_POUND));
}

export function birthGrams(weight: Schema<'BirthWeight'> | null): number | null {
  return weight ? poundsOuncesToGrams(weight.lb, weight.oz) : null;
}

/** "7 lb 8 oz" or "3 kg 402 g", with the locale's unit names. */
export function formatWeight(intl: IntlShape, grams: number, unit: MeasureUnit): string {
  const shown = displayWeight(grams, unit);
  const part = (value: number, name: string) =>
    intl.formatNumber(value, { style: 'unit', unit: name, maximumFractionDigits: 1 });
  return shown.unit === 'imperial'
    ? `${part(shown.pounds, 'pound')} ${part(shown.ounces, 'ounce')}`
    : `${part(shown.kilograms, 'kilogram')} ${part(shown.grams, 'gram')}`;
}

/** The two fields of the form, in the patient's unit, from a weight in grams. */
export function fieldsOf(grams: number, unit: MeasureUnit): [number, number] {
  const shown = displayWeight(grams, unit);
  return shown.unit === 'imperial' ? [shown.pounds, shown.ounces] : [shown.kilograms, shown.grams];
}

/** The form's two fields as the call's single number: pounds with ounces as a fraction, or kilograms. */
export function weightOf(major: number, minor: number, unit: MeasureUnit): { weight: number; unit: 'lb' | 'kg' } {
  return unit === 'imperial'
    ? { weight: major + minor / OUNCES_PER_POUND, unit: 'lb' }
    : { weight: major + minor / 1000, unit: 'kg' };
}
