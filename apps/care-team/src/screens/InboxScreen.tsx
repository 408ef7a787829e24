// The inbox: urgent alerts (crisis answers, blood pressure; a severe recheck first) at the very top, then the questions waiting for an answer (the
// longest wait first, with how long), then answered ones, and handled ones apart.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Alert, Badge, Button, Card, Heading, Link, Spinner, Text, useToast } from '@mat/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { inboxMessages as m, recordMessages, shellMessages } from '../messages';
import { useStaff } from '../staff';
import { waitOf } from '../wait';
import * as styles from './console.css';
import { errorText } from './errors';
import { ALERT_POLL_MS, POLL_MS, staffKeys } from './queries';
import { stageText } from './stage';

type Conversation = StaffSchemas['InboxConversation'];

export function waitedText(intl: IntlShape, seconds: number): string {
  const { value, unit } = waitOf(seconds);
  return intl.formatMessage(m.waited, { duration: intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }) });
}

type StaffAlert = StaffSchemas['StaffAlert'];

/** What the alert says happened, in the practitioner's language: the crisis answer, or the reading and its signs. */
function alertTitle(intl: IntlShape, alert: StaffAlert): string {
  const patient = alert.patient.name;
  if (alert.kind === 'crisis_answer') {
    return alert.screening ? intl.formatMessage(m.crisisAlert, { patient, screening: alert.screening }) : intl.formatMessage(m.crisisAlertNoScreening, { patient });
  }
  const reading = alert.blood_pressure;
  if (!reading) return intl.formatMessage(m.bloodPressureAlertRemoved, { patient });
  const values = {
    patient,
    reading: intl.formatMessage(m.mmHg, { systolic: reading.systolic, diastolic: reading.diastolic }),
    category: intl.formatMessage({ id: `notices.bloodPressureCategory.${reading.category}` }),
  };
  return reading.warning_signs.length
    ? intl.formatMessage(m.bloodPressureAlertSigns, { ...values, signs: intl.formatList(reading.warning_signs, { type: 'conjunction' }) })
    : intl.formatMessage(m.bloodPressureAlert, values);
}

function AlertItem({ alert }: { alert: StaffAlert }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const resolve = useMutation({
    mutationFn: () => unwrap(client.POST('/alerts/{id}/resolved', { params: { path: { id: alert.id } } })),
    onSuccess: () => {
      toast.show(intl.formatMessage(m.resolved), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: staffKeys.alerts });
    },
  });
  const patient = alert.patient.name;
  return (
    <li>
      <Alert tone="danger" title={alertTitle(intl, alert)}>
        {alert.raised_at && <Badge tone="danger">{intl.formatMessage(m.bloodPressureRaised)}</Badge>}
        {alert.blood_pressure?.recheck && (
          <Text>
            {intl.formatMessage(m.bloodPressureRecheck, {
              time: intl.formatTime(alert.blood_pressure.recheck.measured_at, { timeStyle: 'short' }),
              reading: intl.formatMessage(m.mmHg, { systolic: alert.blood_pressure.recheck.systolic, diastolic: alert.blood_pressure.recheck.diastolic }),
            })}
          </Text>
        )}
        <div className={styles.row}>
          <Text as="span" size="small">
            {intl.formatMessage(m.alertAt, { date: intl.formatDate(alert.created_at, { dateStyle: 'medium', timeStyle: 'short' }) })} · {stageText(intl, alert.patient.stage)}
          </Text>
          <Button variant="secondary" aria-label={intl.formatMessage(m.resolveFor, { patient })} isPending={resolve.isPending} onPress={() => resolve.mutate()}>
            {intl.formatMessage(m.resolve)}
          </Button>
        </div>
        <Link isStandalone href={`/patients/${alert.patient.id}`}>
          {intl.formatMessage(recordMessages.open, { name: patient })}
        </Link>
        {resolve.isError && <Text tone="danger">{errorText(intl, resolve.error)}</Text>}
      </Alert>
    </li>
  );
}

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  return (
    <Card as="li">
      <div className={styles.stack}>
        <div className={styles.row}>
          <Link href={`/conversations/${conversation.id}`} className={styles.grow}>
            {conversation.patient.name}: {conversation.name}
          </Link>
          {conversation.waiting_seconds !== null && <Badge tone="warning">{waitedText(intl, conversation.waiting_seconds)}</Badge>}
          {conversation.handled && <Badge tone="neutral">{intl.formatMessage(m.handled)}</Badge>}
        </div>
        <Text size="small" tone="muted">
          {stageText(intl, conversation.patient.stage)}
          {conversation.last_message_date && ` · ${intl.formatDate(conversation.last_message_date, { dateStyle: 'medium', timeStyle: 'short' })}`}
        </Text>
        {conversation.last_message && <Text className={styles.breakable}>{conversation.last_message}</Text>}
      </div>
    </Card>
  );
}

function Group({ id, title, items, empty }: { id: string; title: string; items: Conversation[]; empty?: string }) {
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InboxScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const alerts = useQuery({ queryKey: staffKeys.alerts, queryFn: () => unwrap(client.GET('/alerts')), refetchInterval: ALERT_POLL_MS });
  const inbox = useInfiniteQuery({
    queryKey: staffKeys.inbox,
    queryFn: ({ pageParam }) => unwrap(client.GET('/conversations', { params: { query: { page: pageParam } } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    refetchInterval: POLL_MS,
  });
  const all = inbox.data?.pages.flatMap((page) => page.data) ?? [];
  const waiting = all.filter((c) => c.waiting_seconds !== null);
  const answered = all.filter((c) => c.waiting_seconds === null && !c.handled);
  const handled = all.filter((c) => c.waiting_seconds === null && c.handled);

  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {alerts.isError && <Alert tone="danger">{errorText(intl, alerts.error)}</Alert>}
      {alerts.data && alerts.data.length > 0 && (
        <section aria-labelledby="alerts" className={styles.stack}>
          <Heading level={2} id="alerts">
            {intl.formatMessage(m.alerts)}
          </Heading>
          <ul className={styles.list}>
            {alerts.data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        </section>
      )}
      {inbox.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {inbox.isError && <Alert tone="danger">{errorText(intl, inbox.error)}</Alert>}
      {inbox.data && (
        <>
          <Group id="waiting" title={intl.formatMessage(m.waiting)} items={waiting} empty={intl.formatMessage(m.noneWaiting)} />
          <Group id="answered" title={intl.formatMessage(m.answered)} items={answered} />
          <Group id="handled" title={intl.formatMessage(m.handled)} items={handled} />
          {inbox.hasNextPage && (
            <Button variant="secondary" isPending={inbox.isFetchingNextPage} onPress={() => void inbox.fetchNextPage()}>
              {intl.formatMessage(m.loadMore)}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
