import { Alert, Button, Form, Heading, Link, Radio, RadioGroup, Skeleton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { CardEntry } from './CardEntry';
import { GiftFields } from './GiftFields';
import { GiftsPaid } from './GiftsPaid';
import * as css from './gold.css';
import { goldMessages as gm } from './gold.messages';
import { giftMessages as m } from './gifts.messages';
import type { ChallengeAnswer } from './useBankChallenge';
import { NEW_CARD, useGiftPurchase } from './useGiftPurchase';
import { useGoldFormat } from './useGold';

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
export function GiftPurchaseScreen({
  redeemHref,
  returnUrl,
  challenge,
  leave = (url) => window.location.assign(url),
}: GiftPurchaseScreenProps) {
  const intl = useIntl();
  const format = useGoldFormat();
  const purchase = useGiftPurchase({ returnUrl, challenge, leave });
  const { cards, gifts, pay, total } = purchase;
  if (pay.isSuccess) return <GiftsPaid gifts={pay.data.gifts} onSendMore={purchase.startOver} />;

  const title = intl.formatMessage(m.purchaseTitle);
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
          error={purchase.problem}
          onSubmit={(event) => {
            event.preventDefault();
            void purchase.submit();
          }}
        >
          {purchase.redirecting && (
            <Alert tone="info" isLive>
              {intl.formatMessage(gm.challengeRedirect)}
            </Alert>
          )}
          {gifts.map((gift, index) => (
            <GiftFields
              key={gift.key}
              gift={gift}
              number={index + 1}
              errors={purchase.problems[gift.key] ?? {}}
              onChange={(patch, field) => purchase.change(gift.key, patch, field)}
              onRemove={gifts.length > 1 ? () => purchase.remove(gift.key) : undefined}
            />
          ))}
          <div className={screen.actions}>
            <Button variant="secondary" isDisabled={!purchase.canAdd} onPress={purchase.add}>
              {intl.formatMessage(m.add)}
            </Button>
          </div>
          {!purchase.canAdd && <Text size="small">{intl.formatMessage(m.limitReached)}</Text>}
          <div className={css.summary}>
            <p className={css.summaryLine}>
              <span>{intl.formatMessage(m.total, { count: gifts.length, months: purchase.months })}</span>
              <strong>{total === null ? '' : format.money(total)}</strong>
            </p>
            <Text size="small" tone="muted">
              {intl.formatMessage(m.noRefunds)}
            </Text>
          </div>
          {cards.data.length > 0 && (
            <RadioGroup label={intl.formatMessage(gm.payWith)} value={purchase.chosen} onChange={purchase.choose}>
              {cards.data.map((card) => (
                <Radio key={card.id} value={card.id}>
                  {intl.formatMessage(gm.cardLabel, { brand: format.brand(card.brand), last4: card.last4 })}
                </Radio>
              ))}
              <Radio value={NEW_CARD}>{intl.formatMessage(gm.newCard)}</Radio>
            </RadioGroup>
          )}
          {purchase.chosen === NEW_CARD && <CardEntry entryRef={purchase.entry} />}
          <div className={screen.actions}>
            <Button
              type="submit"
              variant="primary"
              isPending={pay.isPending}
              isDisabled={pay.isPending || total === null}
            >
              {intl.formatMessage(m.pay, { amount: total === null ? '' : format.money(total) })}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
