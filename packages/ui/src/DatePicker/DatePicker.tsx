import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as segments from '../styles/dateSegments.css';
import * as fieldStyles from '../styles/field.css';
import * as overlay from '../styles/overlay.css';
import { useThemeClass } from '../UiProvider/ThemeContext';
import * as styles from './DatePicker.css';
import { segmentedFieldDefaults } from '../styles/segmentedFields';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/**
 * A date typed part by part or picked from a calendar (due date, baby's date of birth).
 * The calendar's buttons are labelled by react-aria in the user's language.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  ...props
}: DatePickerProps<T>) {
  const themeClass = useThemeClass();
  return (
    <AriaDatePicker
      {...segmentedFieldDefaults}
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        <DateInput className={segments.dateInput}>
          {(segment) => <DateSegment segment={segment} className={segments.segment} />}
        </DateInput>
        <Button className={styles.trigger}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={`${themeClass} ${overlay.popover}`}>
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                <ChevronLeftIcon />
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={styles.navButton}>
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
