// The patient beside a conversation or an alert: where she is (pregnancy week or the baby's age), her
// language, who pays for her membership, the newest readings with the categories the server gives
// from @mat/domain (never worked out here), her newest screenings with their bands, and her open alerts. The long results (kick count, baby weight) are sentences, not badges,
// so they wrap on a narrow screen. It reads the same record call as the record screen, so each opening
// is in the patient's record-access list; a record she has not shared shows nothing of it.
import { gestationalAge, weeksPostpartum } from '@mat/domain';
import { ApiError, unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Badge, Heading, Spinner, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { panelMessages as m, recordMessages, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText } from './errors';
import { categoryTone } from './categories';
import { PanelScreenings } from './PanelScreenings';
import { ALERT_POLL_MS, staffKeys } from './queries';

type PatientRecord = StaffSchemas['PatientRecord'];
type StaffAlert = StaffSchemas['StaffAlert'];

/** The patient's own calendar day (her time zone), as the patient app counts her weeks. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "Week 24 + 3 days" of an ongoing pregnancy, else the youngest baby's age; null when neither is known. */
function situation(intl: IntlShape, record: PatientRecord, today: string): string | null {
  const ongoing = record.pregnancies.find((pregnancy) => pregnancy.status === 'ongoing');
  if (ongoing) {
    try {
      const age = gestationalAge(ongoing.due_date, today);
      return intl.formatMessage(m.pregnancyWeek, { weeks: age.weeks, days: age.days });
    } catch {
      // A due date more than 40 weeks away: the pregnancy has not begun by her calendar; say nothing.
    }
  }
  const born = record.children
    .filter((child) => child.date_of_birth !== null && child.date_of_birth <= today)
    .sort((a, b) => (b.date_of_birth! < a.date_of_birth! ? -1 : 1))[0];
  if (!born?.date_of_birth) return null;
  return intl.formatMessage(m.babyAge, { name: born.name, weeks: weeksPostpartum(born.date_of_birth, today) });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        <Text as="span" weight="bold">
          {label}
        </Text>
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function RecordFacts({ record, now }: { record: PatientRecord; now: Date }) {
  const intl = useIntl();
  const today = dayIn(record.patient.timezone, now);
  const where = situation(intl, record, today);
  const pressure = record.blood_pressure[0];
  const kicks = record.kick_counts[0];
  const weight = record.weights[0];
  const none = (
    <Text as="span" tone="muted">
      {intl.formatMessage(recordMessages.none)}
    </Text>
  );
  const on = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: record.patient.timezone });
  return (
    <dl className={styles.panelFacts}>
      <Fact label={intl.formatMessage(m.now)}>
        <Text as="span">{where ?? intl.formatMessage(recordMessages.notGiven)}</Text>
      </Fact>
      <Fact label={intl.formatMessage(recordMessages.language)}>
        <Text as="span">
          {intl.formatMessage(record.patient.language === 'es' ? recordMessages.spanish : recordMessages.english)}
        </Text>
      </Fact>
      <Fact label={intl.formatMessage(m.organization)}>
        {record.organization ? (
          <Text as="span">
            {record.organization.kind === 'health_plan'
              ? intl.formatMessage(m.healthPlan, { name: record.organization.name })
              : record.organization.name}
          </Text>
        ) : (
          <Text as="span" tone="muted">
            {intl.formatMessage(m.noOrganization)}
          </Text>
        )}
      </Fact>
      <Fact label={intl.formatMessage(m.latestBloodPressure)}>
        {pressure ? (
          <span className={styles.row}>
            <Text as="span">
              {intl.formatMessage(m.reading, {
                systolic: pressure.systolic,
                diastolic: pressure.diastolic,
                date: on(pressure.measured_at),
              })}
            </Text>
            <Badge tone={categoryTone[pressure.category]}>
              {intl.formatMessage({ id: `notices.bloodPressureCategory.${pressure.category}` })}
            </Badge>
          </span>
        ) : (
          none
        )}
      </Fact>
      {kicks && (
        <Fact label={intl.formatMessage(m.latestKickCount)}>
          <span className={styles.row}>
            <Text as="span">{on(`${kicks.date}T12:00:00Z`)}</Text>
            <Text as="span" tone={kicks.result === 'contactProvider' ? 'danger' : undefined}>
              {intl.formatMessage(
                {
                  done: recordMessages.kicksDone,
                  contactProvider: recordMessages.kicksContactProvider,
                  counting: recordMessages.kicksCounting,
                }[kicks.result],
              )}
            </Text>
          </span>
        </Fact>
      )}
      {weight && weight.contact_pediatrician !== null && (
        <Fact label={intl.formatMessage(m.latestBabyWeight)}>
          <span className={styles.row}>
            <Text as="span">{on(`${weight.measured_on}T12:00:00Z`)}</Text>
            <Text as="span" tone={weight.contact_pediatrician ? 'danger' : undefined}>
              {intl.formatMessage(
                weight.contact_pediatrician ? recordMessages.weightCall : recordMessages.weightExpected,
              )}
            </Text>
          </span>
        </Fact>
      )}
    </dl>
  );
}

