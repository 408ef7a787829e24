import { Alert, Card, Heading, LinkButton, MembershipIcon, Skeleton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import * as css from './gold.css';
import { GiftCodeReminder } from './GiftCodeReminder';
import { goldMessages as m } from './gold.messages';
import { useGoldFormat, useGoldPlan } from './useGold';

export interface GoldScreenProps {
  /** /gold is the offer; /gold-info tells what Gold includes, to members too. */
  variant: 'offer' | 'info';
  hrefs: { join: string; manage: string; info?: string };
}

/** /gold and /gold-info: the Gold plan, its price and what it includes (spec 2, 9), and the way in. */
export function GoldScreen({ variant, hrefs }: GoldScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  const plan = useGoldPlan();
  const format = useGoldFormat();
  const member = user?.matrona_gold_view === true;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(variant === 'offer' ? m.offerTitle : m.infoTitle)}</Heading>
      <Text size="large">{intl.formatMessage(m.offerIntro)}</Text>
      {variant === 'offer' && <GiftCodeReminder />}
      {plan.isPending && <Skeleton lines={5} />}
      {plan.isError && <Alert tone="danger">{intl.formatMessage(m.planLoadFailed)}</Alert>}
      {plan.isSuccess && (
        <Card as="section" aria-labelledby="gold-includes">
          <div className={css.section}>
            <Heading level={2} id="gold-includes">
              {intl.formatMessage(m.includes)}
            </Heading>
            <ul className={css.features}>
              {plan.data.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Text weight="bold">
              {intl.formatMessage(m.price, { price: format.money(plan.data.amount_cents, plan.data.currency) })}
            </Text>
            <Text tone="muted">{intl.formatMessage(m.final)}</Text>
          </div>
        </Card>
      )}
      <div className={screen.actions}>
        {member ? (
          <LinkButton href={hrefs.manage} variant="primary">
            {intl.formatMessage(m.manage)}
          </LinkButton>
        ) : (
          <LinkButton href={hrefs.join} variant="primary" icon={<MembershipIcon />}>
            {intl.formatMessage(m.join)}
          </LinkButton>
        )}
        {variant === 'offer' && hrefs.info && (
          <LinkButton href={hrefs.info} variant="tertiary">
            {intl.formatMessage(m.learnMore)}
          </LinkButton>
        )}
      </div>
    </div>
  );
}
