import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../styles/field.css';
import * as styles from './NumberField.css';
import { numberFieldMessages } from './NumberField.messages';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** A unit shown after the number, e.g. "mmHg" (say it in the label too). */
  unit?: string;
  /** Show − and + buttons (default true). Off for readings typed from a device. */
  hasStepper?: boolean;
  className?: string;
}

/** A number in the user's locale format, with min/max, steps and the arrow keys. */
export function NumberField({
  label,
  description,
  errorMessage,
  unit,
  hasStepper = true,
  isInvalid,
  className,
  ...props
}: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        {hasStepper && (
          <Button
            slot="decrement"
            className={styles.step}
            aria-label={intl.formatMessage(numberFieldMessages.decrease)}
          >
            −
          </Button>
        )}
        <Input className={`${fieldStyles.input} ${styles.input}`} />
        {unit && (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        )}
        {hasStepper && (
          <Button
            slot="increment"
            className={styles.step}
            aria-label={intl.formatMessage(numberFieldMessages.increase)}
          >
            +
          </Button>
        )}
      </Group>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
