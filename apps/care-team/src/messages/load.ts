import type { Locale } from '../browser';

export type Catalogue = Record<string, string>;

// One chunk per language: a practitioner reading Spanish never downloads the English messages.
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./en'),
  es: () => import('./es'),
};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return (await loaders[locale]()).default;
}
