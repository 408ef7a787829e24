import { Alert, Skeleton } from '@mat/ui';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { CardEntryError, type CardEntryHandle } from './cardEntryHandle';
import { goldMessages as m } from './gold.messages';

/**
 * Stripe's Payment Element (a publishable key is configured): Stripe.js is loaded only on the
 * page that takes a card, and the card never touches Matrona's server. The element works without
 * an intent (`mode: 'setup'`): it makes a payment method the server then saves and charges.
 */
export function StripeCardForm({
  publishableKey,
  entryRef,
}: {
  publishableKey: string;
  entryRef: Ref<CardEntryHandle>;
}) {
  const intl = useIntl();
  const { locale } = useMat();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let gone = false;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale }))
      .then((loaded) => {
        if (gone || !loaded || !mount.current) return void (!gone && setState('failed'));
        const elements = loaded.elements({ mode: 'setup', currency: 'usd', paymentMethodCreation: 'manual' });
        elements.create('payment', { layout: 'tabs' }).mount(mount.current);
        stripe.current = { stripe: loaded, elements };
        setState('ready');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
    };
  }, [publishableKey, locale]);

  useImperativeHandle(entryRef, () => ({
    async create() {
      if (!stripe.current) throw new CardEntryError('errors.paymentConnection');
      const { stripe: s, elements } = stripe.current;
      const submitted = await elements.submit();
      // The element shows its own field errors beside its fields.
      if (submitted.error)
        throw new CardEntryError(
          submitted.error.type === 'validation_error' ? 'validation.required' : 'errors.paymentRequestFailed',
          submitted.error.type === 'validation_error',
        );
      const made = await s.createPaymentMethod({ elements });
      if (made.error)
        throw new CardEntryError(
          made.error.type === 'card_error' ? 'errors.cardDeclined' : 'errors.paymentRequestFailed',
        );
      return made.paymentMethod.id;
    },
  }));

  return (
    <div>
      {state === 'loading' && <Skeleton lines={3} />}
      {state === 'failed' && <Alert tone="danger">{intl.formatMessage(m.cardFormLoadFailed)}</Alert>}
      <div ref={mount} />
    </div>
  );
}
