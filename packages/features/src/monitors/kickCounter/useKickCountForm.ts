import { monitorsMutations } from '@mat/api';
import { evaluateKickCountSession, kickCountDurationSeconds, validateKickCountReading } from '@mat/domain';
import { parseDate, parseTime, type CalendarDate, type Time } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../../provider/MatContext';
import { useFailureNotice } from '../../shared/useFailureNotice';
import { useFormProblem } from '../../shared/useFormProblem';
import { useReadingSave } from '../shared/useReadingSave';
import type { KickCountFormProps } from './KickCountForm';

const two = (n: number) => String(n).padStart(2, '0');

/** A kick count's values (kicks, duration, when, notes), what @mat/domain says of them, and their save. */
export function useKickCountForm({ id, initial, onSaved, offline }: Omit<KickCountFormProps, 'title'>) {
  const { client } = useMat();
  const fail = useFailureNotice();
  const { problem, setProblem, refuse, text } = useFormProblem();
  const [kicks, setKicks] = useState(initial.total_kicks);
  const [hours, setHours] = useState(initial.duration.hours);
  const [minutes, setMinutes] = useState(initial.duration.minutes);
  const [seconds, setSeconds] = useState(initial.duration.seconds);
  const [date, setDate] = useState<CalendarDate | null>(parseDate(initial.date));
  const [time, setTime] = useState<Time | null>(parseTime(initial.time));
  const [notes, setNotes] = useState(initial.notes ?? '');
  // Tried even when the browser says it is offline (TanStack Query would hold it until online): a
  // try that gets no answer is what puts the reading in the outbox.
  const save = useMutation({ ...monitorsMutations.saveKickCountReading(client), networkMode: 'always' });
  const saveReading = useReadingSave();
  const duration = { hours, minutes, seconds };
  const valid = Object.keys(validateKickCountReading({ kicks, ...duration })).length === 0;
  const tooFew =
    valid &&
    evaluateKickCountSession({ kicks, durationSeconds: kickCountDurationSeconds(duration) }) === 'contactProvider';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = validateKickCountReading({ kicks, ...duration });
    if (!date) local.date = 'validation.invalidDate';
    if (!time) local.time = 'validation.required';
    if (refuse(local)) return;
    const body = {
      total_kicks: kicks,
      duration,
      date: date!.toString(),
      time: `${two(time!.hour)}:${two(time!.minute)}`,
      notes: notes.trim() || null,
    };
    await saveReading({
      send: () => save.mutateAsync({ params: { path: { id } }, body }),
      saved: onSaved,
      // No connection: the count waits on this device and is saved on its session when it returns.
      queued: offline && {
        key: crypto.randomUUID(),
        kind: 'kickCount',
        monitorId: offline.monitorId,
        sessionId: id,
        body,
      },
      waiting: offline?.onQueued,
      failed: (error) => fail(error, () => setProblem({ fields: {}, form: text('errors.kickCountUpdateFailed') })),
    });
  }

  return {
    values: { kicks, hours, minutes, seconds, date, time, notes },
    set: {
      kicks: setKicks,
      hours: setHours,
      minutes: setMinutes,
      seconds: setSeconds,
      date: setDate,
      time: setTime,
      notes: setNotes,
    },
    tooFew,
    problem,
    isSaving: save.isPending,
    submit,
  };
}
