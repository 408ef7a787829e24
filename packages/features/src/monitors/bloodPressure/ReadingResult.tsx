import { monitorsMutations, type Schema } from '@mat/api';
import { BLOOD_PRESSURE_RECHECK_MINUTES, classifyBloodPressure } from '@mat/domain';
import { Alert, Button, Heading, Link, LinkButton, Text, BloodPressureIcon } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClock, useMat } from '../../provider/MatContext';
import { useSession } from '../../session/useSession';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { AlertedTeamNotice } from '../../shared/AlertedTeamNotice';
import { CategoryBadge } from '../shared/CategoryBadge';
import { bloodPressureMessages as m } from './bloodPressure.messages';

type Reading = Schema<'BloodPressureReading'>;

/** Severe numbers or any warning sign: the urgent guidance comes before anything else (spec 9). */
export const isUrgent = (reading: Reading) => reading.category === 'severe' || reading.symptoms.some((s) => s.urgent);

/** Stage 2 and severe: check again after a rest, as @mat/domain's classification says. */
const needsRecheck = (reading: Reading) => classifyBloodPressure(reading).recheckInMinutes !== null;

/** The time of day of the recheck, HH:MM in the patient's time zone, where reminders are kept. */
export function recheckTime(timeZone: string, now: Date): string {
  const later = new Date(now.getTime() + BLOOD_PRESSURE_RECHECK_MINUTES * 60_000);
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    later,
  );
}

export interface ReadingResultProps {
  reading: Reading;
  monitorHref: string;
  /** The reading got no answer and waits on this device (the offline outbox) to be sent. */
  waiting?: boolean;
}

/** What a saved reading means: urgent guidance first when needed, the category, its advice, the recheck. */
export function ReadingResult({ reading, monitorHref, waiting = false }: ReadingResultProps) {
  const intl = useIntl();
  const { client } = useMat();
  const clock = useClock();
  const { text } = useErrorText();
  const { user } = useSession();
  const urgentRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const [reminderTime, setReminderTime] = useState<string | null>(null);
  const remind = useMutation(monitorsMutations.createReminder(client));
  const urgent = isUrgent(reading);

  useEffect(() => {
    // Focus goes where a screen reader should start: the urgent guidance, or the result.
    (urgent ? urgentRef.current : headingRef.current)?.focus();
  }, [urgent]);

  async function setReminder() {
    const time = recheckTime(user?.timezone ?? 'UTC', clock.now());
    await remind.mutateAsync({
      body: { monitor_id: reading.monitor_id, type: 'blood_pressure', time, daily: false, minutes: 0 },
    });
    setReminderTime(time);
  }

  return (
    <div className={screen.screen}>
      {urgent && (
        <div ref={urgentRef} tabIndex={-1} data-testid="urgent-guidance">
          <Alert tone="danger" title={intl.formatMessage(m.urgentTitle)}>
            <Text>{reading.advice}</Text>
            <Text>
              <Link href="tel:911">{intl.formatMessage(m.call911)}</Link>
            </Text>
            <Text>{intl.formatMessage(m.urgentProvider)}</Text>
            {/* Who was told, as the server says; a reading still on this phone has told no one. */}
            {waiting ? (
              <Text>{intl.formatMessage(m.notSentNoOneTold)}</Text>
            ) : (
              <AlertedTeamNotice team={reading.care_team_alert?.alerted_team ?? null} />
            )}
          </Alert>
        </div>
      )}
      <div ref={headingRef} tabIndex={-1}>
        <Heading level={1}>{intl.formatMessage(m.resultTitle)}</Heading>
      </div>
      {waiting && (
        <Alert tone="info" title={intl.formatMessage(m.waitingToSend)}>
          <Text>{intl.formatMessage(m.waitingBody)}</Text>
        </Alert>
      )}
      <Text>
        {intl.formatMessage(m.reading, { systolic: reading.systolic, diastolic: reading.diastolic })}{' '}
        <CategoryBadge category={reading.category} />
      </Text>
      {!urgent && <Text>{reading.advice}</Text>}
      {needsRecheck(reading) && (
        <Alert tone="warning" title={intl.formatMessage(m.recheckTitle, { minutes: BLOOD_PRESSURE_RECHECK_MINUTES })}>
          <Text>{intl.formatMessage(m.recheckBody)}</Text>
          {reminderTime ? (
            <Text>{intl.formatMessage(m.reminderSet, { time: reminderTime })}</Text>
          ) : (
            <Button
              variant="secondary"
              onPress={() => void setReminder().catch(() => undefined)}
              isPending={remind.isPending}
            >
              {intl.formatMessage(m.remindMe, { minutes: BLOOD_PRESSURE_RECHECK_MINUTES })}
            </Button>
          )}
          {remind.isError && <Text tone="danger">{text('errors.reminderAddFailed')}</Text>}
        </Alert>
      )}
      <LinkButton icon={<BloodPressureIcon />} href={monitorHref} variant="primary">
        {intl.formatMessage(m.done)}
      </LinkButton>
    </div>
  );
}
