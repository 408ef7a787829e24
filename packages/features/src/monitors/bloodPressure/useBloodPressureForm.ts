import { monitorsMutations, referenceQueries, type Schema } from '@mat/api';
import { bloodPressureAdvice, classifyBloodPressure, validateBloodPressureReading } from '@mat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useClock, useMat } from '../../provider/MatContext';
import { useFormProblem } from '../../shared/useFormProblem';
import { useReadingSave } from '../shared/useReadingSave';

type Reading = Schema<'BloodPressureReading'>;
type NewReading = Pick<Reading, 'systolic' | 'diastolic' | 'pulse' | 'notes' | 'measured_at'>;

/** A blood pressure reading being added or changed: its values, the symptoms to pick from, and its save. */
export function useBloodPressureForm(monitorId: number, reading: Reading | undefined) {
  const { client } = useMat();
  const clock = useClock();
  const { problem, setProblem, refuse, text, describe } = useFormProblem();
  const symptoms = useQuery(referenceQueries.listSymptoms(client));
  const [systolic, setSystolic] = useState<number>(reading?.systolic ?? NaN);
  const [diastolic, setDiastolic] = useState<number>(reading?.diastolic ?? NaN);
  const [pulse, setPulse] = useState<number>(reading?.pulse ?? NaN);
  const [picked, setPicked] = useState<string[]>(reading?.symptoms.map((s) => String(s.id)) ?? []);
  const [notes, setNotes] = useState(reading?.notes ?? '');
  const [saved, setSaved] = useState<{ reading: Reading; waiting: boolean } | null>(null);
  const save = useReadingSave();
  // Tried even when the browser says it is offline (TanStack Query would hold it until online): a
  // try that gets no answer is what puts the reading in the outbox.
  const add = useMutation({ ...monitorsMutations.addBloodPressureReading(client), networkMode: 'always' });
  const update = useMutation(monitorsMutations.updateBloodPressureReading(client));
  const shown = (answer: Reading) => setSaved({ reading: answer, waiting: false });
  const failed = (error: unknown) => setProblem(describe(error));

  /** A new reading that got no answer, as the result shows it: the category is @mat/domain's rule, offline too. */
  function waitingReading(body: NewReading): Reading {
    const { category } = classifyBloodPressure(body);
    return {
      ...body,
      id: 0,
      monitor_id: monitorId,
      symptoms: (symptoms.data ?? []).filter((s) => picked.includes(String(s.id))),
      source: 'manual',
      category,
      advice: text(bloodPressureAdvice(category)),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { systolic, diastolic, pulse: Number.isNaN(pulse) ? null : pulse };
    const local: Record<string, string> = validateBloodPressureReading(values);
    if (Number.isNaN(systolic)) local.systolic = 'validation.required';
    if (Number.isNaN(diastolic)) local.diastolic = 'validation.required';
    if (refuse(local)) return;
    const body = { ...values, symptoms: picked.map(Number), notes: notes.trim() || null };
    if (reading) {
      const send = () => update.mutateAsync({ params: { path: { id: reading.id } }, body });
      return save({ send, saved: shown, failed });
    }
    // A new reading goes with its key and the time it was taken, so one sent again later (from the
    // outbox, when this try gets no answer) is stored once and keeps its time.
    const key = crypto.randomUUID();
    const fresh = { ...body, measured_at: clock.now().toISOString() };
    await save({
      send: () =>
        add.mutateAsync({ params: { path: { id: monitorId }, header: { 'Idempotency-Key': key } }, body: fresh }),
      saved: shown,
      queued: { key, kind: 'bloodPressure', monitorId, body: fresh },
      waiting: () => setSaved({ reading: waitingReading(fresh), waiting: true }),
      failed,
    });
  }

  return {
    symptoms: symptoms.data ?? [],
    values: { systolic, diastolic, pulse, picked, notes },
    set: { systolic: setSystolic, diastolic: setDiastolic, pulse: setPulse, picked: setPicked, notes: setNotes },
    problem,
    saved,
    isSaving: add.isPending || update.isPending,
    submit,
  };
}
