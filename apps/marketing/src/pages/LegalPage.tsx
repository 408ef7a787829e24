import { Heading, Text } from '@mat/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './pages.css';

/** /terms and /privacy: a title and its paragraphs. */
export function LegalPage({
  messages,
}: {
  messages: { title: MessageDescriptor } & Record<string, MessageDescriptor>;
}) {
  const intl = useIntl();
  const { title, ...paragraphs } = messages;
  return (
    <div className={styles.legal}>
      <Heading level={1}>{intl.formatMessage(title)}</Heading>
      {Object.entries(paragraphs).map(([key, paragraph]) => (
        <Text key={key}>{intl.formatMessage(paragraph)}</Text>
      ))}
    </div>
  );
}
