import { ApiError, unwrap, type Schema } from '@mat/api';
import { Button, Form, Text, TextField } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as css from './gold.css';
import { promoMessages as m } from './promo.messages';

export type DiscountQuote = Schema<'DiscountQuote'>;

const MAX_CODE = 64;

export interface PromoCodeProps {
  /** The code the server priced, or null: the checkout pays with it and the summary shows it. */
  quote: DiscountQuote | null;
  onQuote: (quote: DiscountQuote | null) => void;
}

/**
 * The promo code of the checkout: its own small form (Enter applies the code, never pays), priced by
 * the server (POST /stripe/plan/apply-discount), whose refusal is told beside the field.
 */
export function PromoCode({ quote, onQuote }: PromoCodeProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const price = useMutation({
    mutationFn: (typed: string) => unwrap(client.POST('/stripe/plan/apply-discount', { body: { code: typed } })),
    onSuccess: (answer) => {
      setProblem(null);
      onQuote(answer);
    },
    onError: (error) =>
      setProblem(error instanceof ApiError && error.status !== 429 ? text(error.code) : text('errors.generic')),
  });

  if (quote) {
    return (
      <div className={css.row}>
        <div role="status">
          <Text>{intl.formatMessage(m.applied, { code: quote.code })}</Text>
        </div>
        <Button
          variant="secondary"
          onPress={() => {
            onQuote(null);
            setCode('');
          }}
        >
          {intl.formatMessage(m.remove, { code: quote.code })}
        </Button>
      </div>
    );
  }

  return (
    <Form
      aria-label={intl.formatMessage(m.label)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) return setProblem(intl.formatMessage(m.required));
        if (!price.isPending) price.mutate(code.trim());
      }}
    >
      <div className={css.cardRow}>
        <TextField
          label={intl.formatMessage(m.label)}
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem(null);
          }}
          maxLength={MAX_CODE}
          autoComplete="off"
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
        />
        <Button type="submit" variant="secondary" isPending={price.isPending} isDisabled={price.isPending}>
          {intl.formatMessage(m.apply)}
        </Button>
      </div>
    </Form>
  );
}
