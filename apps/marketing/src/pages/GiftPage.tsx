import { Heading, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { GiftIllustration } from '../illustrations/Illustrations';
import { MONTHLY_PRICE_USD } from '../programs';
import { giftMessages as g } from './more.pages.messages';
import * as styles from './pages.css';

/**
 * /gifts: a Gold membership as a gift [spec 1, 9: 1 to 10 months, at most 10 per purchase, a
 * message under 500 characters, no refunds], bought in the app's /gift-codes and redeemed at
 * /redeem-membership.
 */
export function GiftPage({ appOrigin }: { appOrigin: string }) {
  const intl = useIntl();
  const usd = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.page}>
          <Heading level={1}>{intl.formatMessage(g.title)}</Heading>
          <Text size="large">{intl.formatMessage(g.intro)}</Text>
        </div>
        <GiftIllustration />
      </div>
      <section aria-labelledby="gifts-how" className={styles.page}>
        <Heading level={2} id="gifts-how">
          {intl.formatMessage(g.howTitle)}
        </Heading>
        <ol className={styles.steps}>
          <li>{intl.formatMessage(g.howMonths)}</li>
          <li>{intl.formatMessage(g.howCount)}</li>
          <li>{intl.formatMessage(g.howMessage)}</li>
          <li>{intl.formatMessage(g.howLink)}</li>
        </ol>
        <Text>
          {intl.formatMessage(g.price, { price: usd(MONTHLY_PRICE_USD) })} {intl.formatMessage(g.final)}
        </Text>
      </section>
      <div className={styles.actions}>
        <LinkButton href={`${appOrigin}/gift-codes`} variant="primary">
          {intl.formatMessage(g.buy)}
        </LinkButton>
        <LinkButton href={`${appOrigin}/redeem-membership`} variant="secondary">
          {intl.formatMessage(g.redeem)}
        </LinkButton>
      </div>
    </div>
  );
}
