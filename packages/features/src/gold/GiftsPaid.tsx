import type { Schema } from '@mat/api';
import { Button, Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import * as css from './gold.css';
import { giftMessages as m } from './gifts.messages';

/** After paying for gifts: who was sent which code, and a way to send more. */
export function GiftsPaid({ gifts, onSendMore }: { gifts: Schema<'GiftPurchase'>['gifts']; onSendMore: () => void }) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.paid)}</Heading>
      <ul className={css.list}>
        {gifts.map((gift) => (
          <li key={gift.code} className={css.item}>
            <Text>{intl.formatMessage(m.sentTo, { contact: gift.recipient_contact })}</Text>
            <Text size="small" tone="muted">
              {intl.formatMessage(m.code, { code: gift.code })}
            </Text>
          </li>
        ))}
      </ul>
      <div className={screen.actions}>
        <Button variant="secondary" onPress={onSendMore}>
          {intl.formatMessage(m.sendMore)}
        </Button>
      </div>
    </div>
  );
}
