import { subscriptionActions } from '@mat/domain';
import { Alert, Card, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import * as css from './gold.css';
import { goldMessages as m } from './gold.messages';
import { membershipOf } from './membershipState';
import { useGoldFormat, useGoldPlan } from './useGold';

export interface ManageMembershipScreenProps {
  hrefs: { downgrade: string; resubscribe: string; prolong: string; billing: string; info: string };
}

/** /manage-membership: a Gold member's membership, its date, and what she can do in its state (spec 4). */
export function ManageMembershipScreen({ hrefs }: ManageMembershipScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  const { text } = useErrorText();
  const plan = useGoldPlan();
  const format = useGoldFormat();
  if (!user) return <Skeleton lines={4} />;
  const { state, renewsAt, endsAt } = membershipOf(user);
  const actions = subscriptionActions(state);
  const price = plan.data ? format.money(plan.data.amount_cents, plan.data.currency) : null;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.manageTitle)}</Heading>
      <Card as="section" aria-labelledby="gold-membership-state">
        <div className={css.section}>
          <Heading level={2} id="gold-membership-state">
            {plan.data?.name ?? intl.formatMessage(m.offerTitle)}
          </Heading>
          {state === 'paymentFailed' && <Alert tone="danger">{text('errors.renewalChargeFailed')}</Alert>}
          {(state === 'gold' || state === 'resubscribed') && <Text>{intl.formatMessage(m.stateGold)}</Text>}
          {state === 'downgraded' && <Text>{intl.formatMessage(m.stateDowngraded)}</Text>}
          {renewsAt && <Text>{intl.formatMessage(m.renewsOn, { date: format.date(renewsAt) })}</Text>}
          {!renewsAt && endsAt && (
            <Text weight="bold">{intl.formatMessage(m.accessUntil, { date: format.date(endsAt) })}</Text>
          )}
          {price && renewsAt && <Text tone="muted">{intl.formatMessage(m.price, { price })}</Text>}
        </div>
      </Card>
      <div className={screen.actions}>
        {state === 'paymentFailed' && (
          <LinkButton href={hrefs.billing} variant="primary">
            {intl.formatMessage(m.updateCard)}
          </LinkButton>
        )}
        {actions.includes('resubscribe') && (
          <LinkButton href={hrefs.resubscribe} variant="primary">
            {intl.formatMessage(m.resubscribe)}
          </LinkButton>
        )}
        <LinkButton href={hrefs.prolong} variant="secondary">
          {intl.formatMessage(m.prolong)}
        </LinkButton>
        {state !== 'paymentFailed' && (
          <LinkButton href={hrefs.billing} variant="secondary">
            {intl.formatMessage(m.billing)}
          </LinkButton>
        )}
        <LinkButton href={hrefs.info} variant="tertiary">
          {intl.formatMessage(m.learnMore)}
        </LinkButton>
        {actions.includes('downgrade') && (
          <LinkButton href={hrefs.downgrade} variant="tertiary">
            {intl.formatMessage(m.downgrade)}
          </LinkButton>
        )}
      </div>
    </div>
  );
}
