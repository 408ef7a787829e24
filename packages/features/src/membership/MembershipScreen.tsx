import { LinkButton, Heading, Text, MembershipIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as styles from '../shared/screen.css';
import { eligibilityMessages as em } from './eligibility.messages';
import { membershipMessages as m } from './MembershipScreen.messages';

/** Spec section 9: membership is advertised at $30 a month and renews in 1-month periods. */
export const MEMBERSHIP_MONTHLY_PRICE_USD = 30;

/**
 * /membership: what Gold gives and the way in: a visitor creates her account first; a signed-in
 * patient goes straight to the join flow (`joinHref`, checkout). Where the health plan may pay,
 * the eligibility wizard (`eligibilityHref`) is the other way in.
 */
export function MembershipScreen({
  registerHref,
  joinHref,
  eligibilityHref,
}: {
  registerHref: string;
  joinHref?: string;
  eligibilityHref?: string;
}) {
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
      <LinkButton icon={<MembershipIcon />} href={joinHref ?? registerHref} variant="primary">
        {intl.formatMessage(joinHref ? m.joinGold : m.join)}
      </LinkButton>
      {eligibilityHref && (
        <section aria-labelledby="membership-coverage" className={styles.form}>
          <Heading level={2} id="membership-coverage">
            {intl.formatMessage(em.offerTitle)}
          </Heading>
          <Text>{intl.formatMessage(em.intro)}</Text>
          <LinkButton href={eligibilityHref} variant="secondary">
            {intl.formatMessage(em.offerCheck)}
          </LinkButton>
        </section>
      )}
    </div>
  );
}
