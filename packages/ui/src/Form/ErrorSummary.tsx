import { forwardRef, useId } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrorEntry } from './collectFieldErrors';
import * as styles from './Form.css';
import { formMessages } from './Form.messages';

function focusField(id: string) {
  const field = document.getElementById(id);
  field?.focus();
  field?.scrollIntoView?.({ block: 'center' });
}

/** The list of a form's errors at its top; each entry links to (and focuses) its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: FieldErrorEntry[] }>(function ErrorSummary(
  { errors },
  ref,
) {
  const intl = useIntl();
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className={styles.summary}
      data-error-summary=""
    >
      <h2 id={titleId} className={styles.summaryTitle}>
        {intl.formatMessage(formMessages.summaryTitle, { count: errors.length })}
      </h2>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              className={styles.summaryLink}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.id);
              }}
            >
              {error.message
                ? intl.formatMessage(formMessages.summaryEntry, { label: error.label, message: error.message })
                : error.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
