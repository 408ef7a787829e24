import { Alert, Skeleton, Text } from '@mat/ui';
import { lazy, Suspense, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { CardEntryHandle } from './cardEntryHandle';
import { goldMessages as m } from './gold.messages';
import { LocalCardForm } from './LocalCardForm';
import { usePaymentForm } from './useGold';

// Stripe's form and its loader come in a chunk of their own, only where a Stripe key is configured.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((module) => ({ default: module.StripeCardForm })));

/** The card form the processor in use asks for (GET /stripe/pk). */
export function CardEntry({ entryRef }: { entryRef: Ref<CardEntryHandle> }) {
  const intl = useIntl();
  const form = usePaymentForm();
  if (form.isPending) return <Skeleton lines={3} />;
  if (form.isError) return <Alert tone="danger">{intl.formatMessage(m.cardFormLoadFailed)}</Alert>;
  return (
    <>
      {form.data.kind === 'stripe' ? (
        <Suspense fallback={<Skeleton lines={3} />}>
          <StripeCardForm publishableKey={form.data.publishableKey} entryRef={entryRef} />
        </Suspense>
      ) : (
        <LocalCardForm entryRef={entryRef} />
      )}
      <Text size="small" tone="muted">
        {intl.formatMessage(m.secureNote)}
      </Text>
    </>
  );
}
