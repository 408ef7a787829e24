import { monitorsMutations, type Schema } from '@mat/api';
import { evaluateKickCountSession, kickCountDurationSeconds, validateKickCountReading } from '@mat/domain';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Heading,
  NumberField,
  TextArea,
  TimeField,
  parseDate,
  parseTime,
  type CalendarDate,
  type Time,
  SaveIcon,
} from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { kickCounterMessages as m } from './kickCounter.messages';
import { useFailureNotice } from '../../shared/useFailureNotice';
import { isNoAnswer, useReadingOutbox } from '../outbox/useReadingOutbox';

type Input = Schema<'KickCountReadingInput'>;

export interface KickCountFormProps {
  /** The running session to save, or the saved count to change: the same call takes either. */
  id: number;
  initial: Input;
  title: 'save' | 'edit';
  onSaved: (reading: Schema<'KickCountReading'>) => void;
  /**
   * Saving a running session (title 'save') of this monitor: a save that gets no answer waits on
   * the device (the outbox) and this is called instead of onSaved.
   */
  offline?: { monitorId: number; onQueued: () => void };
}

/** Total kicks, duration (h/m/s), date, time and notes of a kick count, checked by @mat/domain. */
export function KickCountForm({ id, initial, title, onSaved, offline }: KickCountFormProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text } = useErrorText();
  const fail = useFailureNotice();
  const [kicks, setKicks] = useState(initial.total_kicks);
  const [hours, setHours] = useState(initial.duration.hours);
  const [minutes, setMinutes] = useState(initial.duration.minutes);
  const [seconds, setSeconds] = useState(initial.duration.seconds);
  const [date, setDate] = useState<CalendarDate | null>(parseDate(initial.date));
  const [time, setTime] = useState<Time | null>(parseTime(initial.time));
  const [notes, setNotes] = useState(initial.notes ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  // Tried even when the browser says it is offline (TanStack Query would hold it until online): a
  // try that gets no answer is what puts the reading in the outbox.
  const save = useMutation({ ...monitorsMutations.saveKickCountReading(client), networkMode: 'always' });
  const outbox = useReadingOutbox();
  const duration = { hours, minutes, seconds };
  const valid = Object.keys(validateKickCountReading({ kicks, ...duration })).length === 0;
  const tooFew =
    valid &&
    evaluateKickCountSession({ kicks, durationSeconds: kickCountDurationSeconds(duration) }) === 'contactProvider';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = Object.fromEntries(
      Object.entries(validateKickCountReading({ kicks, ...duration })).map(([field, messageId]) => [
        field,
        text(messageId),
      ]),
    );
    if (!date) errors.date = text('validation.invalidDate');
    if (!time) errors.time = text('validation.required');
    if (Object.keys(errors).length > 0) return setProblem({ fields: errors, form: null });
    const hhmm = `${String(time!.hour).padStart(2, '0')}:${String(time!.minute).padStart(2, '0')}`;
    const body = { total_kicks: kicks, duration, date: date!.toString(), time: hhmm, notes: notes.trim() || null };
    try {
      const reading = await save.mutateAsync({ params: { path: { id } }, body });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      onSaved(reading);
    } catch (error) {
      // No connection: the count waits on this device and is saved on its session when it returns.
      if (
        offline &&
        isNoAnswer(error) &&
        (await outbox.queue({
          key: crypto.randomUUID(),
          kind: 'kickCount',
          monitorId: offline.monitorId,
          sessionId: id,
          body,
        }))
      ) {
        offline.onQueued();
        return;
      }
      fail(error, () => setProblem({ fields: {}, form: text('errors.kickCountUpdateFailed') }));
    }
  }

  return (
    <>
      <Heading level={title === 'save' ? 2 : 1}>
        {intl.formatMessage(title === 'save' ? m.saveTitle : m.editTitle)}
      </Heading>
      {tooFew && <Alert tone="danger">{text('advice.kickCount.contactProvider')}</Alert>}
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <NumberField
          label={intl.formatMessage(m.totalKicks)}
          value={kicks}
          onChange={setKicks}
          minValue={0}
          errorMessage={problem.fields.kicks}
        />
        <fieldset className={screen.actions}>
          <legend>{intl.formatMessage(m.duration)}</legend>
          <NumberField
            label={intl.formatMessage(m.hours)}
            value={hours}
            onChange={setHours}
            minValue={0}
            hasStepper={false}
            errorMessage={problem.fields.hours}
          />
          <NumberField
            label={intl.formatMessage(m.minutes)}
            value={minutes}
            onChange={setMinutes}
            minValue={0}
            maxValue={59}
            hasStepper={false}
            errorMessage={problem.fields.minutes}
          />
          <NumberField
            label={intl.formatMessage(m.seconds)}
            value={seconds}
            onChange={setSeconds}
            minValue={0}
            maxValue={59}
            hasStepper={false}
            errorMessage={problem.fields.seconds}
          />
        </fieldset>
        <DatePicker
          label={intl.formatMessage(m.date)}
          value={date}
          onChange={setDate}
          isRequired
          errorMessage={problem.fields.date}
        />
        <TimeField
          label={intl.formatMessage(m.time)}
          value={time}
          onChange={setTime}
          isRequired
          errorMessage={problem.fields.time}
        />
        <TextArea label={intl.formatMessage(m.notes)} value={notes} onChange={setNotes} maxLength={1000} />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </>
  );
}
