import { Alert, Button, Form, Heading, LinkButton, TextArea, useToast } from '@mat/ui';
import { useId, useState, type ReactNode } from 'react';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';

/** openapi/v2.yaml, CancellationReason: up to 500 characters. */
const MAX_REASON = 500;

export interface CancelFormProps {
  title: string;
  /** What cancelling means here (e.g. the credit coming back), above the form. */
  children?: ReactNode;
  labels: { reason: string; confirm: string; keep: string; cancelled: string };
  /** Where "keep it" leads: the booking or the session. */
  keepHref: string;
  /** The error key of what failed (spec 8), the title of a refusal. */
  failed: string;
  /** Sends the cancellation with the reason, trimmed. */
  cancel: (reason: string) => Promise<unknown>;
  isPending: boolean;
  /** The spec's reason for a refusal the server gave, or null for any other failure. */
  refusal: (error: unknown) => string | null;
  onDone: () => void;
}

/** Cancelling a booked visit or a place in a session: a reason, then the server's answer in the spec's words. */
export function CancelForm({
  title,
  children,
  labels,
  keepHref,
  failed,
  cancel,
  isPending,
  refusal,
  onDone,
}: CancelFormProps) {
  const toast = useToast();
  const fail = useFailureNotice();
  const { text } = useErrorText();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <section aria-labelledby={titleId} className={screen.form}>
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      {children}
      {refused && (
        // What failed, then why (spec 4 and 8).
        <Alert tone="danger" title={text(failed)} isLive>
          {text(refused)}
        </Alert>
      )}
      <Form
        className={screen.form}
        onSubmit={(event) => {
          event.preventDefault();
          cancel(reason.trim()).then(
            () => {
              toast.show(labels.cancelled, { tone: 'success' });
              onDone();
            },
            (error: unknown) => {
              const code = refusal(error);
              if (code) setRefused(code);
              else fail(error, failed);
            },
          );
        }}
      >
        <TextArea label={labels.reason} value={reason} onChange={setReason} isRequired maxLength={MAX_REASON} />
        <div className={screen.actions}>
          <Button type="submit" variant="danger" isPending={isPending}>
            {labels.confirm}
          </Button>
          <LinkButton href={keepHref} variant="tertiary">
            {labels.keep}
          </LinkButton>
        </div>
      </Form>
    </section>
  );
}