function alertText(intl: IntlShape, alert: StaffAlert): string {
  if (alert.kind === 'crisis_answer')
    return alert.screening
      ? intl.formatMessage(m.crisisAnswer, { screening: alert.screening })
      : intl.formatMessage(m.crisisAnswerNoScreening);
  const reading = alert.blood_pressure;
  if (!reading) return intl.formatMessage(m.bloodPressureRemoved);
  return intl.formatMessage(m.bloodPressure, {
    systolic: reading.systolic,
    diastolic: reading.diastolic,
    category: intl.formatMessage({ id: `notices.bloodPressureCategory.${reading.category}` }),
  });
}

/** Her weeks are counted on the console's clock (a story or test fixes it). */
export function PatientPanel({ patientId }: { patientId: number }) {
  const intl = useIntl();
  const { client, clock } = useStaff();
  const record = useQuery({
    queryKey: staffKeys.record(patientId),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/patients/{id}/record', { params: { path: { id: patientId } }, signal })),
  });
  // The inbox's own list (same key): the panel adds no call of its own and sees a resolve at once.
  const alerts = useQuery({
    queryKey: staffKeys.alerts,
    queryFn: () => unwrap(client.GET('/alerts')),
    refetchInterval: ALERT_POLL_MS,
  });
  const open = (alerts.data ?? []).filter((alert) => alert.patient.id === patientId);
  const notShared = record.error instanceof ApiError && record.error.status === 403;
  return (
    <aside aria-labelledby="patient-panel" className={styles.panel}>
      <Heading level={2} id="patient-panel">
        {intl.formatMessage(m.title)}
      </Heading>
      {record.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {notShared && <Text tone="muted">{intl.formatMessage(m.notShared)}</Text>}
      {record.isError && !notShared && <Text tone="danger">{errorText(intl, record.error)}</Text>}
      {record.data && <RecordFacts record={record.data} now={clock.now()} />}
      {record.data && <PanelScreenings screenings={record.data.screenings} timeZone={record.data.patient.timezone} />}
      <div className={styles.stack}>
        <Heading level={3} id="patient-panel-alerts">
          {intl.formatMessage(m.openAlerts)}
        </Heading>
        {alerts.isError && <Text tone="danger">{errorText(intl, alerts.error)}</Text>}
        {alerts.isSuccess && open.length === 0 && <Text tone="muted">{intl.formatMessage(m.noAlerts)}</Text>}
        {open.length > 0 && (
          <ul className={styles.list} aria-labelledby="patient-panel-alerts">
            {open.map((alert) => (
              <li key={alert.id} className={styles.row}>
                {alert.urgent && <Badge tone="danger">{intl.formatMessage(m.urgent)}</Badge>}
                <Text as="span">{alertText(intl, alert)}</Text>
                <Text as="span" size="small" tone="muted">
                  {intl.formatDate(alert.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
