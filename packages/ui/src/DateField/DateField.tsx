import type { ReactNode } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  Group,
  Label,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as segments from '../styles/dateSegments.css';
import * as fieldStyles from '../styles/field.css';
import { segmentedFieldDefaults } from '../styles/segmentedFields';

export interface DateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** A date typed part by part, in the order the locale writes dates (mm/dd/yyyy or dd/mm/aaaa). */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <AriaDateField
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
    </AriaDateField>
  );
}
