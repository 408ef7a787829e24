// The press items of content/press as the site's pages show them: newest first, dates in the
// page's language. Read at build time by the prerender (@mat/content), never in a browser.
import type { Language } from '@mat/domain';
import type { IntlShape } from 'react-intl';

export type PressAnnouncement = {
  key: string;
  title: Record<Language, string>;
  body: Record<Language, string>;
  link: string | null;
  publishedOn: string;
};
export type PressNewsItem = {
  key: string;
  title: Record<Language, string>;
  outlet: string;
  url: string;
  publishedOn: string;
};
export type Press = { announcements: PressAnnouncement[]; news: PressNewsItem[] };

/** The address of one announcement on the site (spec 2: /press/announcement/{id}); its id is its folder's name. */
export const announcementPath = (key: string) => `/press/announcement/${key}`;

export const newestFirst = <T extends { publishedOn: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));

/** A YYYY-MM-DD day as the language writes it (the day itself, whatever the reader's time zone). */
export const formatDay = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
