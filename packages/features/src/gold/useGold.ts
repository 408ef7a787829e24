// Gold's server state: the plan, the saved cards, the purchases, the balance and the processor's
// key, each one query under the gold key so a payment refreshes them together.
import { authQueries, unwrap, type Schema } from '@mat/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';

export const goldKey = ['gold'] as const;
export type Card = Schema<'Card'>;
export type Purchase = Schema<'Purchase'>;

export function useGoldPlan() {
  const { client } = useMat();
  return useQuery({
    queryKey: [...goldKey, 'plan'],
    queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-gold-plan', { signal })),
  });
}

export function useCards() {
  const { client } = useMat();
  return useQuery({
    queryKey: [...goldKey, 'cards'],
    queryFn: ({ signal }) => unwrap(client.GET('/stripe/user-cards', { signal })),
  });
}

export function usePurchases() {
  const { client } = useMat();
  return useQuery({
    queryKey: [...goldKey, 'purchases'],
    queryFn: ({ signal }) => unwrap(client.GET('/stripe/user-purchases', { signal })),
  });
}

export function useBalance() {
  const { client } = useMat();
  return useQuery({
    queryKey: [...goldKey, 'balance'],
    queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-balance', { signal })),
  });
}

/**
 * Which card form to show: the local processor's key (`pk_local_…`) or none means Matrona's own
 * form for the local processor's test cards; a real publishable key means Stripe's Payment Element.
 */
export type PaymentForm = { kind: 'local' } | { kind: 'stripe'; publishableKey: string };

export function usePaymentForm() {
  const { client } = useMat();
  return useQuery({
    queryKey: [...goldKey, 'paymentForm'],
    queryFn: async ({ signal }): Promise<PaymentForm> => {
      const { publishable_key: key } = await unwrap(client.GET('/stripe/pk', { signal }));
      return key && key.startsWith('pk_') && !key.startsWith('pk_local_')
        ? { kind: 'stripe', publishableKey: key }
        : { kind: 'local' };
    },
    staleTime: Infinity,
  });
}

/** After a payment or a change of membership: the user (Gold fields) and everything of Gold asked again. */
export function useRefreshGold() {
  const { client } = useMat();
  const queryClient = useQueryClient();
  return useCallback(
    async (user?: Schema<'CurrentUser'>) => {
      const userKey = authQueries.getCurrentUser(client).queryKey;
      if (user) queryClient.setQueryData(userKey, user);
      else await queryClient.invalidateQueries({ queryKey: userKey });
      await queryClient.invalidateQueries({ queryKey: goldKey });
    },
    [client, queryClient],
  );
}

/** Money and dates as the patient's language writes them. */
export function useGoldFormat() {
  const intl = useIntl();
  return {
    money: (cents: number, currency = 'usd') =>
      intl.formatNumber(cents / 100, {
        style: 'currency',
        currency: currency.toUpperCase(),
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      }),
    date: (iso: string) => intl.formatDate(iso, { dateStyle: 'long' }),
    expiry: (card: Card) => `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
    brand: (brand: string) => (brand === 'unknown' ? '' : brand.charAt(0).toUpperCase() + brand.slice(1)),
  };
}
