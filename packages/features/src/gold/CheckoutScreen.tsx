import { membershipPurchaseError, validateCardChoice, validateCardName } from '@mat/domain';
import { Alert, Button, Checkbox, Form, Heading, Radio, RadioGroup, Skeleton, TextField } from '@mat/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { CardEntry } from './CardEntry';
import { CardEntryError, type CardEntryHandle } from './cardEntryHandle';
import { goldMessages as m } from './gold.messages';
import { OrderSummary } from './OrderSummary';
import { PromoCode, type DiscountQuote } from './PromoCode';
import { useCards, useGoldFormat, useGoldPlan } from './useGold';
import { paymentKey, useMembershipPayment } from './useMembershipPayment';

const NEW_CARD = 'new';
const MAX_NAME = 100;

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
  const { user } = useSession();
  const { text, describe } = useErrorText();
  const plan = useGoldPlan();
  const cards = useCards();
  const format = useGoldFormat();
  const entry = useRef<CardEntryHandle>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  // The code the server priced: sent with the payment, which the server prices again.
  const [discount, setDiscount] = useState<DiscountQuote | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A field told what was wrong stops saying it once changed (an invalid field would block the next submit).
  const settle = (field: string) => setProblems(({ [field]: _gone, ...rest }) => rest);
  const [entryProblem, setEntryProblem] = useState<string | null>(null);

  const chosen = choice ?? cards.data?.find((card) => card.is_default)?.id ?? (cards.isSuccess ? NEW_CARD : null);
  const shownName = name || (user ? `${user.first_name} ${user.last_name}` : '');

  const { pay, bank } = useMembershipPayment({ purpose, onPaid, discount, shownName, returnUrl, challenge, leave });

  async function submit() {
    const found: Record<string, string> = {};
    if (purpose === 'subscribe' && !agreed) found.terms = text('validation.subscriptionTermsRequired');
    const adding = chosen === NEW_CARD;
    const nameProblem = adding ? validateCardName(shownName) : null;
    if (nameProblem) found.name = text(nameProblem);
    const cardProblem = validateCardChoice({ existingCardId: adding ? null : chosen, addingNewCard: adding });
    if (cardProblem) found.card = text(cardProblem);
    setProblems(found);
    setEntryProblem(null);
    if (Object.keys(found).length > 0 || pay.isPending) return;
    if (chosen !== NEW_CARD) return pay.mutate({ cardId: chosen!, key: paymentKey() });
    try {
      const paymentMethodId = await entry.current!.create();
      pay.mutate({ paymentMethodId, name: shownName.trim(), key: paymentKey() });
    } catch (error) {
      if (!(error instanceof CardEntryError)) throw error;
      if (!error.shownInForm) setEntryProblem(text(error.messageId));
    }
  }

  const webOnly = membershipPurchaseError(nativeMobile);
  const failure = pay.isError ? describe(pay.error) : null;
  const redirecting = pay.isError && 'paymentMethodId' in pay.variables && bank.asksConfirmation(pay.error);
  const formError =
    challenge?.failed && !pay.isError && !pay.isPending
      ? intl.formatMessage(m.challengeFailed)
      : (entryProblem ?? (redirecting ? null : (failure?.form ?? null)));
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
          <PromoCode quote={discount} onQuote={setDiscount} />
          <Form
            aria-label={title}
            error={formError ?? undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {redirecting && (
              <Alert tone="info" isLive>
                {intl.formatMessage(m.challengeRedirect)}
              </Alert>
            )}
            {cards.data.length > 0 && (
              <RadioGroup
                label={intl.formatMessage(m.payWith)}
                value={chosen}
                onChange={(value) => {
                  setChoice(value);
                  settle('card');
                }}
                errorMessage={problems.card}
              >
                {cards.data.map((card) => (
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
                  value={shownName}
                  onChange={(value) => {
                    setName(value);
                    settle('name');
                  }}
                  isRequired
                  maxLength={MAX_NAME}
                  autoComplete="cc-name"
                  errorMessage={problems.name}
                />
                <CardEntry entryRef={entry} />
              </>
            )}
            {purpose === 'subscribe' && (
              <Checkbox
                isSelected={agreed}
                onChange={(value) => {
                  setAgreed(value);
                  settle('terms');
                }}
                errorMessage={problems.terms}
              >
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
