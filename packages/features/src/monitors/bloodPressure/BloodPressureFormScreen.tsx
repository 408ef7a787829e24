import { monitorsMutations, referenceQueries, type Schema } from '@mat/api';
import { bloodPressureAdvice, classifyBloodPressure, validateBloodPressureReading } from '@mat/domain';
import { Button, Checkbox, CheckboxGroup, Form, Heading, NumberField, TextArea, SaveIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useClock, useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { bloodPressureMessages as m } from './bloodPressure.messages';
import { isNoAnswer, useReadingOutbox } from '../outbox/useReadingOutbox';
import { ReadingResult } from './ReadingResult';

type Reading = Schema<'BloodPressureReading'>;

export interface BloodPressureFormScreenProps {
  monitorId: number;
  /** The reading to change; leave out to add one. */
  reading?: Reading;
  monitorHref: string;
}

/** /blood-pressure/{monitorId}/reading/add and /blood-pressure/reading/{id}/edit (spec 2). */
export function BloodPressureFormScreen({ monitorId, reading, monitorHref }: BloodPressureFormScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const clock = useClock();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const symptoms = useQuery(referenceQueries.listSymptoms(client));
  const [systolic, setSystolic] = useState<number>(reading?.systolic ?? NaN);
  const [diastolic, setDiastolic] = useState<number>(reading?.diastolic ?? NaN);
  const [pulse, setPulse] = useState<number>(reading?.pulse ?? NaN);
  const [picked, setPicked] = useState<string[]>(reading?.symptoms.map((s) => String(s.id)) ?? []);
  const [notes, setNotes] = useState(reading?.notes ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const [saved, setSaved] = useState<{ reading: Reading; waiting: boolean } | null>(null);
  const outbox = useReadingOutbox();
  // Tried even when the browser says it is offline (TanStack Query would hold it until online): a
  // try that gets no answer is what puts the reading in the outbox.
  const add = useMutation({ ...monitorsMutations.addBloodPressureReading(client), networkMode: 'always' });
  const update = useMutation(monitorsMutations.updateBloodPressureReading(client));

  if (saved) return <ReadingResult reading={saved.reading} waiting={saved.waiting} monitorHref={monitorHref} />;

  /** A new reading that got no answer, as the result shows it: the category is @mat/domain's rule, offline too. */
  function waitingReading(body: {
    systolic: number;
    diastolic: number;
    pulse: number | null;
    notes: string | null;
    measured_at: string;
  }): Reading {
    const { category } = classifyBloodPressure(body);
    const shown = (symptoms.data ?? []).filter((s) => picked.includes(String(s.id)));
    return {
      ...body,
      id: 0,
      monitor_id: monitorId,
      symptoms: shown,
      source: 'manual',
      category,
      advice: text(bloodPressureAdvice(category)),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { systolic, diastolic, pulse: Number.isNaN(pulse) ? null : pulse };
    const local = validateBloodPressureReading(values);
    if (Number.isNaN(systolic)) local.systolic = 'validation.required';
    if (Number.isNaN(diastolic)) local.diastolic = 'validation.required';
    if (Object.keys(local).length > 0) {
      setProblem({ fields: Object.fromEntries(Object.entries(local).map(([f, id]) => [f, text(id)])), form: null });
      return;
    }
    const body = { ...values, symptoms: picked.map(Number), notes: notes.trim() || null };
    if (reading) {
      try {
        const answer = await update.mutateAsync({ params: { path: { id: reading.id } }, body });
        await queryClient.invalidateQueries({ queryKey: ['monitors'] });
        setSaved({ reading: answer, waiting: false });
      } catch (error) {
        setProblem(describe(error));
      }
      return;
    }
    // A new reading goes with its key and the time it was taken, so one sent again later (from the
    // outbox, when this try gets no answer) is stored once and keeps its time.
    const key = crypto.randomUUID();
    const fresh = { ...body, measured_at: clock.now().toISOString() };
    try {
      const answer = await add.mutateAsync({
        params: { path: { id: monitorId }, header: { 'Idempotency-Key': key } },
        body: fresh,
      });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      setSaved({ reading: answer, waiting: false });
    } catch (error) {
      if (isNoAnswer(error) && (await outbox.queue({ key, kind: 'bloodPressure', monitorId, body: fresh }))) {
        setSaved({ reading: waitingReading(fresh), waiting: true });
        return;
      }
      setProblem(describe(error));
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(reading ? m.editTitle : m.addTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <NumberField
          label={intl.formatMessage(m.systolic)}
          unit="mmHg"
          isRequired
          value={systolic}
          onChange={setSystolic}
          minValue={0}
          errorMessage={problem.fields.systolic}
          hasStepper={false}
        />
        <NumberField
          label={intl.formatMessage(m.diastolic)}
          unit="mmHg"
          isRequired
          value={diastolic}
          onChange={setDiastolic}
          minValue={0}
          errorMessage={problem.fields.diastolic}
          hasStepper={false}
        />
        <NumberField
          label={intl.formatMessage(m.pulse)}
          value={pulse}
          onChange={setPulse}
          minValue={0}
          errorMessage={problem.fields.pulse}
          hasStepper={false}
        />
        <CheckboxGroup
          label={intl.formatMessage(m.symptoms)}
          value={picked}
          onChange={setPicked}
          errorMessage={problem.fields.symptoms}
        >
          {(symptoms.data ?? []).map((symptom) => (
            <Checkbox key={symptom.id} value={String(symptom.id)}>
              {symptom.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextArea
          label={intl.formatMessage(m.notes)}
          value={notes}
          onChange={setNotes}
          maxLength={1000}
          errorMessage={problem.fields.notes}
        />
        <Button
          icon={<SaveIcon />}
          type="submit"
          variant="primary"
          isFullWidth
          isPending={add.isPending || update.isPending}
        >
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
