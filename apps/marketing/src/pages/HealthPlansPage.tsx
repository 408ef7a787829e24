import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { HealthPlanIllustration } from '../illustrations/Illustrations';
import { healthPlanMessages as h } from './more.pages.messages';
import * as styles from './pages.css';

/** The app's eligibility check (the membership screen's wizard, "Your eligibility wrap-up" at its end). */
export const eligibilityCheckPath = '/membership?check=eligibility';

/**
 * /health-plans: for health plans and employers [spec 1, "eligibility checks for health-plan-covered
 * care"]: a member goes to the app's eligibility check; a partner learns of the embedding and is
 * sent to /enterprise (spec 2's external page for them).
 */
export function HealthPlansPage({ appOrigin }: { appOrigin: string }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.page}>
          <Heading level={1}>{intl.formatMessage(h.title)}</Heading>
          <Text size="large">{intl.formatMessage(h.intro)}</Text>
        </div>
        <HealthPlanIllustration />
      </div>
      <Text>{intl.formatMessage(h.coverage)}</Text>
      <section aria-labelledby="health-plans-members" className={styles.page}>
        <Heading level={2} id="health-plans-members">
          {intl.formatMessage(h.membersTitle)}
        </Heading>
        <Text>{intl.formatMessage(h.members)}</Text>
        <div className={styles.actions}>
          <LinkButton href={`${appOrigin}${eligibilityCheckPath}`} variant="primary">
            {intl.formatMessage(h.check)}
          </LinkButton>
        </div>
      </section>
      <section aria-labelledby="health-plans-embed" className={styles.page}>
        <Heading level={2} id="health-plans-embed">
          {intl.formatMessage(h.embedTitle)}
        </Heading>
        <Text>{intl.formatMessage(h.embed)}</Text>
        <Link href="/enterprise">{intl.formatMessage(h.contact)}</Link>
      </section>
    </div>
  );
}
