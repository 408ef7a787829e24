import type { ReactNode } from 'react';
import { FieldError, Text, type ValidationResult } from 'react-aria-components';
import { DangerIcon } from '../icons';
import * as styles from '../styles/field.css';

export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The hint under a label, read before the input so it is seen before typing. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The error beside a field, wired by react-aria to the input's aria-describedby. Without
 * `errorMessage` it shows whatever made the field invalid: a native constraint, a `validate`
 * function, or the server's error for this field's `name` given to `<Form validationErrors>`.
 */
export function FieldErrorText({ errorMessage }: { errorMessage?: FieldErrorMessage }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => (
        <>
          <DangerIcon className={styles.errorIcon} />
          <span data-mat-field-error="">
            {typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}

/** A string error message marks the field invalid, so callers need not pass both. */
export function invalidFrom(
  isInvalid: boolean | undefined,
  errorMessage: FieldErrorMessage | undefined,
): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  return typeof errorMessage === 'string' && errorMessage.length > 0 ? true : undefined;
}
