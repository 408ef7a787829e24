import { unwrap, type Schema } from '@mat/api';
import { canAddGift, giftPurchaseTotalCents, MEMBERSHIP_MONTHLY_PRICE_CENTS, validateGift, type GiftField } from '@mat/domain';
import { Alert, Button, Form, Heading, Link, Radio, RadioGroup, Skeleton, Text } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { CardEntry } from './CardEntry';
import { CardEntryError, type CardEntryHandle } from './cardEntryHandle';
import { GiftFields, type GiftDraft } from './GiftFields';
import * as css from './gold.css';
import { goldMessages as gm } from './gold.messages';
import { giftMessages as m } from './gifts.messages';
import { useBankChallenge, type ChallengeAnswer } from './useBankChallenge';
import { useCards, useGoldFormat, useRefreshGold } from './useGold';

const NEW_CARD = 'new';
/** The basket kept across the bank's challenge page, to pay for once the patient is back (session storage). */
const PENDING_GIFTS_KEY = 'gift_purchase_basket';
let nextKey = 1;
const blankGift = (): GiftDraft => ({ key: nextKey++, firstName: '', lastName: '', recipient: '', message: '', months: 1 });
type Problems = Record<number, Partial<Record<GiftField, string>>>;
type Payment = { card_id: string } | { payment_method_id: string };

/** The basket remembered before the bank's page, each gift with a fresh key; null when unreadable. */
function readBasket(pending: string | null): GiftDraft[] | null {
  if (!pending) return null;
  try {
    const list = JSON.parse(pending) as unknown;
    if (!Array.isArray(list) || list.length === 0) return null;
    return list.map((g: Partial<GiftDraft>) => ({
      ...blankGift(),
      firstName: String(g.firstName ?? ''),
      lastName: String(g.lastName ?? ''),
      recipient: String(g.recipient ?? ''),
      message: String(g.message ?? ''),
      months: Number(g.months ?? 1),
    }));
  } catch {
    return null;
  }
}

export interface GiftPurchaseScreenProps {
  /** Where a code received is redeemed (/gift-codes/apply-gift-code). */
  redeemHref: string;
  /** This page's full URL, where the local processor's challenge page sends the patient back. */
  returnUrl?: string;
  /** What the challenge page answered (4000 0025 0000 3155), read from the URL it came back to. */
  challenge?: ChallengeAnswer;
  /** Leaves for the bank's challenge page; the browser's own navigation unless a test says otherwise. */
  leave?: (url: string) => void;
}

