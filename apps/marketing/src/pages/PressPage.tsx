import type { Language } from '@mat/domain';
import { Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { contentHref, localizedPath } from '../url';
import * as styles from './pages.css';
import { announcementPath, formatDay, newestFirst, type Press } from './press';
import { pressMessages as m } from './press.messages';

/** /press: the announcements, newest first, each with its published date, then the in-the-news items. */
export function PressPage({ press, language, appOrigin }: { press: Press; language: Language; appOrigin: string }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text size="large">{intl.formatMessage(m.description)}</Text>
      <section aria-labelledby="press-announcements" className={styles.page}>
        <Heading level={2} id="press-announcements">
          {intl.formatMessage(m.announcements)}
        </Heading>
        <ul className={styles.pressList}>
          {newestFirst(press.announcements).map((announcement) => (
            <li key={announcement.key} className={styles.pressItem}>
              <Heading level={3}>
                <Link href={localizedPath(announcementPath(announcement.key), language)}>
                  {announcement.title[language]}
                </Link>
              </Heading>
              <Text size="small" tone="muted">
                <time dateTime={announcement.publishedOn}>
                  {intl.formatMessage(m.published, { date: formatDay(intl, announcement.publishedOn) })}
                </time>
              </Text>
            </li>
          ))}
        </ul>
      </section>
      {press.news.length > 0 && (
        <section aria-labelledby="press-news" className={styles.page}>
          <Heading level={2} id="press-news">
            {intl.formatMessage(m.inTheNews)}
          </Heading>
          <ul className={styles.pressList}>
            {newestFirst(press.news).map((item) => {
              // An item that points back at this page is shown without a link to itself.
              const link = item.url === '/press' ? null : contentHref(item.url, language, appOrigin).href;
              return (
                <li key={item.key} className={styles.pressItem}>
                  <Heading level={3}>
                    {link ? <Link href={link}>{item.title[language]}</Link> : item.title[language]}
                  </Heading>
                  <Text size="small" tone="muted">
                    <time dateTime={item.publishedOn}>
                      {intl.formatMessage(m.outlet, { outlet: item.outlet, date: formatDay(intl, item.publishedOn) })}
                    </time>
                  </Text>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
