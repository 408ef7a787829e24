import { monitorsMutations, monitorsQueries, type Schema } from '@mat/api';
import { EmptyState, Heading, Link, LinkButton, Switch, Text, AddIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import * as screen from '../../shared/screen.css';
import * as styles from '../shared/monitors.css';
import { monitorHref } from '../shared/monitorPaths';
import { reminderMessages as m } from './reminders.messages';
import { useFailureNotice } from '../../shared/useFailureNotice';

export interface RemindersScreenProps {
  monitorId: number;
}

/** /monitor-reminders/{monitorId}: a monitor's reminders, each switched on or off in place. */
export function RemindersScreen({ monitorId }: RemindersScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const fail = useFailureNotice();
  const monitor = useQuery(monitorsQueries.getMonitor(client, { params: { path: { id: monitorId } } }));
  const reminders = useQuery(monitorsQueries.listMonitorReminders(client, { params: { path: { id: monitorId } } }));
  const toggle = useMutation(monitorsMutations.toggleReminder(client));

  async function switchReminder(reminder: Schema<'Reminder'>, value: boolean) {
    try {
      await toggle.mutateAsync({ params: { path: { id: reminder.id } }, body: { value } });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
    } catch (error) {
      fail(error, 'errors.reminderUpdateFailed');
    }
  }

  const time = (hhmm: string) => intl.formatTime(new Date(`2000-01-01T${hhmm}:00`), { timeStyle: 'short' });

  return (
    <div className={screen.screen}>
      <Heading level={1}>
        {intl.formatMessage(m.title)}
        {monitor.data ? `: ${monitor.data.name}` : ''}
      </Heading>
      <LinkButton icon={<AddIcon />} href={`/monitor-reminders/${monitorId}/add`}>
        {intl.formatMessage(m.add)}
      </LinkButton>
      {reminders.isSuccess && reminders.data.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.none)}>{intl.formatMessage(m.noneHint)}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {(reminders.data ?? []).map((reminder) => (
            <li key={reminder.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.big}>{time(reminder.time)}</span>
                <Text size="small">
                  {intl.formatMessage(reminder.daily ? m.daily : m.once)}
                  {reminder.minutes > 0 && `, ${intl.formatMessage(m.repeat, { minutes: reminder.minutes })}`}
                </Text>
              </div>
              <Switch
                isSelected={reminder.enabled}
                onChange={(value) => void switchReminder(reminder, value)}
                aria-label={intl.formatMessage(m.reminderAt, { time: time(reminder.time) })}
              >
                {intl.formatMessage(m.on)}
              </Switch>
              <div className={screen.actions}>
                <Link href={`/monitor-reminders/${reminder.id}/edit`}>{intl.formatMessage(m.edit)}</Link>
                <Link href={`/monitor-reminders/${reminder.id}/delete`}>{intl.formatMessage(m.delete)}</Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {monitor.data && <Link href={monitorHref(monitor.data)}>{intl.formatMessage(m.back)}</Link>}
    </div>
  );
}
