import { monitorsMutations, monitorsQueries } from '@mat/api';
import { Alert, AlertDialog, Skeleton } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import { reminderMessages as m } from './reminders.messages';
import { RemindersScreen } from './RemindersScreen';
import { refreshMonitorsAfterRemoving } from '../shared/refreshMonitors';
import { useFailureNotice } from '../../shared/useFailureNotice';

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
  const fail = useFailureNotice();
  const { text } = useErrorText();
  const reminder = useQuery(monitorsQueries.getReminder(client, { params: { path: { id: reminderId } } }));
  const remove = useMutation(monitorsMutations.deleteReminder(client));
  const done = useRef(false);

  if (reminder.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!reminder.data) return <Skeleton lines={4} />;
  const { monitor_id: monitorId } = reminder.data;

  async function confirm() {
    try {
      await remove.mutateAsync({ params: { path: { id: reminderId } } });
      done.current = true;
      await refreshMonitorsAfterRemoving(queryClient, 'getReminder');
      onDone(monitorId);
    } catch (error) {
      fail(error, 'errors.reminderUpdateFailed');
    }
  }

  return (
    <>
      <RemindersScreen monitorId={monitorId} />
      <AlertDialog
        isOpen
        onOpenChange={(open) => !open && !done.current && onDone(monitorId)}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(m.keep)}
        onConfirm={confirm}
        isPending={remove.isPending}
      >
        {intl.formatMessage(m.deleteBody)}
      </AlertDialog>
    </>
  );
}
