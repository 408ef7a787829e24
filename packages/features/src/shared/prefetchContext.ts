import type { MatClient } from '@mat/api';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../i18n/catalogue';

/** What a screen's prefetch asks with: the app's, as its MatProvider has them. */
export type PrefetchContext = {
  /** The query client of the app's MatProvider: the screen then finds its answers there. */
  queryClient: QueryClient;
  client: MatClient;
  /** The language the screen is shown in (content files are per language). */
  locale: Locale;
};
