// The processor's notices (Stripe's webhooks, or the local processor's same events): each is
// handled once, however often it is delivered, and settles a charge whose answer was lost.
import type { PaymentEvent } from '../../adapters/payments.js';
import type { Database } from '../../db/client.js';
import { recordPaymentEvent } from '../../db/queries/charges.js';
import type { Gifts } from './gifts.js';
import type { Membership } from './membership.js';

export class PaymentNotices {
  constructor(
    private readonly db: Database,
    private readonly membership: Membership,
    private readonly gifts: Gifts,
    private readonly now: () => Date,
  ) {}

  /** 'duplicate' for a notice already handled; the event's record and its effect commit together. */
  handle(event: PaymentEvent): Promise<'handled' | 'duplicate'> {
    return this.db.transaction(async () => {
      const fresh = await recordPaymentEvent(this.db, { eventId: event.id, type: event.type, receivedAt: this.now() });
      if (!fresh) return 'duplicate';
      if (event.chargeKey && event.type !== 'other') {
        // Each settles only its own charges: a membership's, or a gift basket's.
        const outcome = event.type === 'charge.succeeded' ? 'succeeded' : 'refused';
        await this.membership.settleFromNotice(event.chargeKey, outcome, event.reference);
        await this.gifts.settleFromNotice(event.chargeKey, outcome, event.reference);
      }
      return 'handled';
    });
  }
}
