import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from '../Field';
import { CheckIcon } from '../icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** The label: may hold links (terms of use, privacy policy). */
  children: ReactNode;
  description?: ReactNode;
  /** Shown under the checkbox; a string also marks it invalid. */
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** One checkbox with its label, help and error text, e.g. agreeing to the terms. */
export function Checkbox({ children, description, errorMessage, isInvalid, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <CheckboxButton className={styles.button}>
        <span className={styles.box}>
          <CheckIcon className={styles.check} strokeWidth={3} />
        </span>
        <span>{children}</span>
      </CheckboxButton>
      <div className={styles.help}>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}
