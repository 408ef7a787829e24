import type { Schema } from '@mat/api';
import { Button, DatePicker, Form, Heading, NumberField, TextArea, SaveIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../../shared/screen.css';
import { weightMessages as m } from './weight.messages';
import { useWeightForm } from './useWeightForm';

type Reading = Schema<'WeightReading'>;

export interface WeightFormScreenProps {
  monitorId: number;
  /** The weight to change; leave out to log one. */
  reading?: Reading;
  /** Called with the monitor's id once saved. */
  onSaved: (monitorId: number) => void;
}

/** /weight-monitor/{monitorId}/reading/add and /weight-monitor/reading/{id}/edit: lb and oz, or kg and g. */
export function WeightFormScreen({ monitorId, reading, onSaved }: WeightFormScreenProps) {
  const intl = useIntl();
  const { unit, todayDate, values, set, problem, isSaving, submit } = useWeightForm(monitorId, reading, onSaved);
  const names =
    unit === 'imperial'
      ? { major: m.pounds, minor: m.ounces, majorUnit: 'lb', minorUnit: 'oz' }
      : { major: m.kilograms, minor: m.grams, majorUnit: 'kg', minorUnit: 'g' };

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(reading ? m.editTitle : m.addTitle)}</Heading>
      <Form
        onSubmit={submit}
        error={problem.form ?? problem.fields.weight ?? null}
        validationBehavior="aria"
        className={screen.form}
      >
        <div className={screen.actions}>
          <NumberField
            label={intl.formatMessage(names.major)}
            unit={names.majorUnit}
            value={values.major}
            onChange={set.major}
            minValue={0}
            hasStepper={false}
            isInvalid={problem.fields.weight !== undefined}
          />
          <NumberField
            label={intl.formatMessage(names.minor)}
            unit={names.minorUnit}
            value={values.minor}
            onChange={set.minor}
            minValue={0}
            maxValue={unit === 'imperial' ? 15.9 : 999}
            hasStepper={false}
            isInvalid={problem.fields.weight !== undefined}
          />
        </div>
        <DatePicker
          label={intl.formatMessage(m.measuredOn)}
          value={values.date}
          onChange={set.date}
          maxValue={todayDate}
          isRequired
          errorMessage={problem.fields.measured_on}
        />
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
