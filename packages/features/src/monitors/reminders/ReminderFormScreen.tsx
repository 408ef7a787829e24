import { monitorsMutations, monitorsQueries, type Schema } from '@mat/api';
import { validateMinutes } from '@mat/domain';
import {
  Alert,
  Button,
  Form,
  Heading,
  NumberField,
  Skeleton,
  Switch,
  TimeField,
  parseTime,
  type Time,
  SaveIcon,
} from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { reminderTypeOf } from '../shared/monitorPaths';
import { reminderMessages as m } from './reminders.messages';
import { useFailureNotice } from '../../shared/useFailureNotice';

type Reminder = Schema<'Reminder'>;

export type ReminderFormScreenProps = {
  /** Called with the monitor's id once the reminder is saved. */
  onSaved: (monitorId: number) => void;
} & ({ monitorId: number; reminderId?: never } | { reminderId: number; monitorId?: never });

/** /monitor-reminders/{monitorId}/add and /monitor-reminders/{reminderId}/edit (spec 2). */
export function ReminderFormScreen(props: ReminderFormScreenProps) {
  const { client } = useMat();
  const { text } = useErrorText();
  const reminder = useQuery({
    ...monitorsQueries.getReminder(client, { params: { path: { id: props.reminderId ?? 0 } } }),
    enabled: props.reminderId !== undefined,
  });
  const monitorId = props.monitorId ?? reminder.data?.monitor_id;
  const monitor = useQuery({
    ...monitorsQueries.getMonitor(client, { params: { path: { id: monitorId ?? 0 } } }),
    enabled: monitorId !== undefined,
  });
  if (props.reminderId !== undefined && reminder.isError)
    return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (monitor.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!monitor.data || (props.reminderId !== undefined && !reminder.data)) return <Skeleton lines={4} />;
  return <ReminderForm monitor={monitor.data} reminder={reminder.data} onSaved={props.onSaved} />;
}

function ReminderForm({
  monitor,
  reminder,
  onSaved,
}: {
  monitor: Schema<'Monitor'>;
  reminder?: Reminder;
  onSaved: (monitorId: number) => void;
}) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text } = useErrorText();
  const fail = useFailureNotice();
  const [time, setTime] = useState<Time | null>(parseTime(reminder?.time ?? '08:00'));
  const [daily, setDaily] = useState(reminder?.daily ?? true);
  const [minutes, setMinutes] = useState(reminder?.minutes ?? 0);
  const [problem, setProblem] = useState<{ time?: string; minutes?: string; form?: string }>({});
  const create = useMutation(monitorsMutations.createReminder(client));
  const update = useMutation(monitorsMutations.updateReminder(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minutesError = validateMinutes(minutes);
    if (!time || minutesError) {
      setProblem({
        time: time ? undefined : text('validation.required'),
        minutes: minutesError ? text(minutesError) : undefined,
      });
      return;
    }
    const hhmm = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
    const body = { monitor_id: monitor.id, type: reminderTypeOf[monitor.type], time: hhmm, daily, minutes };
    try {
      if (reminder) await update.mutateAsync({ params: { path: { id: reminder.id } }, body });
      else await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      onSaved(monitor.id);
    } catch (error) {
      // The spec's copy for either failure (section 8, Reminders).
      fail(error, () =>
        setProblem({ form: text(reminder ? 'errors.reminderUpdateFailed' : 'errors.reminderAddFailed') }),
      );
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>
        {intl.formatMessage(reminder ? m.editTitle : m.addTitle)}: {monitor.name}
      </Heading>
      <Form onSubmit={submit} error={problem.form ?? null} validationBehavior="aria" className={screen.form}>
        <TimeField
          label={intl.formatMessage(m.time)}
          value={time}
          onChange={setTime}
          isRequired
          errorMessage={problem.time}
        />
        <Switch isSelected={daily} onChange={setDaily}>
          {intl.formatMessage(m.daily)}
        </Switch>
        <NumberField
          label={intl.formatMessage(m.minutes)}
          description={intl.formatMessage(m.minutesHint)}
          value={minutes}
          onChange={setMinutes}
          minValue={0}
          maxValue={59}
          errorMessage={problem.minutes}
        />
        <Button
          icon={<SaveIcon />}
          type="submit"
          variant="primary"
          isFullWidth
          isPending={create.isPending || update.isPending}
        >
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
