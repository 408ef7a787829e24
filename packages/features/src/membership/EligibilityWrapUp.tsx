import { type EligibilityOutcome } from '@mat/domain';
import { Alert, Button, Card, Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import * as css from './eligibility.css';
import type { StoredCheck } from './eligibilityDraft';
import { eligibilityMessages as m, outcomeMessages as om } from './eligibility.messages';

type WrapUpProps = {
  stored: StoredCheck;
  outcome: EligibilityOutcome;
  headingRef: React.RefObject<HTMLDivElement | null>;
  signedIn: boolean;
  links: { registerHref: string; loginHref: string; joinGoldHref: string };
  joining: boolean;
  joinError: string | null;
  onJoin: () => void;
  onAgain: () => void;
};

/** 'Your eligibility wrap-up': the outcome in words, and the way in it opens. */
export function WrapUp({
  stored,
  outcome,
  headingRef,
  signedIn,
  links,
  joining,
  joinError,
  onJoin,
  onAgain,
}: WrapUpProps) {
  const intl = useIntl();
  const insurer = stored.check.insurance_provider;
  const months = outcome.months;
  const sentence =
    outcome.kind === 'coveredAtNoCost'
      ? intl.formatMessage(om.coveredAtNoCost, { insurer, months })
      : outcome.kind === 'coveredByProvider'
        ? intl.formatMessage(om.coveredByProvider, { provider: outcome.providerName, months })
        : outcome.kind === 'postpartumOnly'
          ? intl.formatMessage(om.postpartumOnly, { insurer, months })
          : intl.formatMessage(om.outOfNetwork, { insurer, months });
  const covered = outcome.kind !== 'outOfNetwork' && months >= 1;
  return (
    <div className={screen.screen}>
      <div ref={headingRef} tabIndex={-1} className={css.focusTarget}>
        <Heading level={1}>{intl.formatMessage(m.wrapUp)}</Heading>
      </div>
      <Card as="section" aria-label={intl.formatMessage(m.wrapUp)}>
        <div className={screen.form}>
          <Text size="large">{sentence}</Text>
          {stored.result.group_number && (
            <Text tone="muted">{intl.formatMessage(om.groupShown, { group: stored.result.group_number })}</Text>
          )}
          <Text size="small" tone="muted">
            {intl.formatMessage(m.kept)}
          </Text>
        </div>
      </Card>
      {joinError && (
        <Alert tone="danger" isLive>
          {joinError}
        </Alert>
      )}
      {covered && !signedIn && <Text>{intl.formatMessage(m.visitorNext)}</Text>}
      <div className={screen.actions}>
        {covered && signedIn && (
          <Button variant="primary" onPress={onJoin} isPending={joining}>
            {intl.formatMessage(m.joinCovered)}
          </Button>
        )}
        {covered && !signedIn && (
          <LinkButton href={links.registerHref} variant="primary">
            {intl.formatMessage(m.createAccount)}
          </LinkButton>
        )}
        {!covered && (
          <LinkButton href={links.joinGoldHref} variant="primary">
            {intl.formatMessage(m.joinGold)}
          </LinkButton>
        )}
        <Button variant="secondary" onPress={onAgain}>
          {intl.formatMessage(m.checkAgain)}
        </Button>
      </div>
      {covered && !signedIn && <Link href={links.loginHref}>{intl.formatMessage(m.haveAccount)}</Link>}
    </div>
  );
}
