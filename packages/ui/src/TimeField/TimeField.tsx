import type { ReactNode } from 'react';
import {
  DateInput,
  DateSegment,
  Group,
  Label,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as segments from '../styles/dateSegments.css';
import * as fieldStyles from '../styles/field.css';
import { segmentedFieldDefaults } from '../styles/segmentedFields';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** A time of day, hours and minutes (0-59), in the locale's 12- or 24-hour clock. */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField
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
      </Group>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTimeField>
  );
}
