import { useState, type ReactNode } from 'react';
import {
  Group,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../styles/field.css';
import * as styles from './PhoneField.css';
import { phoneFieldMessages } from './PhoneField.messages';
import { phoneDigits } from './phoneDigits';

export interface PhoneFieldProps
  extends Omit<
    AriaTextFieldProps,
    'className' | 'style' | 'children' | 'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange'
  > {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** The national number's digits (no country code). */
  value?: string;
  defaultValue?: string;
  /** Called with digits only, at most ten. */
  onChange?: (digits: string) => void;
  /** Shown before the number; default "+1". */
  countryCode?: string;
  className?: string;
}

/** A ten-digit phone number after a fixed country code. Keeps digits only. */
export function PhoneField({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue = '',
  onChange,
  countryCode = '+1',
  className,
  ...props
}: PhoneFieldProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState(() => phoneDigits(defaultValue));
  const digits = value ?? ownValue;
  return (
    <AriaTextField
      autoComplete="tel-national"
      {...props}
      type="tel"
      inputMode="tel"
      value={digits}
      onChange={(typed) => {
        const next = phoneDigits(typed, countryCode.replace(/\D/g, ''));
        setOwnValue(next);
        onChange?.(next);
      }}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>
        {label}
        <span className={styles.hidden}>
          {' '}
          ({intl.formatMessage(phoneFieldMessages.countryCode, { code: countryCode })})
        </span>
      </Label>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        <span className={styles.prefix} aria-hidden="true">
          {countryCode}
        </span>
        <Input className={fieldStyles.input} />
      </Group>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTextField>
  );
}
