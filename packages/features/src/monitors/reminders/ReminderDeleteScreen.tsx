import { monitorsMutations, monitorsQueries } from '@mat/api';
import { Alert, Skeleton } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import { reminderMessages as m } from './reminders.messages';
import { RemindersScreen } from './RemindersScreen';
import { refreshMonitorsAfterRemoving } from '../shared/refreshMonitors';
import { RemoveDialog } from '../../shared/RemoveDialog';

export interface ReminderDeleteScreenProps {
  reminderId: number;
  /** Back to the monitor's reminders, whether the reminder was deleted or kept. */
  onDone: (monitorId: number) => void;
}

/** /monitor-reminders/{id}/delete: the reminders list with a confirmation above it. */
export function ReminderDeleteScreen({ reminderId, onDone }: ReminderDeleteScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text } = useErrorText();
  const reminder = useQuery(monitorsQueries.getReminder(client, { params: { path: { id: reminderId } } }));
  const remove = useMutation(monitorsMutations.deleteReminder(client));

  if (reminder.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!reminder.data) return <Skeleton lines={4} />;
  const { monitor_id: monitorId } = reminder.data;

  return (
    <>
      <RemindersScreen monitorId={monitorId} />
      <RemoveDialog
        isOpen
        title={intl.formatMessage(m.deleteTitle)}
        removeLabel={intl.formatMessage(m.delete)}
        keepLabel={intl.formatMessage(m.keep)}
        remove={() => remove.mutateAsync({ params: { path: { id: reminderId } } })}
        failure="errors.reminderUpdateFailed"
        onRemoved={async () => {
          await refreshMonitorsAfterRemoving(queryClient, 'getReminder');
          onDone(monitorId);
        }}
        onKeep={() => onDone(monitorId)}
      >
        {intl.formatMessage(m.deleteBody)}
      </RemoveDialog>
    </>
  );
}
