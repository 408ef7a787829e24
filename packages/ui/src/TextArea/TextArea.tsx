import { useState, type ReactNode } from 'react';
import {
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../styles/field.css';
import * as styles from './TextArea.css';
import { textAreaMessages } from './TextArea.messages';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'maxLength'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Shows "n of max characters" and marks the field invalid past it (e.g. 500 for gift messages). */
  maxLength?: number;
  placeholder?: string;
  rows?: number;
  className?: string;
}

/**
 * Multi-line text with an optional character count. Typing past `maxLength` is allowed and
 * shown as an error, rather than cutting off what a person pasted without telling them.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  maxLength,
  placeholder,
  rows = 4,
  isInvalid,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const over = maxLength !== undefined ? Math.max(0, text.length - maxLength) : 0;
  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(next) => {
        setOwnValue(next);
        onChange?.(next);
      }}
      isInvalid={over > 0 || invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <AriaTextArea
        className={`${fieldStyles.standaloneInput} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
      />
      {maxLength !== undefined && (
        <span className={styles.count} data-over={over > 0 || undefined} aria-live="polite">
          {over > 0
            ? intl.formatMessage(textAreaMessages.over, { over })
            : intl.formatMessage(textAreaMessages.count, { count: text.length, max: maxLength })}
        </span>
      )}
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTextField>
  );
}
