import { ApiError, unwrap } from '@mat/api';
import { validateCardName } from '@mat/domain';
import { Alert, Badge, Button, Card, Form, Heading, LinkButton, Skeleton, Text, TextField, useToast } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { CardEntry } from './CardEntry';
import { CardEntryError, type CardEntryHandle } from './cardEntryHandle';
import * as css from './gold.css';
import { goldMessages as m } from './gold.messages';
import { useBankChallenge } from './useBankChallenge';
import {
  useBalance,
  useCards,
  useGoldFormat,
  usePurchases,
  useRefreshGold,
  type Card as SavedCard,
  type Purchase,
} from './useGold';

/** The name typed before the bank's challenge page, to save the card with once the patient is back (session storage). */
const PENDING_NAME_KEY = 'billing_card_name';

export interface BillingScreenProps {
  editHref: (cardId: string) => string;
  deleteHref: (cardId: string) => string;
  /** This page's full URL, where the local processor's challenge page sends the patient back. */
  returnUrl?: string;
  /** What the challenge page answered (4000 0025 0000 3155), read from the URL it came back to. */
  challenge?: { paymentMethod?: string; failed?: boolean };
  /** Leaves for the bank's challenge page; the browser's own navigation unless a test says otherwise. */
  leave?: (url: string) => void;
}

