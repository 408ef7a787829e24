import { Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { accessibilityMessages as m } from './accessibility.messages';

export interface AccessibilityStatementScreenProps {
  /** Where a patient or visitor writes to the Matrona team. */
  contactHref: string;
}

/**
 * /accessibility: the accessibility statement (WCAG 2.2 AA): what is tested and how, what is known
 * not to conform, and where to report a barrier. Open to visitors and patients alike.
 */
export function AccessibilityStatementScreen({ contactHref }: AccessibilityStatementScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <article className={screen.screen}>
      <Heading level={1}>{t(m.title)}</Heading>
      <Text>{t(m.intro)}</Text>
      <section aria-labelledby="a11y-status" className={screen.form}>
        <Heading level={2} id="a11y-status">
          {t(m.statusTitle)}
        </Heading>
        <Text>{t(m.status)}</Text>
      </section>
      <section aria-labelledby="a11y-tested" className={screen.form}>
        <Heading level={2} id="a11y-tested">
          {t(m.testedTitle)}
        </Heading>
        <ul className={screen.form}>
          {[m.testedAxe, m.testedComponents, m.testedLargeText, m.testedKeyboard, m.testedLimits].map((message) => (
            <li key={message.id}>
              <Text>{t(message)}</Text>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-known" className={screen.form}>
        <Heading level={2} id="a11y-known">
          {t(m.knownTitle)}
        </Heading>
        <ul className={screen.form}>
          {[m.knownCaptions, m.knownDocuments, m.knownLargeText, m.knownSite].map((message) => (
            <li key={message.id}>
              <Text>{t(message)}</Text>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-contact" className={screen.form}>
        <Heading level={2} id="a11y-contact">
          {t(m.contactTitle)}
        </Heading>
        <Text>{t(m.contact)}</Text>
        <Link href={contactHref} isStandalone>
          {t(m.contactLink)}
        </Link>
      </section>
      <Text size="small" tone="muted">
        {t(m.reviewed)}
      </Text>
    </article>
  );
}
