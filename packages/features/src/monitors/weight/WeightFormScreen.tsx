import { monitorsMutations, type Schema } from '@mat/api';
import { validateBabyWeightGrams, type MeasureUnit } from '@mat/domain';
import {
  Button,
  type CalendarDate,
  DatePicker,
  Form,
  Heading,
  NumberField,
  TextArea,
  parseDate,
  SaveIcon,
} from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useTodayDate } from '../../shared/useTodayDate';
import { useSession } from '../../session/useSession';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { weightMessages as m } from './weight.messages';
import { isNoAnswer, useReadingOutbox } from '../outbox/useReadingOutbox';
import { fieldsOf, readingGrams, weightOf } from '../../shared/weightUnits';

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
  const { client } = useMat();
  const { user } = useSession();
  // Today is the screens' clock's day (a story's or a test's stopped clock), not the wall clock's.
  const todayDate = useTodayDate();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const unit: MeasureUnit = user?.user_data.prefs.measureUnit ?? 'imperial';
  const [initialMajor, initialMinor] = reading ? fieldsOf(readingGrams(reading), unit) : [NaN, NaN];
  const [major, setMajor] = useState(initialMajor);
  const [minor, setMinor] = useState(initialMinor);
  const [date, setDate] = useState<CalendarDate | null>(reading ? parseDate(reading.measured_on) : todayDate);
  const [notes, setNotes] = useState(reading?.notes ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const outbox = useReadingOutbox();
  // Tried even when the browser says it is offline (TanStack Query would hold it until online): a
  // try that gets no answer is what puts the reading in the outbox.
  const add = useMutation({ ...monitorsMutations.addWeightReading(client), networkMode: 'always' });
  const update = useMutation(monitorsMutations.updateWeightReading(client));
  const names =
    unit === 'imperial'
      ? { major: m.pounds, minor: m.ounces, majorUnit: 'lb', minorUnit: 'oz' }
      : { major: m.kilograms, minor: m.grams, majorUnit: 'kg', minorUnit: 'g' };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { weight, unit: callUnit } = weightOf(Number.isNaN(major) ? 0 : major, Number.isNaN(minor) ? 0 : minor, unit);
    const grams = readingGrams({ weight, unit: callUnit });
    const fields: Record<string, string> = {};
    const range = validateBabyWeightGrams(grams);
    if (range) fields.weight = text(range);
    if (!date) fields.measured_on = text('validation.invalidDate');
    if (Object.keys(fields).length > 0) {
      setProblem({ fields, form: null });
      return;
    }
    const body = {
      monitor_id: monitorId,
      weight,
      unit: callUnit,
      measured_on: date!.toString(),
      notes: notes.trim() || null,
    };
    if (reading) {
      try {
        await update.mutateAsync({ params: { path: { id: reading.id } }, body });
        await queryClient.invalidateQueries({ queryKey: ['monitors'] });
        onSaved(monitorId);
      } catch (error) {
        setProblem(describe(error));
      }
      return;
    }
    // A new weight goes with its key, so one sent again later (from the outbox, when this try gets
    // no answer) is stored once; it keeps the day it was weighed.
    const key = crypto.randomUUID();
    try {
      await add.mutateAsync({ params: { header: { 'Idempotency-Key': key } }, body });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      onSaved(monitorId);
    } catch (error) {
      // No connection: the weight waits on this device, shown on the monitor's screen.
      if (isNoAnswer(error) && (await outbox.queue({ key, kind: 'weight', monitorId, body }))) {
        onSaved(monitorId);
        return;
      }
      setProblem(describe(error));
    }
  }

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
            value={major}
            onChange={setMajor}
            minValue={0}
            hasStepper={false}
            isInvalid={problem.fields.weight !== undefined}
          />
          <NumberField
            label={intl.formatMessage(names.minor)}
            unit={names.minorUnit}
            value={minor}
            onChange={setMinor}
            minValue={0}
            maxValue={unit === 'imperial' ? 15.9 : 999}
            hasStepper={false}
            isInvalid={problem.fields.weight !== undefined}
          />
        </div>
        <DatePicker
          label={intl.formatMessage(m.measuredOn)}
          value={date}
          onChange={setDate}
          maxValue={todayDate}
          isRequired
          errorMessage={problem.fields.measured_on}
        />
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
