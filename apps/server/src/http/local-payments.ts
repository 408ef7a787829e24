// The local processor's browser side (outside the v2 API, as Stripe's own pages are): its card form
// turns a card number into a payment method id, and its challenge page stands in for the bank's
// authentication page of 4000 0025 0000 3155. Served only when the local processor is the adapter.
import type { FastifyInstance } from 'fastify';
import type { LocalPayments } from '../adapters/payments-local.js';

export const LOCAL_PAYMENTS_CHALLENGE = '/local-payments/challenge';

const copy = {
  en: {
    title: 'Confirm this payment method',
    body: (last4: string) => `Your bank asks you to confirm the card ending in ${last4}.`,
    complete: 'Confirm',
    fail: 'Refuse',
    note: 'Test page of Matrona’s local payment processor.',
  },
  es: {
    title: 'Confirma este método de pago',
    body: (last4: string) => `Tu banco te pide confirmar la tarjeta terminada en ${last4}.`,
    complete: 'Confirmar',
    fail: 'Rechazar',
    note: 'Página de prueba del procesador de pagos local de Matrona.',
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function serveLocalPayments(app: FastifyInstance, local: LocalPayments, appUrl: string) {
  app.post<{ Body: { number: string; exp_month: number; exp_year: number } }>(
    '/local-payments/payment-methods',
    {
      schema: {
        body: {
          type: 'object',
          required: ['number', 'exp_month', 'exp_year'],
          additionalProperties: false,
          properties: {
            number: { type: 'string', minLength: 12, maxLength: 23 },
            exp_month: { type: 'integer', minimum: 1, maximum: 12 },
            exp_year: { type: 'integer', minimum: 2000, maximum: 2100 },
            cvc: { type: 'string', maxLength: 4 },
          },
        },
      },
    },
    async (request, reply) => {
      const made = local.tokenize({
        number: request.body.number,
        expMonth: request.body.exp_month,
        expYear: request.body.exp_year,
      });
      if ('refusal' in made)
        return reply.code(402).send({ code: 'errors.cardDeclined', message: `The card was refused (${made.refusal})` });
      return reply.code(201).send({ id: made.paymentMethodId });
    },
  );

  type Challenge = { payment_method: string; return_url: string; lang?: string };
  const challengeQuery = {
    type: 'object',
    required: ['payment_method', 'return_url'],
    properties: {
      payment_method: { type: 'string', maxLength: 2048 },
      return_url: { type: 'string', maxLength: 2048 },
      lang: { type: 'string', enum: ['en', 'es'] },
      answer: { type: 'string', enum: ['complete', 'fail'] },
    },
  };
  /** Only back to the patient app: the page is no open redirect. */
  const back = (returnUrl: string) => (returnUrl.startsWith(`${appUrl}/`) ? new URL(returnUrl) : null);

  app.get<{ Querystring: Challenge }>(
    LOCAL_PAYMENTS_CHALLENGE,
    { schema: { querystring: challengeQuery } },
    async (request, reply) => {
      const card = local.describe(request.query.payment_method);
      if (!card || !back(request.query.return_url))
        return reply.code(404).send({ code: 'errors.notFound', message: 'Not found' });
      const lang = request.query.lang === 'es' ? 'es' : 'en';
      const t = copy[lang];
      const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
      const fields =
        hidden('payment_method', request.query.payment_method) +
        hidden('return_url', request.query.return_url) +
        hidden('lang', lang);
      // The API's policy forbids forms; this page's one form answers to this server, which sends the holder back to the app.
      reply.header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self' ${new URL(appUrl).origin}`,
      );
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>` +
            `<body><main><h1>${t.title}</h1><p>${escape(t.body(card.last4))}</p>` +
            `<form method="get" action="${LOCAL_PAYMENTS_CHALLENGE}/answer">${fields}<button name="answer" value="complete">${t.complete}</button> <button name="answer" value="fail">${t.fail}</button></form>` +
            `<p><small>${t.note}</small></p></main></body></html>`,
        );
    },
  );

  app.get<{ Querystring: Challenge & { answer?: 'complete' | 'fail' } }>(
    `${LOCAL_PAYMENTS_CHALLENGE}/answer`,
    { schema: { querystring: challengeQuery } },
    async (request, reply) => {
      const target = back(request.query.return_url);
      const authenticated =
        request.query.answer === 'complete' ? local.authenticate(request.query.payment_method) : null;
      if (!target || (request.query.answer === 'complete' && !authenticated))
        return reply.code(404).send({ code: 'errors.notFound', message: 'Not found' });
      if (authenticated) target.searchParams.set('payment_method', authenticated);
      else target.searchParams.set('setup_failed', '1');
      return reply.redirect(target.toString(), 303);
    },
  );
}
