// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Gift memberships: query options. Keys start with 'gifts'. */
export const giftsQueries = {
  /** GET /promocode/{code}: Look up a gift or promotion code */
  getPromocode: (client: MatClient, ...[request]: Args<RequestOf<'/promocode/{code}', 'get'>>) =>
    queryOptions({
      queryKey: ['gifts', 'getPromocode', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/promocode/{code}', { ...requestInit(request), signal })),
    }),
};

/** Gift memberships: mutation options. Keys start with 'gifts'. */
export const giftsMutations = {
  /** POST /gift-membership/create-payment-intent: Price gifts and open a payment */
  createGiftPaymentIntent: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'createGiftPaymentIntent'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/create-payment-intent', 'post'>>) => unwrap(client.POST('/gift-membership/create-payment-intent', { ...requestInit(request) })),
    }),
  /** POST /gift-membership/payment-service: Send gifts paid with a wallet */
  payGiftsWithPaymentService: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'payGiftsWithPaymentService'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/payment-service', 'post'>>) => unwrap(client.POST('/gift-membership/payment-service', { ...requestInit(request) })),
    }),
  /** POST /gift-membership/card: Send gifts paid with a card */
  payGiftsWithCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'payGiftsWithCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/card', 'post'>>) => unwrap(client.POST('/gift-membership/card', { ...requestInit(request) })),
    }),
  /** GET /gift-membership/redeem/{code}: Apply a gift code to the account */
  redeemGiftMembership: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'redeemGiftMembership'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/redeem/{code}', 'get'>>) => unwrap(client.GET('/gift-membership/redeem/{code}', { ...requestInit(request) })),
    }),
};
