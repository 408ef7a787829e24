import { Card, Heading, Text } from '@mat/ui';
import type { Schema } from '@mat/api';
import { useIntl } from 'react-intl';
import * as css from './gold.css';
import { goldMessages as m } from './gold.messages';
import { useGoldFormat } from './useGold';

/** What is bought: one month of the Gold plan, how it renews, and that purchases are final (spec 9). */
export function OrderSummary({ plan, renews }: { plan: Schema<'GoldPlan'>; renews: boolean }) {
  const intl = useIntl();
  const format = useGoldFormat();
  const amount = format.money(plan.amount_cents, plan.currency);
  return (
    <Card as="section" aria-labelledby="gold-order-summary">
      <div className={css.section}>
        <Heading level={2} id="gold-order-summary">
          {intl.formatMessage(m.orderSummary)}
        </Heading>
        <dl className={css.summary}>
          <div className={css.summaryLine}>
            <dt>{intl.formatMessage(m.planLine, { plan: plan.name })}</dt>
            <dd>{amount}</dd>
          </div>
          <div className={css.summaryLine}>
            <dt>
              <Text as="span" weight="bold">
                {intl.formatMessage(m.total)}
              </Text>
            </dt>
            <dd>
              <Text as="span" weight="bold">
                {amount}
              </Text>
            </dd>
          </div>
        </dl>
        {renews && <Text>{intl.formatMessage(m.price, { price: amount })}</Text>}
        <Text>{intl.formatMessage(m.final)}</Text>
      </div>
    </Card>
  );
}
