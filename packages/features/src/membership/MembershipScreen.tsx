import { LinkButton, Heading, Text, MembershipIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as styles from '../shared/screen.css';
import { membershipMessages as m } from './MembershipScreen.messages';

/** Spec section 9: membership is advertised at $30 a month and renews in 1-month periods. */
export const MEMBERSHIP_MONTHLY_PRICE_USD = 30;

/** /membership for a visitor: what Gold gives and the way in. */
export function MembershipScreen({ registerHref }: { registerHref: string }) {
  const intl = useIntl();
  const price = intl.formatNumber(MEMBERSHIP_MONTHLY_PRICE_USD, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text size="large">{intl.formatMessage(m.price, { price })}</Text>
      <Text>{intl.formatMessage(m.value)}</Text>
      <LinkButton icon={<MembershipIcon />} href={registerHref} variant="primary">
        {intl.formatMessage(m.join)}
      </LinkButton>
    </div>
  );
}
