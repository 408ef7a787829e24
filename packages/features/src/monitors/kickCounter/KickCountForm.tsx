import type { Schema } from '@mat/api';
import { Alert, Button, DatePicker, Form, Heading, NumberField, TextArea, TimeField, SaveIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../../shared/screen.css';
import { useErrorText } from '../../shared/useErrorText';
import { kickCounterMessages as m } from './kickCounter.messages';
import { useKickCountForm } from './useKickCountForm';

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
export function KickCountForm({ title, ...props }: KickCountFormProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const { values, set, tooFew, problem, isSaving, submit } = useKickCountForm(props);

  return (
    <>
      <Heading level={title === 'save' ? 2 : 1}>
        {intl.formatMessage(title === 'save' ? m.saveTitle : m.editTitle)}
      </Heading>
      {tooFew && <Alert tone="danger">{text('advice.kickCount.contactProvider')}</Alert>}
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <NumberField
          label={intl.formatMessage(m.totalKicks)}
          value={values.kicks}
          onChange={set.kicks}
          minValue={0}
          errorMessage={problem.fields.kicks}
        />
        <KickCountDurationFields values={values} set={set} errors={problem.fields} />
        <DatePicker
          label={intl.formatMessage(m.date)}
          value={values.date}
          onChange={set.date}
          isRequired
          errorMessage={problem.fields.date}
        />
        <TimeField
          label={intl.formatMessage(m.time)}
          value={values.time}
          onChange={set.time}
          isRequired
          errorMessage={problem.fields.time}
        />
        <TextArea label={intl.formatMessage(m.notes)} value={values.notes} onChange={set.notes} maxLength={1000} />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={isSaving}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </>
  );
}

type KickCountValues = ReturnType<typeof useKickCountForm>;

/** How long the count took, in hours, minutes and seconds, under one legend. */
function KickCountDurationFields({
  values,
  set,
  errors,
}: Pick<KickCountValues, 'values' | 'set'> & { errors: Record<string, string> }) {
  const intl = useIntl();
  return (
    <fieldset className={screen.actions}>
      <legend>{intl.formatMessage(m.duration)}</legend>
      <NumberField
        label={intl.formatMessage(m.hours)}
        value={values.hours}
        onChange={set.hours}
        minValue={0}
        hasStepper={false}
        errorMessage={errors.hours}
      />
      <NumberField
        label={intl.formatMessage(m.minutes)}
        value={values.minutes}
        onChange={set.minutes}
        minValue={0}
        maxValue={59}
        hasStepper={false}
        errorMessage={errors.minutes}
      />
      <NumberField
        label={intl.formatMessage(m.seconds)}
        value={values.seconds}
        onChange={set.seconds}
        minValue={0}
        maxValue={59}
        hasStepper={false}
        errorMessage={errors.seconds}
      />
    </fieldset>
  );
}
