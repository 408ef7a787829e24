import { unwrap } from '@mat/api';
import { validateCardName } from '@mat/domain';
import { Alert, Button, Form, Heading, LinkButton, Skeleton, Text, TextField, useToast } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { CardExpiryFields } from './CardExpiryFields';
import * as css from './gold.css';
import { goldMessages as m } from './gold.messages';
import { useCards, useGoldFormat, useRefreshGold, type Card } from './useGold';

export interface PaymentMethodScreenProps {
  /** The card's id in the URL (/payment-method/edit/{uuid}): its payment method id. */
  cardId: string;
  onDone: () => void;
  backHref: string;
}

/** The patient's own card, from her list: another's is simply not there. */
function useOwnCard(cardId: string) {
  const cards = useCards();
  return { ...cards, card: cards.data?.find((card) => card.id === cardId) ?? null };
}

function Missing({ backHref }: { backHref: string }) {
  const intl = useIntl();
  return (
    <>
      <Alert tone="warning">{intl.formatMessage(m.cardNotFound)}</Alert>
      <LinkButton href={backHref} variant="secondary">
        {intl.formatMessage(m.billing)}
      </LinkButton>
    </>
  );
}

/** /payment-method/edit/{uuid}: the name on the card and its expiry. */
export function PaymentMethodEditScreen({ cardId, onDone, backHref }: PaymentMethodScreenProps) {
  const intl = useIntl();
  const own = useOwnCard(cardId);
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.editCardTitle)}</Heading>
      {own.isPending && <Skeleton lines={3} />}
      {own.isError && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
      {own.isSuccess && !own.card && <Missing backHref={backHref} />}
      {own.card && <EditCardForm card={own.card} onDone={onDone} backHref={backHref} />}
    </div>
  );
}

function EditCardForm({ card, onDone, backHref }: { card: Card; onDone: () => void; backHref: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const { text, describe } = useErrorText();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const [name, setName] = useState(card.name);
  const [month, setMonth] = useState(card.exp_month);
  const [year, setYear] = useState(card.exp_year);
  const [nameError, setNameError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        client.PUT('/stripe/cards', { body: { id: card.id, name: name.trim(), exp_month: month, exp_year: year } }),
      ),
    onSuccess: async () => {
      await refresh();
      toast.show(intl.formatMessage(m.cardSaved), { tone: 'success' });
      onDone();
    },
  });
  const failure = save.isError ? describe(save.error) : null;
  return (
    <Form
      aria-label={intl.formatMessage(m.editCardTitle)}
      error={failure?.form ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const nameProblem = validateCardName(name);
        setNameError(nameProblem ? text(nameProblem) : undefined);
        if (!nameProblem && Number.isInteger(month) && Number.isInteger(year)) save.mutate();
      }}
    >
      <Text weight="bold">
        {intl.formatMessage(m.cardLabel, { brand: format.brand(card.brand), last4: card.last4 })}
      </Text>
      <TextField
        label={intl.formatMessage(m.nameOnCard)}
        value={name}
        onChange={setName}
        isRequired
        maxLength={100}
        errorMessage={nameError ?? failure?.fields.name}
      />
      <div className={css.cardRow}>
        <CardExpiryFields month={month} year={year} onMonthChange={setMonth} onYearChange={setYear} />
      </div>
      <div className={screen.actions}>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
        <LinkButton href={backHref} variant="secondary">
          {intl.formatMessage(m.cancel)}
        </LinkButton>
      </div>
    </Form>
  );
}

/** /payment-method/delete/{uuid}: removing a card, after saying what follows. */
export function PaymentMethodDeleteScreen({ cardId, onDone, backHref }: PaymentMethodScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const { text } = useErrorText();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const own = useOwnCard(cardId);
  const remove = useMutation({
    mutationFn: () => unwrap(client.PUT('/stripe/delete-card', { body: { id: cardId } })),
    onSuccess: async () => {
      await refresh();
      toast.show(intl.formatMessage(m.cardRemoved), { tone: 'success' });
      onDone();
    },
  });
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.deleteCardTitle)}</Heading>
      {own.isPending && <Skeleton lines={3} />}
      {own.isError && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
      {own.isSuccess && !own.card && <Missing backHref={backHref} />}
      {own.card && (
        <>
          <Text weight="bold">
            {intl.formatMessage(m.cardLabel, { brand: format.brand(own.card.brand), last4: own.card.last4 })}
          </Text>
          <Text>{intl.formatMessage(m.deleteCardBody)}</Text>
          {remove.isError && <Alert tone="danger">{text('errors.generic')}</Alert>}
          <div className={screen.actions}>
            <Button variant="danger" isPending={remove.isPending} onPress={() => remove.mutate()}>
              {intl.formatMessage(m.remove)}
            </Button>
            <LinkButton href={backHref} variant="secondary">
              {intl.formatMessage(m.cancel)}
            </LinkButton>
          </div>
        </>
      )}
    </div>
  );
}
