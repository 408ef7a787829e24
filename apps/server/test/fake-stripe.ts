// A stand-in for Stripe's API in test mode, for the calls the Stripe adapter makes, answering as
// Stripe's documentation says test mode answers (docs.stripe.com/testing, /api/idempotent_requests,
// /api/errors): the test payment methods' outcomes, card errors as 402 `card_error`, and a request
// repeated with its Idempotency-Key answered with the first answer. What it cannot show (Stripe's
// real risk checks, 3-D Secure pages, webhook delivery and retries) needs a Stripe test account.
type Outcome = 'succeeds' | 'declined' | 'insufficientFunds' | 'chargesFail' | 'authenticateOnSetup';

const TEST_METHODS: Record<string, { last4: string; outcome: Outcome }> = {
  pm_card_visa: { last4: '4242', outcome: 'succeeds' },
  pm_card_visa_chargeDeclined: { last4: '0002', outcome: 'declined' },
  pm_card_visa_chargeDeclinedInsufficientFunds: { last4: '9995', outcome: 'insufficientFunds' },
  pm_card_chargeCustomerFail: { last4: '0341', outcome: 'chargesFail' },
  pm_card_authenticationRequiredOnSetup: { last4: '3155', outcome: 'authenticateOnSetup' },
};

export class FakeStripe {
  /** PaymentIntents that succeeded: money that moved. */
  succeeded = 0;
  private sequence = 0;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** Payment methods attached to customers, by their new id, as a SetupIntent makes them. */
  private readonly attached = new Map<string, { last4: string; outcome: Outcome }>();

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const key = headers.get('idempotency-key');
    const replay = key ? this.idempotent.get(`${url.pathname}:${key}`) : undefined;
    const answer = replay ?? this.answer(init?.method ?? 'GET', url.pathname, form);
    if (key && !replay) this.idempotent.set(`${url.pathname}:${key}`, answer);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${++this.sequence}` },
    });
  };

  private id(prefix: string) {
    return `${prefix}_fake${++this.sequence}`;
  }

  private answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: this.id('cus'), object: 'customer', email: form.get('email') } };
    if (method === 'POST' && path === '/v1/setup_intents') {
      const method = TEST_METHODS[form.get('payment_method') ?? ''];
      if (!method) return cardError(400, 'resource_missing', undefined, 'invalid_request_error');
      if (method.outcome === 'declined') return cardError(402, 'card_declined', 'generic_decline');
      if (method.outcome === 'insufficientFunds') return cardError(402, 'card_declined', 'insufficient_funds');
      const id = this.id('seti');
      if (method.outcome === 'authenticateOnSetup') {
        return {
          status: 200,
          body: {
            id,
            object: 'setup_intent',
            status: 'requires_action',
            client_secret: `${id}_secret_x`,
            payment_method: form.get('payment_method'),
          },
        };
      }
      const attached = this.id('pm');
      this.attached.set(attached, method);
      return {
        status: 200,
        body: {
          id,
          object: 'setup_intent',
          status: 'succeeded',
          client_secret: `${id}_secret_x`,
          payment_method: {
            id: attached,
            object: 'payment_method',
            card: { brand: 'visa', last4: method.last4, exp_month: 12, exp_year: 2034 },
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const card = this.attached.get(form.get('payment_method') ?? '');
      const id = this.id('pi');
      if (!card) return cardError(400, 'resource_missing', undefined, 'invalid_request_error');
      if (card.outcome === 'chargesFail')
        return cardError(402, 'card_declined', 'generic_decline', 'card_error', {
          id,
          object: 'payment_intent',
          status: 'requires_payment_method',
        });
      this.succeeded += 1;
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
        },
      };
    }
    const detach = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/);
    if (method === 'POST' && detach) {
      this.attached.delete(detach[1]!);
      return { status: 200, body: { id: detach[1], object: 'payment_method', customer: null } };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }
}

function cardError(status: number, code: string, declineCode?: string, type = 'card_error', paymentIntent?: object) {
  return {
    status,
    body: {
      error: {
        type,
        code,
        ...(declineCode ? { decline_code: declineCode } : {}),
        message: 'Your card was declined.',
        ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
      },
    },
  };
}
