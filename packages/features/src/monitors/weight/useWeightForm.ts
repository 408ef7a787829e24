import { monitorsMutations, type Schema } from '@mat/api';
import { validateBabyWeightGrams, type MeasureUnit } from '@mat/domain';
import { type CalendarDate, parseDate } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../../provider/MatContext';
import { useSession } from '../../session/useSession';
import { useFormProblem } from '../../shared/useFormProblem';
import { useTodayDate } from '../../shared/useTodayDate';
import { fieldsOf, readingGrams, weightOf } from '../../shared/weightUnits';
import { useReadingSave } from '../shared/useReadingSave';

type Reading = Schema<'WeightReading'>;

/** A baby's weight being logged or changed, in the patient's units (lb and oz, or kg and g), and its save. */
export function useWeightForm(monitorId: number, reading: Reading | undefined, onSaved: (monitorId: number) => void) {
  const { client } = useMat();
  const { user } = useSession();
  // Today is the screens' clock's day (a story's or a test's stopped clock), not the wall clock's.
  const todayDate = useTodayDate();
  const { problem, setProblem, refuse, describe } = useFormProblem();
  const unit: MeasureUnit = user?.user_data.prefs.measureUnit ?? 'imperial';
  const [initialMajor, initialMinor] = reading ? fieldsOf(readingGrams(reading), unit) : [NaN, NaN];
  const [major, setMajor] = useState(initialMajor);
  const [minor, setMinor] = useState(initialMinor);
  const [date, setDate] = useState<CalendarDate | null>(reading ? parseDate(reading.measured_on) : todayDate);
  const [notes, setNotes] = useState(reading?.notes ?? '');
  const save = useReadingSave();
  // Tried even when the browser says it is offline (TanStack Query would hold it until online): a
  // try that gets no answer is what puts the reading in the outbox.
  const add = useMutation({ ...monitorsMutations.addWeightReading(client), networkMode: 'always' });
  const update = useMutation(monitorsMutations.updateWeightReading(client));
  const saved = () => onSaved(monitorId);
  const failed = (error: unknown) => setProblem(describe(error));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { weight, unit: callUnit } = weightOf(Number.isNaN(major) ? 0 : major, Number.isNaN(minor) ? 0 : minor, unit);
    const grams = readingGrams({ weight, unit: callUnit });
    if (refuse({ weight: validateBabyWeightGrams(grams), measured_on: date ? null : 'validation.invalidDate' })) return;
    const body = {
      monitor_id: monitorId,
      weight,
      unit: callUnit,
      measured_on: date!.toString(),
      notes: notes.trim() || null,
    };
    if (reading)
      return save({ send: () => update.mutateAsync({ params: { path: { id: reading.id } }, body }), saved, failed });
    // A new weight goes with its key, so one sent again later (from the outbox, when this try gets
    // no answer) is stored once; it keeps the day it was weighed.
    const key = crypto.randomUUID();
    await save({
      send: () => add.mutateAsync({ params: { header: { 'Idempotency-Key': key } }, body }),
      saved,
      // No connection: the weight waits on this device, shown on the monitor's screen.
      queued: { key, kind: 'weight', monitorId, body },
      waiting: saved,
      failed,
    });
  }

  return {
    unit,
    todayDate,
    values: { major, minor, date, notes },
    set: { major: setMajor, minor: setMinor, date: setDate, notes: setNotes },
    problem,
    isSaving: add.isPending || update.isPending,
    submit,
  };
}
