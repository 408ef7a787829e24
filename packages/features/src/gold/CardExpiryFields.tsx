import { NumberField } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useClock } from '../provider/MatContext';
import { goldMessages as m } from './gold.messages';

export interface CardExpiryFieldsProps {
  month: number;
  year: number;
  onMonthChange: (month: number) => void;
  onYearChange: (year: number) => void;
}

/**
 * A card's expiry month and year, as the local card form and the saved card's edit screen ask
 * them: the year from this one (the screens' clock) to twenty years on.
 */
export function CardExpiryFields({ month, year, onMonthChange, onYearChange }: CardExpiryFieldsProps) {
  const intl = useIntl();
  const thisYear = useClock().now().getFullYear();
  return (
    <>
      <NumberField
        label={intl.formatMessage(m.expiryMonth)}
        value={month}
        onChange={onMonthChange}
        minValue={1}
        maxValue={12}
        isRequired
        hasStepper={false}
        formatOptions={{ useGrouping: false }}
      />
      <NumberField
        label={intl.formatMessage(m.expiryYear)}
        value={year}
        onChange={onYearChange}
        minValue={thisYear}
        maxValue={thisYear + 20}
        isRequired
        hasStepper={false}
        formatOptions={{ useGrouping: false }}
      />
    </>
  );
}
