// Where each language's messages come from, one chunk per part (vite/messageAreas.ts splits them):
// `base` for every page, then one per area of @mat/features, loaded with the area's screens.
import type { Locale } from '@mat/features';
import type { IntlConfig } from 'react-intl';

export type Catalogue = NonNullable<IntlConfig['messages']>;
/** An entry point of @mat/features, whose screens' messages come with it. */
export type Area =
  | 'account'
  | 'articles'
  | 'auth'
  | 'care'
  | 'family'
  | 'gold'
  | 'membership'
  | 'monitors'
  | 'onboarding'
  | 'organizations'
  | 'questionnaires'
  | 'team'
  | 'today';
/** `native`: what only the phone app shows (vite/messageAreas.ts, isNativeOnly), loaded by src/native/start.ts. */
export type Part = 'base' | 'native' | Area;

type Loader = () => Promise<{ default: Catalogue }>;

// Written out so the bundler sees every chunk (an import built from a variable would not split).
export const parts: Record<Locale, Record<Part, Loader>> = {
  en: {
    base: () => import('virtual:messages/en/base'),
    native: () => import('virtual:messages/en/native'),
    account: () => import('virtual:messages/en/account'),
    articles: () => import('virtual:messages/en/articles'),
    auth: () => import('virtual:messages/en/auth'),
    care: () => import('virtual:messages/en/care'),
    family: () => import('virtual:messages/en/family'),
    gold: () => import('virtual:messages/en/gold'),
    membership: () => import('virtual:messages/en/membership'),
    monitors: () => import('virtual:messages/en/monitors'),
    onboarding: () => import('virtual:messages/en/onboarding'),
    organizations: () => import('virtual:messages/en/organizations'),
    questionnaires: () => import('virtual:messages/en/questionnaires'),
    team: () => import('virtual:messages/en/team'),
    today: () => import('virtual:messages/en/today'),
  },
  es: {
    base: () => import('virtual:messages/es/base'),
    native: () => import('virtual:messages/es/native'),
    account: () => import('virtual:messages/es/account'),
    articles: () => import('virtual:messages/es/articles'),
    auth: () => import('virtual:messages/es/auth'),
    care: () => import('virtual:messages/es/care'),
    family: () => import('virtual:messages/es/family'),
    gold: () => import('virtual:messages/es/gold'),
    membership: () => import('virtual:messages/es/membership'),
    monitors: () => import('virtual:messages/es/monitors'),
    onboarding: () => import('virtual:messages/es/onboarding'),
    organizations: () => import('virtual:messages/es/organizations'),
    questionnaires: () => import('virtual:messages/es/questionnaires'),
    team: () => import('virtual:messages/es/team'),
    today: () => import('virtual:messages/es/today'),
  },
};
