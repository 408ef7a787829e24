import { useState, type ReactNode } from 'react';
import {
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../styles/field.css';
import * as styles from './CodeField.css';

/** Spec section 9: verification codes are 6 digits. */
export const CODE_LENGTH = 6;

export interface CodeFieldProps
  extends Omit<
    AriaTextFieldProps,
    'className' | 'style' | 'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'
  > {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once all six digits are in, typed, pasted or filled from the SMS. */
  onComplete?: (code: string) => void;
  className?: string;
}

/** A six-digit verification code. Pasting "123 456" or autofill from the SMS fills every box. */
export function CodeField({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  className,
  ...props
}: CodeFieldProps) {
  const [ownValue, setOwnValue] = useState(() => defaultValue.replace(/\D/g, '').slice(0, CODE_LENGTH));
  const code = value ?? ownValue;
  return (
    <AriaTextField
      {...props}
      value={code}
      onChange={(typed) => {
        const next = typed.replace(/\D/g, '').slice(0, CODE_LENGTH);
        setOwnValue(next);
        onChange?.(next);
        if (next.length === CODE_LENGTH && next !== code) onComplete?.(next);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.boxes}>
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={[styles.cell, index === Math.min(code.length, CODE_LENGTH - 1) && styles.activeCell]
              .filter(Boolean)
              .join(' ')}
          >
            {code[index] ?? ''}
          </span>
        ))}
        <Input className={styles.input} />
      </div>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTextField>
  );
}
