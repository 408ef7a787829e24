import { Banner, Link } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { closeGiftCodeReminder, currentGiftCodeReminder } from './appliedGiftCode';
import { giftMessages as m } from './gifts.messages';

/**
 * A gift code kept from a gift's link and not yet redeemed (`appliedGiftCode`): a reminder with
 * the way to redeem it, which the patient may close for good (`apply_gift_code_closed`).
 */
export function GiftCodeReminder({ applyHref = '/gift-codes/apply-gift-code' }: { applyHref?: string }) {
  const intl = useIntl();
  const [code, setCode] = useState(currentGiftCodeReminder);
  if (!code) return null;
  return (
    <Banner
      onDismiss={() => {
        closeGiftCodeReminder(code);
        setCode(null);
      }}
    >
      {intl.formatMessage(m.reminder, { code })} <Link href={applyHref}>{intl.formatMessage(m.reminderRedeem)}</Link>
    </Banner>
  );
}
