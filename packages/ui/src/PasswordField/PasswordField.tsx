import { useState, type ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import { EyeIcon, EyeOffIcon } from '../icons';
import * as fieldStyles from '../styles/field.css';
import * as styles from './PasswordField.css';
import { passwordFieldMessages } from './PasswordField.messages';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** `current-password` to log in, `new-password` to choose one (default). */
  autoComplete?: 'current-password' | 'new-password';
  className?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid,
  autoComplete = 'new-password',
  className,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.input} autoCapitalize="none" autoCorrect="off" spellCheck={false} />
        <Button
          className={styles.toggle}
          onPress={() => setVisible((v) => !v)}
          aria-label={intl.formatMessage(isVisible ? passwordFieldMessages.hide : passwordFieldMessages.show)}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </Group>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaTextField>
  );
}
