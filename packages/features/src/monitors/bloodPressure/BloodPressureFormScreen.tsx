import { monitorsMutations, referenceQueries, type Schema } from '@mat/api';
import { validateBloodPressureReading } from '@mat/domain';
import { Button, Checkbox, CheckboxGroup, Form, Heading, NumberField, TextArea, SaveIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { bloodPressureMessages as m } from './bloodPressure.messages';
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
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const symptoms = useQuery(referenceQueries.listSymptoms(client));
  const [systolic, setSystolic] = useState<number>(reading?.systolic ?? NaN);
  const [diastolic, setDiastolic] = useState<number>(reading?.diastolic ?? NaN);
  const [pulse, setPulse] = useState<number>(reading?.pulse ?? NaN);
  const [picked, setPicked] = useState<string[]>(reading?.symptoms.map((s) => String(s.id)) ?? []);
  const [notes, setNotes] = useState(reading?.notes ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [saved, setSaved] = useState<Reading | null>(null);
  const add = useMutation(monitorsMutations.addBloodPressureReading(client));
  const update = useMutation(monitorsMutations.updateBloodPressureReading(client));

  if (saved) return <ReadingResult reading={saved} monitorHref={monitorHref} />;

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
    try {
      const answer = reading
        ? await update.mutateAsync({ params: { path: { id: reading.id } }, body })
        : await add.mutateAsync({ params: { path: { id: monitorId } }, body });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      setSaved(answer);
    } catch (error) {
      setProblem(describe(error));
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(reading ? m.editTitle : m.addTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <NumberField label={intl.formatMessage(m.systolic)} unit="mmHg" isRequired value={systolic} onChange={setSystolic}
          minValue={0} errorMessage={problem.fields.systolic} hasStepper={false} />
        <NumberField label={intl.formatMessage(m.diastolic)} unit="mmHg" isRequired value={diastolic} onChange={setDiastolic}
          minValue={0} errorMessage={problem.fields.diastolic} hasStepper={false} />
        <NumberField label={intl.formatMessage(m.pulse)} value={pulse} onChange={setPulse} minValue={0}
          errorMessage={problem.fields.pulse} hasStepper={false} />
        <CheckboxGroup label={intl.formatMessage(m.symptoms)} value={picked} onChange={setPicked} errorMessage={problem.fields.symptoms}>
          {(symptoms.data ?? []).map((symptom) => (
            <Checkbox key={symptom.id} value={String(symptom.id)}>
              {symptom.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextArea label={intl.formatMessage(m.notes)} value={notes} onChange={setNotes} maxLength={1000} errorMessage={problem.fields.notes} />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={add.isPending || update.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
