import type { Locale } from '@mat/features';
import type { IntlConfig } from 'react-intl';

export type Catalogue = NonNullable<IntlConfig['messages']>;

// One chunk per language: a patient reading English never downloads the Spanish messages.
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./en'),
  es: () => import('./es'),
};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return (await loaders[locale]()).default;
}
