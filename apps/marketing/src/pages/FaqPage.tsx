import { Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { faqEntries, faqMessages } from './more.messages';
import * as styles from './pages.css';

/** /faq: each question a heading, its answer below it. */
export function FaqPage() {
  const intl = useIntl();
  return (
    <div className={styles.legal}>
      <Heading level={1}>{intl.formatMessage(faqMessages.title)}</Heading>
      {faqEntries.map(([question, answer]) => (
        <section key={question.id} className={styles.page}>
          <Heading level={2}>{intl.formatMessage(question)}</Heading>
          <Text>{intl.formatMessage(answer)}</Text>
        </section>
      ))}
    </div>
  );
}
