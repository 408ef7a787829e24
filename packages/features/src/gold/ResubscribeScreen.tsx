import { ApiError, unwrap } from '@mat/api';
import { Alert, Button, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { goldMessages as m } from './gold.messages';
import { useGoldFormat, useGoldPlan, useRefreshGold } from './useGold';

/** /gold/resubscribe: a downgraded member renews again; the next charge is at the end of the paid cycle. */
export function ResubscribeScreen({ manageHref, billingHref }: { manageHref: string; billingHref: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { describe } = useErrorText();
  const plan = useGoldPlan();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const resubscribe = useMutation({
    mutationFn: () => unwrap(client.POST('/stripe/restore-subscription')),
    onSuccess: () => refresh(),
  });
  const endsAt = user?.matrona_gold_expire_at;
  const noCard = resubscribe.error instanceof ApiError && resubscribe.error.status === 402;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.resubscribeTitle)}</Heading>
      {!plan.data || !user ? (
        <Skeleton lines={3} />
      ) : resubscribe.isSuccess ? (
        <>
          <Alert tone="success" isLive>
            {intl.formatMessage(m.resubscribed)}
          </Alert>
          <LinkButton href={manageHref} variant="primary">
            {intl.formatMessage(m.manage)}
          </LinkButton>
        </>
      ) : (
        <>
          {endsAt && (
            <Text>
              {intl.formatMessage(m.resubscribeIntro, {
                date: format.date(endsAt),
                price: format.money(plan.data.amount_cents, plan.data.currency),
              })}
            </Text>
          )}
          {noCard && <Alert tone="warning">{intl.formatMessage(m.noCardToRenew)}</Alert>}
          {resubscribe.isError && !noCard && <Alert tone="danger">{describe(resubscribe.error).form}</Alert>}
          <div className={screen.actions}>
            {noCard ? (
              <LinkButton href={billingHref} variant="primary">
                {intl.formatMessage(m.addCard)}
              </LinkButton>
            ) : (
              <Button variant="primary" isPending={resubscribe.isPending} onPress={() => resubscribe.mutate()}>
                {intl.formatMessage(m.resubscribe)}
              </Button>
            )}
            <LinkButton href={manageHref} variant="secondary">
              {intl.formatMessage(m.cancel)}
            </LinkButton>
          </div>
        </>
      )}
    </div>
  );
}
