import type { Schema } from '@mat/api';
import { Button, Checkbox, CheckboxGroup, Form, Heading, NumberField, TextArea, SaveIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../../shared/screen.css';
import { bloodPressureMessages as m } from './bloodPressure.messages';
import { ReadingResult } from './ReadingResult';
import { useBloodPressureForm } from './useBloodPressureForm';

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
  const { symptoms, values, set, problem, saved, isSaving, submit } = useBloodPressureForm(monitorId, reading);

  if (saved) return <ReadingResult reading={saved.reading} waiting={saved.waiting} monitorHref={monitorHref} />;

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(reading ? m.editTitle : m.addTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <NumberField
          label={intl.formatMessage(m.systolic)}
          unit="mmHg"
          isRequired
          value={values.systolic}
          onChange={set.systolic}
          minValue={0}
          errorMessage={problem.fields.systolic}
          hasStepper={false}
        />
        <NumberField
          label={intl.formatMessage(m.diastolic)}
          unit="mmHg"
          isRequired
          value={values.diastolic}
          onChange={set.diastolic}
          minValue={0}
          errorMessage={problem.fields.diastolic}
          hasStepper={false}
        />
        <NumberField
          label={intl.formatMessage(m.pulse)}
          value={values.pulse}
          onChange={set.pulse}
          minValue={0}
          errorMessage={problem.fields.pulse}
          hasStepper={false}
        />
        <CheckboxGroup
          label={intl.formatMessage(m.symptoms)}
          value={values.picked}
          onChange={set.picked}
          errorMessage={problem.fields.symptoms}
        >
          {symptoms.map((symptom) => (
            <Checkbox key={symptom.id} value={String(symptom.id)}>
              {symptom.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextArea
          label={intl.formatMessage(m.notes)}
          value={values.notes}
          onChange={set.notes}
          maxLength={1000}
          errorMessage={problem.fields.notes}
        />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={isSaving}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
