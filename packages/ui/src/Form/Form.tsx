import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { Alert } from '../Alert';
import { collectFieldErrors, type FieldErrorEntry } from './collectFieldErrors';
import { ErrorSummary } from './ErrorSummary';
import * as styles from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'children'> {
  /** An error about the whole form (the server refused it), shown at the top and announced. */
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A form that shows each field's error beside it and, at the top, a summary of all of them as
 * links to the fields. `validationErrors` (e.g. the server's `{ email: 'Invalid email' }`)
 * reach the fields by `name`; when they arrive, focus moves to the summary so it is read out.
 * A submit the browser blocks as invalid focuses the first invalid field instead.
 */
export function Form({ error, className, children, validationErrors, ...props }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FieldErrorEntry[]>([]);
  const focusSummary = useRef(false);
  const [check, setCheck] = useState<{ focusSummary: boolean } | null>(null);

  useEffect(() => {
    const hasServerErrors = Object.keys(validationErrors ?? {}).length > 0;
    setCheck({ focusSummary: hasServerErrors });
  }, [validationErrors]);

  useEffect(() => {
    // `invalid` does not bubble: listen in the capture phase for any field the browser rejects.
    const form = formRef.current;
    if (!form) return;
    const onInvalid = () => setCheck({ focusSummary: false });
    form.addEventListener('invalid', onInvalid, true);
    return () => form.removeEventListener('invalid', onInvalid, true);
  }, []);

  useEffect(() => {
    if (!check) return;
    // Wait one task so react-aria has marked the fields invalid and rendered their errors.
    const timer = setTimeout(() => {
      if (!formRef.current) return;
      const found = collectFieldErrors(formRef.current);
      focusSummary.current = check.focusSummary && found.length > 0;
      setErrors(found);
    });
    return () => clearTimeout(timer);
  }, [check]);

  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [errors]);

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationErrors={validationErrors}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      {error && (
        <Alert tone="danger" isLive>
          {error}
        </Alert>
      )}
      <ErrorSummary ref={summaryRef} errors={errors} />
      {children}
    </AriaForm>
  );
}
