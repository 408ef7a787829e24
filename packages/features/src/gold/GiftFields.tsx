import { GIFT_MAX_MONTHS, GIFT_MESSAGE_MAX_LENGTH, GIFT_MIN_MONTHS, type GiftField } from '@mat/domain';
import { Button, Heading, NumberField, TextArea, TextField } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as css from './gold.css';
import { giftMessages as m } from './gifts.messages';

export type GiftDraft = {
  key: number;
  firstName: string;
  lastName: string;
  recipient: string;
  message: string;
  months: number;
};

const MAX_NAME = 100;
const MAX_CONTACT = 254;

/** One gift of the basket: whom it is for, how to reach her, a message and how many months. */
export function GiftFields({
  gift,
  number,
  errors,
  onChange,
  onRemove,
}: {
  gift: GiftDraft;
  number: number;
  errors: Partial<Record<GiftField, string>>;
  onChange: (change: Partial<GiftDraft>, field: GiftField) => void;
  /** Absent for the only gift: a basket has at least one. */
  onRemove?: () => void;
}) {
  const intl = useIntl();
  const legendId = `gift-${gift.key}-legend`;
  return (
    <section className={css.section} aria-labelledby={legendId}>
      <div className={css.row}>
        <Heading level={2} id={legendId}>
          {intl.formatMessage(m.giftLegend, { number })}
        </Heading>
        {onRemove && (
          <Button variant="tertiary" onPress={onRemove}>
            {intl.formatMessage(m.remove, { number })}
          </Button>
        )}
      </div>
      <TextField
        label={intl.formatMessage(m.firstName)}
        value={gift.firstName}
        onChange={(v) => onChange({ firstName: v }, 'firstName')}
        isRequired
        maxLength={MAX_NAME}
        autoComplete="off"
        errorMessage={errors.firstName}
      />
      <TextField
        label={intl.formatMessage(m.lastName)}
        value={gift.lastName}
        onChange={(v) => onChange({ lastName: v }, 'lastName')}
        isRequired
        maxLength={MAX_NAME}
        autoComplete="off"
        errorMessage={errors.lastName}
      />
      <TextField
        label={intl.formatMessage(m.contact)}
        value={gift.recipient}
        onChange={(v) => onChange({ recipient: v }, 'recipient')}
        isRequired
        maxLength={MAX_CONTACT}
        autoComplete="off"
        errorMessage={errors.recipient}
      />
      <TextArea
        label={intl.formatMessage(m.message)}
        value={gift.message}
        onChange={(v) => onChange({ message: v }, 'message')}
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        errorMessage={errors.message}
      />
      <NumberField
        label={intl.formatMessage(m.months)}
        value={gift.months}
        onChange={(v) => onChange({ months: v }, 'months')}
        minValue={GIFT_MIN_MONTHS}
        maxValue={GIFT_MAX_MONTHS}
        isRequired
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        errorMessage={errors.months}
      />
    </section>
  );
}
