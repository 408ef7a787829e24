import type { ReactNode } from 'react';
import {
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as styles from '../styles/field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown beside the field; a string also marks the field invalid. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  className?: string;
}

/**
 * A labelled single-line input. Inside `<Form validationErrors={{ email: '...' }}>` a field
 * with `name="email"` shows that error beside itself until the user edits it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Input className={styles.standaloneInput} placeholder={placeholder} />
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTextField>
  );
}
