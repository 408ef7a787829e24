import { TextField } from '@mat/ui';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { CardEntryError, type CardEntryHandle } from './cardEntryHandle';
import { CardExpiryFields } from './CardExpiryFields';
import * as css from './gold.css';
import { goldMessages as m } from './gold.messages';

/** Card numbers are 12 to 19 digits; spaces and dashes as people type them are allowed. */
const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The local payment processor's card form (no Stripe key configured): the number goes to the
 * processor's own endpoint beside the API, which answers a payment method id, as Stripe.js does.
 */
export function LocalCardForm({ entryRef }: { entryRef: Ref<CardEntryHandle> }) {
  const intl = useIntl();
  const { serverUrl, fetch } = useMat();
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState<number>(NaN);
  const [year, setYear] = useState<number>(NaN);
  const [cvc, setCvc] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();

  useImperativeHandle(entryRef, () => ({
    async create() {
      const digits = cardDigits(number);
      const complete = /^\d{12,19}$/.test(digits) && Number.isInteger(month) && Number.isInteger(year);
      if (!/^\d{12,19}$/.test(digits)) setNumberError(intl.formatMessage(m.invalidNumber));
      if (!complete) throw new CardEntryError('validation.required', true);
      setNumberError(undefined);
      let response: Response;
      try {
        response = await fetch(serverUrl('/local-payments/payment-methods'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number: digits, exp_month: month, exp_year: year, ...(cvc ? { cvc } : {}) }),
        });
      } catch {
        throw new CardEntryError('errors.paymentConnection');
      }
      if (response.status === 201) return ((await response.json()) as { id: string }).id;
      throw new CardEntryError(response.status === 402 ? 'errors.cardDeclined' : 'errors.paymentRequestFailed');
    },
  }));

  return (
    <div className={css.cardForm}>
      <TextField
        label={intl.formatMessage(m.cardNumber)}
        value={number}
        onChange={(value) => {
          setNumber(value);
          setNumberError(undefined);
        }}
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
        maxLength={23}
        errorMessage={numberError}
        isInvalid={numberError !== undefined}
      />
      <div className={css.cardRow}>
        <CardExpiryFields month={month} year={year} onMonthChange={setMonth} onYearChange={setYear} />
        <TextField
          label={intl.formatMessage(m.cvc)}
          value={cvc}
          onChange={setCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
    </div>
  );
}
