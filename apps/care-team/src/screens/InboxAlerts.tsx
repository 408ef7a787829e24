// The inbox's urgent alerts (crisis answers, blood pressure; a severe recheck first), one group per
// patient: each says what happened, can be resolved, and opens her record. Moving focus into one by
// the keyboard selects it (the patient panel opens beside the list).
import { unwrap } from '@mat/api';
import { Alert, Badge, Button, Heading, Link, Text, useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { inboxMessages as m, recordMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText } from './errors';
import { staffKeys } from './queries';
import { stageText } from './stage';
import { selectedClass, type StaffAlert } from './useInboxEntries';

/** What the alert says happened, in the practitioner's language: the crisis answer, or the reading and its signs. */
function alertTitle(intl: IntlShape, alert: StaffAlert): string {
  const patient = alert.patient.name;
  if (alert.kind === 'crisis_answer') {
    return alert.screening
      ? intl.formatMessage(m.crisisAlert, { patient, screening: alert.screening })
      : intl.formatMessage(m.crisisAlertNoScreening, { patient });
  }
  const reading = alert.blood_pressure;
  if (!reading) return intl.formatMessage(m.bloodPressureAlertRemoved, { patient });
  const values = {
    patient,
    reading: intl.formatMessage(m.mmHg, { systolic: reading.systolic, diastolic: reading.diastolic }),
    category: intl.formatMessage({ id: `notices.bloodPressureCategory.${reading.category}` }),
  };
  return reading.warning_signs.length
    ? intl.formatMessage(m.bloodPressureAlertSigns, {
        ...values,
        signs: intl.formatList(reading.warning_signs, { type: 'conjunction' }),
      })
    : intl.formatMessage(m.bloodPressureAlert, values);
}

/**
 * Whether focus came from the keyboard (Tab), not a pointer: a click on "Mark resolved" must not open
 * the panel first, which would move the button from under the pointer before the click ends.
 */
function byKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: treat focus as the keyboard's
  }
}

function AlertItem({ alert, isSelected, onSelect }: { alert: StaffAlert; isSelected: boolean; onSelect: () => void }) {
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
    <li
      tabIndex={-1}
      data-inbox-item={`alert-${alert.id}`}
      className={selectedClass(isSelected)}
      onFocus={isSelected ? undefined : (event) => byKeyboard(event.target) && onSelect()}
    >
      <Alert tone="danger" title={alertTitle(intl, alert)}>
        {alert.raised_at && <Badge tone="danger">{intl.formatMessage(m.bloodPressureRaised)}</Badge>}
        {alert.blood_pressure?.recheck && (
          <Text>
            {intl.formatMessage(m.bloodPressureRecheck, {
              time: intl.formatTime(alert.blood_pressure.recheck.measured_at, { timeStyle: 'short' }),
              reading: intl.formatMessage(m.mmHg, {
                systolic: alert.blood_pressure.recheck.systolic,
                diastolic: alert.blood_pressure.recheck.diastolic,
              }),
            })}
          </Text>
        )}
        <div className={styles.row}>
          <Text as="span" size="small">
            {intl.formatMessage(m.alertAt, {
              date: intl.formatDate(alert.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
            })}{' '}
            · {stageText(intl, alert.patient.stage)}
          </Text>
          <Button
            variant="secondary"
            aria-label={intl.formatMessage(m.resolveFor, { patient })}
            isPending={resolve.isPending}
            onPress={() => resolve.mutate()}
          >
            {intl.formatMessage(m.resolve)}
          </Button>
        </div>
        <Link isStandalone href={`/patients/${alert.patient.id}`} data-inbox-open="">
          {intl.formatMessage(recordMessages.open, { name: patient })}
        </Link>
        {resolve.isError && <Text tone="danger">{errorText(intl, resolve.error)}</Text>}
      </Alert>
    </li>
  );
}

export function InboxAlerts({
  groups,
  selected,
  onSelect,
}: {
  groups: StaffAlert[][];
  selected: string | null;
  onSelect: (alert: StaffAlert) => void;
}) {
  const intl = useIntl();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="alerts" className={styles.stack}>
      <Heading level={2} id="alerts">
        {intl.formatMessage(m.alerts)}
      </Heading>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group[0]!.patient.id} className={styles.stack}>
            <Heading level={3}>
              {group[0]!.patient.name} · {intl.formatMessage(m.alertCount, { count: group.length })}
            </Heading>
            <ul className={styles.list}>
              {group.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  isSelected={selected === `alert-${alert.id}`}
                  onSelect={() => onSelect(alert)}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
