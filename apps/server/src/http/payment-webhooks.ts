// POST /payments/webhook: the processor's notices (outside the v2 API: Stripe calls it, not the
// apps). The body is read as the exact bytes that were signed; a notice whose signature does not
// hold is refused with 400 and changes nothing.
import type { FastifyInstance } from 'fastify';
import { InvalidPaymentEvent, type PaymentProcessor } from '../adapters/payments.js';
import type { PaymentNotices } from '../services/payments/notices.js';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';

export async function servePaymentWebhooks(app: FastifyInstance, processor: PaymentProcessor, notices: PaymentNotices) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Body: string }>(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (typeof signature !== 'string' || typeof request.body !== 'string')
          throw new InvalidPaymentEvent('No signature');
        event = processor.verifyEvent(request.body, signature);
      } catch (error) {
        if (!(error instanceof InvalidPaymentEvent)) throw error;
        return reply.code(400).send({ code: 'errors.badRequest', message: error.message });
      }
      return reply.send({ received: true, duplicate: (await notices.handle(event)) === 'duplicate' });
    });
  });
}