/** /billing: saved cards (name, last digits, expiry, default), adding one, purchases, and the balance. */
export function BillingScreen({
  editHref,
  deleteHref,
  returnUrl,
  challenge,
  leave = (url) => window.location.assign(url),
}: BillingScreenProps) {
  const intl = useIntl();
  const cards = useCards();
  const purchases = usePurchases();
  const balance = useBalance();
  const format = useGoldFormat();
  // Back from the bank's challenge page: the card being added is finished here.
  const [adding, setAdding] = useState(Boolean(challenge?.paymentMethod || challenge?.failed));
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.billingTitle)}</Heading>
      <section className={css.section} aria-labelledby="billing-cards">
        <Heading level={2} id="billing-cards">
          {intl.formatMessage(m.cards)}
        </Heading>
        {cards.isPending && <Skeleton lines={3} />}
        {cards.isError && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
        {cards.isSuccess && cards.data.length === 0 && <Text>{intl.formatMessage(m.noCards)}</Text>}
        {cards.isSuccess && cards.data.length > 0 && (
          <ul className={css.list}>
            {cards.data.map((card) => (
              <SavedCardItem key={card.id} card={card} editHref={editHref(card.id)} deleteHref={deleteHref(card.id)} />
            ))}
          </ul>
        )}
        {adding ? (
          <AddCardForm onDone={() => setAdding(false)} returnUrl={returnUrl} challenge={challenge} leave={leave} />
        ) : (
          <div className={screen.actions}>
            <Button variant="secondary" onPress={() => setAdding(true)}>
              {intl.formatMessage(m.addCard)}
            </Button>
          </div>
        )}
      </section>
      <section className={css.section} aria-labelledby="billing-purchases">
        <Heading level={2} id="billing-purchases">
          {intl.formatMessage(m.purchases)}
        </Heading>
        {purchases.isPending && <Skeleton lines={3} />}
        {purchases.isError && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
        {purchases.isSuccess && purchases.data.length === 0 && <Text>{intl.formatMessage(m.noPurchases)}</Text>}
        {purchases.isSuccess && purchases.data.length > 0 && (
          <ul className={css.list} aria-label={intl.formatMessage(m.purchases)}>
            {purchases.data.map((purchase) => (
              <PurchaseItem key={purchase.id} purchase={purchase} />
            ))}
          </ul>
        )}
      </section>
      <section className={css.section} aria-labelledby="billing-balance">
        <Heading level={2} id="billing-balance">
          {intl.formatMessage(m.balance)}
        </Heading>
        {balance.isPending && <Skeleton lines={2} />}
        {balance.isError && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
        {balance.isSuccess && (
          <>
            <Text>{intl.formatMessage(m.messageCredits, { count: balance.data.message_credits })}</Text>
            <Text>{intl.formatMessage(m.productCredits, { count: balance.data.product_credits })}</Text>
            <Text>
              {intl.formatMessage(m.giftCredit, { amount: format.money(balance.data.gift_code_credit_cents) })}
            </Text>
          </>
        )}
      </section>
    </div>
  );
}

function SavedCardItem({ card, editHref, deleteHref }: { card: SavedCard; editHref: string; deleteHref: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const { text } = useErrorText();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const label = intl.formatMessage(m.cardLabel, { brand: format.brand(card.brand), last4: card.last4 });
  const makeDefault = useMutation({
    mutationFn: () => unwrap(client.PUT('/stripe/set-default-card', { body: { id: card.id } })),
    onSuccess: async () => {
      await refresh();
      toast.show(intl.formatMessage(m.defaultChanged), { tone: 'success' });
    },
    onError: () => toast.show(text('errors.generic'), { tone: 'danger' }),
  });
  return (
    <Card as="li">
      <div className={css.item}>
        <div className={css.row}>
          <Text weight="bold">{label}</Text>
          {card.is_default && <Badge tone="brand">{intl.formatMessage(m.defaultCard)}</Badge>}
        </div>
        <Text>{card.name}</Text>
        <Text tone="muted">{intl.formatMessage(m.expires, { date: format.expiry(card) })}</Text>
        <div className={screen.actions} role="group" aria-label={intl.formatMessage(m.cardActions, { card: label })}>
          {!card.is_default && (
            <Button variant="secondary" isPending={makeDefault.isPending} onPress={() => makeDefault.mutate()}>
              {intl.formatMessage(m.makeDefault)}
            </Button>
          )}
          <LinkButton href={editHref} variant="tertiary">
            {intl.formatMessage(m.edit)}
          </LinkButton>
          <LinkButton href={deleteHref} variant="tertiary">
            {intl.formatMessage(m.remove)}
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}

const statusMessage = {
  paid: m.statusPaid,
  pending: m.statusPending,
  failed: m.statusFailed,
  refunded: m.statusRefunded,
} as const;
const statusTone = { paid: 'success', pending: 'neutral', failed: 'danger', refunded: 'info' } as const;

function PurchaseItem({ purchase }: { purchase: Purchase }) {
  const intl = useIntl();
  const format = useGoldFormat();
  return (
    <Card as="li">
      <div className={css.item}>
        <div className={css.row}>
          <Text weight="bold">{purchase.description}</Text>
          <Text>{format.money(purchase.amount_cents, purchase.currency)}</Text>
        </div>
        <div className={css.row}>
          <Text tone="muted">{format.date(purchase.created_at)}</Text>
          <Badge tone={statusTone[purchase.status]}>{intl.formatMessage(statusMessage[purchase.status])}</Badge>
        </div>
      </div>
    </Card>
  );
}

type AddCardProps = Pick<BillingScreenProps, 'returnUrl' | 'challenge'> & {
  onDone: () => void;
  leave: (url: string) => void;
};

/**
 * Saves a card made by the processor's form (a SetupIntent for Stripe), as the default when asked.
 * A card the bank asks to confirm (4000 0025 0000 3155 with the local processor) goes to the
 * challenge page and is saved on coming back, once.
 */
function AddCardForm({ onDone, returnUrl, challenge, leave }: AddCardProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const toast = useToast();
  const { text, describe } = useErrorText();
  const refresh = useRefreshGold();
  const entry = useRef<CardEntryHandle>(null);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(
    challenge?.failed ? intl.formatMessage(m.challengeFailed) : null,
  );
  const [nameError, setNameError] = useState<string | undefined>();
  const shownName = name ?? (user ? `${user.first_name} ${user.last_name}` : '');
  const save = useMutation({
    mutationFn: (card: { paymentMethodId: string; name: string }) =>
      unwrap(
        client.POST('/stripe/create-card', { body: { payment_method_id: card.paymentMethodId, name: card.name } }),
      ),
    onSuccess: async () => {
      await refresh();
      toast.show(intl.formatMessage(m.cardSaved), { tone: 'success' });
      onDone();
    },
    onError: (error, card) => {
      if (bank.asksConfirmation(error)) return bank.confirm(card.paymentMethodId, card.name);
      setProblem(error instanceof ApiError ? text(error.code) : describe(error).form);
    },
  });
  // Back from the challenge page: save the card its holder just confirmed, once.
  const bank = useBankChallenge({
    pendingKey: PENDING_NAME_KEY,
    returnUrl,
    challenge,
    leave,
    onConfirmed: (paymentMethodId, pendingName) => {
      if (pendingName) setName(pendingName);
      save.mutate({ paymentMethodId, name: pendingName || shownName.trim() });
    },
    onRefused: (pendingName) => {
      if (pendingName) setName(pendingName);
    },
  });
  return (
    <Form
      aria-label={intl.formatMessage(m.addCard)}
      error={problem ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        const nameProblem = validateCardName(shownName);
        setNameError(nameProblem ? text(nameProblem) : undefined);
        if (nameProblem || save.isPending) return;
        entry
          .current!.create()
          .then((id) => save.mutate({ paymentMethodId: id, name: shownName.trim() }))
          .catch((error: unknown) => {
            if (!(error instanceof CardEntryError)) throw error;
            if (!error.shownInForm) setProblem(text(error.messageId));
          });
      }}
    >
      <TextField
        label={intl.formatMessage(m.nameOnCard)}
        value={shownName}
        onChange={setName}
        isRequired
        maxLength={100}
        autoComplete="cc-name"
        errorMessage={nameError}
      />
      <CardEntry entryRef={entry} />
      <div className={screen.actions}>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {intl.formatMessage(m.saveCard)}
        </Button>
        <Button variant="tertiary" onPress={onDone}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </Form>
  );
}