/** The gift purchase page (spec 2, 4 "Gift"): up to 10 gifts, added and removed, one payment, then who was sent what. */
export function GiftPurchaseScreen({ redeemHref, returnUrl, challenge, leave = (url) => window.location.assign(url) }: GiftPurchaseScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text, describe } = useErrorText();
  const cards = useCards();
  const format = useGoldFormat();
  const refresh = useRefreshGold();
  const entry = useRef<CardEntryHandle>(null);
  const [gifts, setGifts] = useState<GiftDraft[]>(() => [blankGift()]);
  const [problems, setProblems] = useState<Problems>({});
  const [choice, setChoice] = useState<string | null>(null);
  const [entryProblem, setEntryProblem] = useState<string | null>(null);
  const chosen = choice ?? cards.data?.find((card) => card.is_default)?.id ?? (cards.isSuccess ? NEW_CARD : null);

  const pay = useMutation({
    mutationFn: ({ payment, basket }: { payment: Payment; basket: GiftDraft[] }): Promise<Schema<'GiftPurchase'>> => {
      const order = basket.map((g) => ({
        recipient_first_name: g.firstName.trim(),
        recipient_last_name: g.lastName.trim(),
        recipient_contact: g.recipient.trim(),
        message: g.message.trim() || null,
        months: g.months,
        amount_per_month_cents: MEMBERSHIP_MONTHLY_PRICE_CENTS,
      }));
      return unwrap(client.POST('/gift-membership/card', { body: { ...payment, gifts: order } }));
    },
    onSuccess: () => void refresh(),
    onError: (error, { payment, basket }) => {
      // The bank asks the holder of a new card to confirm it: the basket waits in session storage.
      if ('payment_method_id' in payment && bank.asksConfirmation(error)) bank.confirm(payment.payment_method_id, JSON.stringify(basket.map(({ key: _key, ...gift }) => gift)));
    },
  });
  // Back from the challenge page: pay for the same basket with the card its holder just confirmed, once.
  const bank = useBankChallenge({
    pendingKey: PENDING_GIFTS_KEY,
    returnUrl,
    challenge,
    leave,
    onConfirmed: (paymentMethodId, pending) => {
      const basket = readBasket(pending);
      if (!basket) return;
      setGifts(basket);
      pay.mutate({ payment: { payment_method_id: paymentMethodId }, basket });
    },
    onRefused: (pending) => {
      const basket = readBasket(pending);
      if (basket) setGifts(basket);
    },
  });

  const change = (key: number, patch: Partial<GiftDraft>, field: GiftField) => {
    setGifts((list) => list.map((g) => (g.key === key ? { ...g, ...patch } : g)));
    setProblems(({ [key]: mine = {}, ...rest }) => ({ ...rest, [key]: { ...mine, [field]: undefined } }));
  };

  async function submit() {
    const found: Problems = {};
    for (const g of gifts) {
      const { ok, errors } = validateGift({ firstName: g.firstName, lastName: g.lastName, recipient: g.recipient, message: g.message, months: g.months });
      if (!ok) found[g.key] = Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, text(id)]));
    }
    setProblems(found);
    setEntryProblem(null);
    if (Object.keys(found).length > 0 || pay.isPending || !chosen) return;
    if (chosen !== NEW_CARD) return pay.mutate({ payment: { card_id: chosen }, basket: gifts });
    try {
      pay.mutate({ payment: { payment_method_id: await entry.current!.create() }, basket: gifts });
    } catch (error) {
      if (!(error instanceof CardEntryError)) throw error;
      if (!error.shownInForm) setEntryProblem(text(error.messageId));
    }
  }

  const title = intl.formatMessage(m.purchaseTitle);
  if (pay.isSuccess) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.paid)}</Heading>
        <ul className={css.list}>
          {pay.data.gifts.map((gift) => (
            <li key={gift.code} className={css.item}>
              <Text>{intl.formatMessage(m.sentTo, { contact: gift.recipient_contact })}</Text>
              <Text size="small" tone="muted">
                {intl.formatMessage(m.code, { code: gift.code })}
              </Text>
            </li>
          ))}
        </ul>
        <div className={screen.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              setGifts([blankGift()]);
              pay.reset();
            }}
          >
            {intl.formatMessage(m.sendMore)}
          </Button>
        </div>
      </div>
    );
  }

  const months = gifts.reduce((sum, g) => sum + (Number.isInteger(g.months) ? g.months : 0), 0);
  const total = gifts.every((g) => Number.isInteger(g.months) && g.months >= 1 && g.months <= 10) ? giftPurchaseTotalCents(gifts) : null;
  const redirecting = pay.isError && 'payment_method_id' in pay.variables.payment && bank.asksConfirmation(pay.error);
  const failure = bank.failed && !pay.isError && !pay.isPending ? intl.formatMessage(gm.challengeFailed) : pay.isError && !redirecting ? describe(pay.error).form : null;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{title}</Heading>
      <Text>{intl.formatMessage(m.purchaseIntro)}</Text>
      <Link href={redeemHref}>{intl.formatMessage(m.haveCode)}</Link>
      {cards.isPending && <Skeleton lines={5} />}
      {cards.isError && <Alert tone="danger">{intl.formatMessage(gm.planLoadFailed)}</Alert>}
      {cards.isSuccess && (
        <Form
          aria-label={title}
          error={entryProblem ?? failure ?? undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {redirecting && (
            <Alert tone="info" isLive>
              {intl.formatMessage(gm.challengeRedirect)}
            </Alert>
          )}
          {gifts.map((gift, index) => (
            <GiftFields
              key={gift.key}
              gift={gift}
              number={index + 1}
              errors={problems[gift.key] ?? {}}
              onChange={(patch, field) => change(gift.key, patch, field)}
              onRemove={gifts.length > 1 ? () => setGifts((list) => list.filter((g) => g.key !== gift.key)) : undefined}
            />
          ))}
          <div className={screen.actions}>
            <Button variant="secondary" isDisabled={!canAddGift(gifts.length)} onPress={() => setGifts((list) => [...list, blankGift()])}>
              {intl.formatMessage(m.add)}
            </Button>
          </div>
          {!canAddGift(gifts.length) && <Text size="small">{intl.formatMessage(m.limitReached)}</Text>}
          <div className={css.summary}>
            <p className={css.summaryLine}>
              <span>{intl.formatMessage(m.total, { count: gifts.length, months })}</span>
              <strong>{total === null ? '' : format.money(total)}</strong>
            </p>
            <Text size="small" tone="muted">
              {intl.formatMessage(m.noRefunds)}
            </Text>
          </div>
          {cards.data.length > 0 && (
            <RadioGroup label={intl.formatMessage(gm.payWith)} value={chosen} onChange={setChoice}>
              {cards.data.map((card) => (
                <Radio key={card.id} value={card.id}>
                  {intl.formatMessage(gm.cardLabel, { brand: format.brand(card.brand), last4: card.last4 })}
                </Radio>
              ))}
              <Radio value={NEW_CARD}>{intl.formatMessage(gm.newCard)}</Radio>
            </RadioGroup>
          )}
          {chosen === NEW_CARD && <CardEntry entryRef={entry} />}
          <div className={screen.actions}>
            <Button type="submit" variant="primary" isPending={pay.isPending} isDisabled={pay.isPending || total === null}>
              {intl.formatMessage(m.pay, { amount: total === null ? '' : format.money(total) })}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
