import { KICK_COUNT_TARGET, KICK_COUNT_WINDOW_SECONDS, kickCountingStartWeek } from '@mat/domain';
import { Alert, Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { kickCounterMessages as m } from './kickCounter.messages';

export const kickRule = { target: KICK_COUNT_TARGET, hours: KICK_COUNT_WINDOW_SECONDS / 3600 };

/** The guidance of clinical.md on kick counting, shared by get-started and learn-more. */
export function KickCounterGuide() {
  const intl = useIntl();
  const steps = [m.step1, m.step2, m.step3].map((step) => intl.formatMessage(step));
  steps.push(intl.formatMessage(m.step4, kickRule));
  return (
    <>
      <Alert tone="warning" title={intl.formatMessage(m.helpTitle)}>
        {intl.formatMessage(m.help, kickRule)}
      </Alert>
      <section aria-labelledby="kick-why">
        <Heading level={2} id="kick-why">
          {intl.formatMessage(m.whyTitle)}
        </Heading>
        <Text>{intl.formatMessage(m.why)}</Text>
      </section>
      <section aria-labelledby="kick-when">
        <Heading level={2} id="kick-when">
          {intl.formatMessage(m.whenTitle)}
        </Heading>
        <Text>
          {intl.formatMessage(m.when, {
            weeks: kickCountingStartWeek(false),
            highRiskWeeks: kickCountingStartWeek(true),
          })}
        </Text>
      </section>
      <section aria-labelledby="kick-how">
        <Heading level={2} id="kick-how">
          {intl.formatMessage(m.howTitle)}
        </Heading>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
