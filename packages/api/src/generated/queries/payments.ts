// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Payments: query options. Keys start with 'payments'. */
export const paymentsQueries = {
  /** GET /stripe/pk: The card form's public key */
  getPaymentConfig: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/pk', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'getPaymentConfig', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/pk', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/user-cards: Saved cards */
  listCards: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/user-cards', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'listCards', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/user-cards', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/user-purchases: Payments made */
  listPurchases: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/user-purchases', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'listPurchases', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/user-purchases', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/get-gold-plan: The Gold plan */
  getGoldPlan: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/get-gold-plan', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'getGoldPlan', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-gold-plan', { ...requestInit(request), signal })),
    }),
  /** GET /patient/subscriptions/history: Membership history */
  listSubscriptionHistory: (client: MatClient, ...[request]: Args<RequestOf<'/patient/subscriptions/history', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'listSubscriptionHistory', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/subscriptions/history', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/get-balance: Credits left */
  getCredits: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/get-balance', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'getCredits', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-balance', { ...requestInit(request), signal })),
    }),
};

/** Payments: mutation options. Keys start with 'payments'. */
export const paymentsMutations = {
  /** POST /stripe/create-card: Save a card */
  createCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'createCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/create-card', 'post'>>) => unwrap(client.POST('/stripe/create-card', { ...requestInit(request) })),
    }),
  /** PUT /stripe/cards: Change a saved card */
  updateCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'updateCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/cards', 'put'>>) => unwrap(client.PUT('/stripe/cards', { ...requestInit(request) })),
    }),
  /** PUT /stripe/delete-card: Remove a saved card */
  deleteCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'deleteCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/delete-card', 'put'>>) => unwrap(client.PUT('/stripe/delete-card', { ...requestInit(request) })),
    }),
  /** PUT /stripe/set-default-card: Make a card the default */
  setDefaultCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'setDefaultCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/set-default-card', 'put'>>) => unwrap(client.PUT('/stripe/set-default-card', { ...requestInit(request) })),
    }),
  /** POST /stripe/plan/apply-discount: Price the plan with a code */
  applyPlanDiscount: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'applyPlanDiscount'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/plan/apply-discount', 'post'>>) => unwrap(client.POST('/stripe/plan/apply-discount', { ...requestInit(request) })),
    }),
  /** POST /stripe/purchase-subscription: Buy Gold */
  purchaseSubscription: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'purchaseSubscription'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/purchase-subscription', 'post'>>) => unwrap(client.POST('/stripe/purchase-subscription', { ...requestInit(request) })),
    }),
  /** POST /stripe/cancel-subscription: Stop renewing Gold */
  cancelSubscription: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'cancelSubscription'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/cancel-subscription', 'post'>>) => unwrap(client.POST('/stripe/cancel-subscription', { ...requestInit(request) })),
    }),
  /** POST /stripe/restore-subscription: Renew Gold again */
  restoreSubscription: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'restoreSubscription'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/restore-subscription', 'post'>>) => unwrap(client.POST('/stripe/restore-subscription', { ...requestInit(request) })),
    }),
};
