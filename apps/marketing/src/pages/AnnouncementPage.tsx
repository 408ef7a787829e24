import { markdownToHtml } from '@mat/content';
import { isSharedPath, type Language } from '@mat/domain';
import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { contentHref, localizedPath } from '../url';
import * as styles from './pages.css';
import { formatDay, type PressAnnouncement } from './press';
import { pressMessages as m } from './press.messages';

/**
 * The body's HTML for the site. markdownToHtml escapes every character and writes only the
 * library's few tags, so it is safe to set as is; its links to site paths are pointed where they
 * live (a marketing page in this language, or the app), so none is a dead link here.
 */
export function announcementHtml(markdown: string, language: Language, appOrigin: string): string {
  return markdownToHtml(markdown).replace(
    /<a href="(\/[^"]*)"/g,
    (_, path: string) => `<a href="${contentHref(path, language, appOrigin).href}"`,
  );
}

/** /press/announcement/{id}: one announcement, with a way into the app when it is about a part of it. */
export function AnnouncementPage({
  announcement,
  language,
  appOrigin,
}: {
  announcement: PressAnnouncement;
  language: Language;
  appOrigin: string;
}) {
  const intl = useIntl();
  // Only a link into the app gets the button: a site page or an outside address is not "in Matrona".
  // The article library is on both hosts; the button opens the app's (saving, signed-in reading).
  const link = announcement.link
    ? isSharedPath(announcement.link)
      ? { href: `${appOrigin}${announcement.link}`, inApp: true }
      : contentHref(announcement.link, language, appOrigin)
    : null;
  return (
    <article className={styles.page}>
      <Heading level={1}>{announcement.title[language]}</Heading>
      <Text size="small" tone="muted">
        <time dateTime={announcement.publishedOn}>
          {intl.formatMessage(m.published, { date: formatDay(intl, announcement.publishedOn) })}
        </time>
      </Text>
      <div
        className={styles.announcementBody}
        dangerouslySetInnerHTML={{ __html: announcementHtml(announcement.body[language], language, appOrigin) }}
      />
      <div className={styles.actions}>
        {link?.inApp && (
          <LinkButton href={link.href} variant="primary">
            {intl.formatMessage(m.openInApp)}
          </LinkButton>
        )}
        <Link href={localizedPath('/press', language)}>{intl.formatMessage(m.allNews)}</Link>
      </div>
    </article>
  );
}
