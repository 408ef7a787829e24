import { Banner, Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { capacityMessages as m } from './more.messages';
import * as styles from './pages.css';

/** /bsc: the capacity notice with its top banner [spec 2]. */
export function CapacityPage() {
  const intl = useIntl();
  return (
    <div className={styles.legal}>
      <Banner tone="warning">{intl.formatMessage(m.banner)}</Banner>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.body)}</Text>
      <Text>{intl.formatMessage(m.next)}</Text>
    </div>
  );
}
