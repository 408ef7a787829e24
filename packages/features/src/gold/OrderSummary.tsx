import { Card, Heading, Text } from '@mat/ui';
import type { Schema } from '@mat/api';
import { useIntl } from 'react-intl';
import * as css from './gold.css';
import { goldMessages as m } from './gold.messages';
import { promoMessages as promo } from './promo.messages';
import { useGoldFormat } from './useGold';

/**
 * What is bought: one month of the Gold plan, a promo code's discount as the server priced it, how
 * it renews, and that purchases are final (spec 9).
 */
export function OrderSummary({
  plan,
  renews,
  discount = null,
}: {
  plan: Schema<'GoldPlan'>;
  renews: boolean;
  discount?: Schema<'DiscountQuote'> | null;
}) {
  const intl = useIntl();
  const format = useGoldFormat();
  const price = format.money(plan.amount_cents, plan.currency);
  const amount = discount ? format.money(discount.final_amount_cents, plan.currency) : price;
  return (
    <Card as="section" aria-labelledby="gold-order-summary">
      <div className={css.section}>
        <Heading level={2} id="gold-order-summary">
          {intl.formatMessage(m.orderSummary)}
        </Heading>
        <dl className={css.summary}>
          <div className={css.summaryLine}>
            <dt>{intl.formatMessage(m.planLine, { plan: plan.name })}</dt>
            <dd>{price}</dd>
          </div>
          {discount && (
            <div className={css.summaryLine}>
              <dt>{intl.formatMessage(promo.discountLine, { code: discount.code })}</dt>
              <dd>
                {intl.formatMessage(promo.discountAmount, {
                  amount: format.money(plan.amount_cents - discount.final_amount_cents, plan.currency),
                })}
              </dd>
            </div>
          )}
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
        {renews && <Text>{intl.formatMessage(m.price, { price })}</Text>}
        {discount && <Text>{intl.formatMessage(promo.then, { price })}</Text>}
        <Text>{intl.formatMessage(m.final)}</Text>
      </div>
    </Card>
  );
}
