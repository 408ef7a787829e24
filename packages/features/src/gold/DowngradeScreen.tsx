import { unwrap } from '@mat/api';
import { Alert, Button, Form, Heading, LinkButton, Text, TextArea } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { goldMessages as m } from './gold.messages';
import { useGoldFormat, useRefreshGold } from './useGold';

/** openapi/v2.yaml, CancellationReason: 1 to 500 characters. */
const MAX_REASON = 500;

/** /gold/downgrade: Gold stops renewing; access continues to the end of the paid cycle, whose date is shown (spec 4). */
export function DowngradeScreen({ keepHref, manageHref }: { keepHref: string; manageHref: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const downgrade = useMutation({
    mutationFn: () => unwrap(client.POST('/stripe/cancel-subscription', { body: { reason: reason.trim() } })),
    onSuccess: () => refresh(),
  });
  const endsAt = downgrade.data?.ends_at;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.downgradeTitle)}</Heading>
      {downgrade.isSuccess ? (
        <>
          <Alert tone="success" isLive>
            {endsAt
              ? intl.formatMessage(m.downgraded, { date: format.date(endsAt) })
              : intl.formatMessage(m.stateDowngraded)}
          </Alert>
          <div className={screen.actions}>
            <LinkButton href={manageHref} variant="primary">
              {intl.formatMessage(m.manage)}
            </LinkButton>
          </div>
        </>
      ) : (
        <Form
          aria-label={intl.formatMessage(m.downgradeTitle)}
          error={downgrade.isError ? text('errors.subscriptionCancelFailed') : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            const empty = reason.trim() === '';
            setMissing(empty ? text('validation.required') : undefined);
            if (!empty) downgrade.mutate();
          }}
        >
          <Text>{intl.formatMessage(m.downgradeIntro)}</Text>
          <TextArea
            label={intl.formatMessage(m.reason)}
            value={reason}
            onChange={setReason}
            isRequired
            maxLength={MAX_REASON}
            errorMessage={missing}
          />
          <div className={screen.actions}>
            <Button type="submit" variant="danger" isPending={downgrade.isPending}>
              {intl.formatMessage(m.confirmDowngrade)}
            </Button>
            <LinkButton href={keepHref} variant="secondary">
              {intl.formatMessage(m.keepGold)}
            </LinkButton>
          </div>
        </Form>
      )}
    </div>
  );
}
