import { membershipPurchaseError } from '@mat/domain';
import { Alert, Button, Checkbox, Form, Heading, Radio, RadioGroup, Skeleton, TextField } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { CardEntry } from './CardEntry';
import { goldMessages as m } from './gold.messages';
import { OrderSummary } from './OrderSummary';
import { PromoCode } from './PromoCode';
import { NEW_CARD } from './useCardChoice';
import { useCheckout } from './useCheckout';
import { useGoldFormat, useGoldPlan, type Card } from './useGold';

const MAX_NAME = 100;

type Checkout = ReturnType<typeof useCheckout>;

export interface CheckoutScreenProps {
  /** Join Gold (/gold/subscribe) or buy one more month (/membership/prolong). */
  purpose: 'subscribe' | 'prolong';
  onPaid: () => void;
  /** This page's full URL, where the local processor's challenge page sends the patient back. */
  returnUrl: string;
  /** What the challenge page answered, read from the URL it came back to. */
  challenge?: { paymentMethod?: string; failed?: boolean };
  /** The native app sells no membership (spec 5). */
  nativeMobile?: boolean;
  /** Leaves for the bank's challenge page; the browser's own navigation unless a test says otherwise. */
  leave?: (url: string) => void;
}

/** Checkout and order summary: the Gold plan, the card to pay with, the subscription terms, and the payment. */
export function CheckoutScreen({
  purpose,
  onPaid,
  returnUrl,
  challenge,
  nativeMobile = false,
  leave = (url) => window.location.assign(url),
}: CheckoutScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const plan = useGoldPlan();
  const format = useGoldFormat();
  const checkout = useCheckout({ purpose, onPaid, returnUrl, challenge, leave });
  const { cards } = checkout.card;
  const { discount, pay } = checkout;
  const webOnly = membershipPurchaseError(nativeMobile);
  const title = intl.formatMessage(purpose === 'subscribe' ? m.checkoutTitle : m.prolongTitle);

  return (
    <div className={screen.screen}>
      <Heading level={1}>{title}</Heading>
      {webOnly && <Alert tone="warning">{text(webOnly)}</Alert>}
      {(plan.isPending || cards.isPending) && !webOnly && <Skeleton lines={5} />}
      {(plan.isError || cards.isError) && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
      {plan.isSuccess && cards.isSuccess && !webOnly && (
        <>
          <OrderSummary plan={plan.data} renews={purpose === 'subscribe'} discount={discount} />
          <PromoCode quote={discount} onQuote={checkout.setDiscount} />
          <Form
            aria-label={title}
            error={checkout.formError ?? undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void checkout.submit();
            }}
          >
            {checkout.redirecting && (
              <Alert tone="info" isLive>
                {intl.formatMessage(m.challengeRedirect)}
              </Alert>
            )}
            <PaymentCardFields checkout={checkout} cards={cards.data} />
            {purpose === 'subscribe' && (
              <Checkbox isSelected={checkout.agreed} onChange={checkout.agree} errorMessage={checkout.problems.terms}>
                {intl.formatMessage(m.terms)}
              </Checkbox>
            )}
            <div className={screen.actions}>
              <Button type="submit" variant="primary" isPending={pay.isPending} isDisabled={pay.isPending}>
                {intl.formatMessage(m.pay, {
                  amount: format.money(discount?.final_amount_cents ?? plan.data.amount_cents, plan.data.currency),
                })}
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

/** The card to pay with: her kept cards or a new one, whose name and number are asked for here. */
function PaymentCardFields({ checkout, cards }: { checkout: Checkout; cards: Card[] }) {
  const intl = useIntl();
  const format = useGoldFormat();
  const { chosen, entry } = checkout.card;
  return (
    <>
      {cards.length > 0 && (
        <RadioGroup
          label={intl.formatMessage(m.payWith)}
          value={chosen}
          onChange={checkout.choose}
          errorMessage={checkout.problems.card}
        >
          {cards.map((card) => (
            <Radio key={card.id} value={card.id}>
              {intl.formatMessage(m.cardLabel, { brand: format.brand(card.brand), last4: card.last4 })}
            </Radio>
          ))}
          <Radio value={NEW_CARD}>{intl.formatMessage(m.newCard)}</Radio>
        </RadioGroup>
      )}
      {chosen === NEW_CARD && (
        <>
          <TextField
            label={intl.formatMessage(m.nameOnCard)}
            value={checkout.shownName}
            onChange={checkout.nameCard}
            isRequired
            maxLength={MAX_NAME}
            autoComplete="cc-name"
            errorMessage={checkout.problems.name}
          />
          <CardEntry entryRef={entry} />
        </>
      )}
    </>
  );
}
