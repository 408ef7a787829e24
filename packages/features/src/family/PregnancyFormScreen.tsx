import { familyMutations, familyQueries, type Schema } from '@mat/api';
import { validatePregnancyDates } from '@mat/domain';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Heading,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  TextField,
  parseDate,
  type CalendarDate,
  SaveIcon,
} from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';
import { useTodayDate } from '../shared/useTodayDate';

type Pregnancy = Schema<'Pregnancy'>;

export interface PregnancyFormScreenProps {
  /** The pregnancy to change (/edit-pregnancy/{id}); leave out to add one (/add-pregnancy). */
  pregnancyId?: number;
  onSaved: (pregnancy: Pregnancy) => void;
}

/** /add-pregnancy and /edit-pregnancy/{id}: dated by the due date or the last period (clinical.md). */
export function PregnancyFormScreen({ pregnancyId, onSaved }: PregnancyFormScreenProps) {
  const { client } = useMat();
  const { text } = useErrorText();
  const existing = useQuery({
    ...familyQueries.getPregnancy(client, { params: { path: { id: pregnancyId ?? 0 } } }),
    enabled: pregnancyId !== undefined,
  });
  if (pregnancyId === undefined) return <PregnancyForm onSaved={onSaved} />;
  if (existing.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!existing.data) return <Skeleton lines={5} />;
  return <PregnancyForm pregnancy={existing.data} onSaved={onSaved} />;
}

function PregnancyForm({ pregnancy, onSaved }: { pregnancy?: Pregnancy; onSaved: (pregnancy: Pregnancy) => void }) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const [kind, setKind] = useState<'due' | 'lmp'>(pregnancy?.last_menstrual_period ? 'lmp' : 'due');
  const [date, setDate] = useState<CalendarDate | null>(() => {
    const value = pregnancy?.last_menstrual_period ?? pregnancy?.due_date;
    return value ? parseDate(value) : null;
  });
  const [conception, setConception] = useState<Pregnancy['conception_method']>(pregnancy?.conception_method ?? null);
  const [first, setFirst] = useState(pregnancy?.first_pregnancy ?? false);
  const [place, setPlace] = useState<Pregnancy['intended_birth_place']>(pregnancy?.intended_birth_place ?? null);
  const [placeName, setPlaceName] = useState(pregnancy?.birth_place_name ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const create = useMutation(familyMutations.createPregnancy(client));
  const update = useMutation(familyMutations.updatePregnancy(client));
  const todayDate = useTodayDate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const iso = date?.toString() ?? null;
    const dates = kind === 'lmp' ? { dueDate: null, lmp: iso } : { dueDate: iso, lmp: null };
    const errors = validatePregnancyDates(dates, todayDate.toString());
    if (Object.keys(errors).length > 0 || !iso) {
      const id = Object.values(errors)[0] ?? 'validation.required';
      return setProblem({ fields: { date: text(id) }, form: null });
    }
    const body = {
      due_date: dates.dueDate,
      last_menstrual_period: dates.lmp,
      conception_method: conception,
      first_pregnancy: first,
      intended_birth_place: place,
      birth_place_name: placeName.trim() || null,
    };
    try {
      const saved = pregnancy
        ? await update.mutateAsync({ params: { path: { id: pregnancy.id } }, body })
        : await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: ['family'] });
      onSaved(saved);
    } catch (failure) {
      const described = describe(failure);
      const dateError = described.fields.due_date ?? described.fields.last_menstrual_period;
      setProblem({ fields: dateError ? { date: dateError } : described.fields, form: described.form });
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(pregnancy ? m.editTitle : m.addTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <RadioGroup
          label={intl.formatMessage(m.dateKind)}
          value={kind}
          onChange={(value) => setKind(value as 'due' | 'lmp')}
        >
          <Radio value="due">{intl.formatMessage(m.byDueDate)}</Radio>
          <Radio value="lmp">{intl.formatMessage(m.byLmp)}</Radio>
        </RadioGroup>
        <DatePicker
          label={intl.formatMessage(kind === 'lmp' ? m.lmp : m.dueDate)}
          description={kind === 'lmp' ? intl.formatMessage(m.lmpHint) : undefined}
          value={date}
          onChange={setDate}
          maxValue={kind === 'lmp' ? todayDate : undefined}
          isRequired
          errorMessage={problem.fields.date}
        />
        <Select
          label={intl.formatMessage(m.conception)}
          selectedKey={conception}
          onSelectionChange={(key) => setConception(key as Pregnancy['conception_method'])}
          options={[
            { id: 'Natural', label: intl.formatMessage(m.natural) },
            { id: 'IVF', label: intl.formatMessage(m.ivf) },
            { id: 'IUI', label: intl.formatMessage(m.iui) },
          ]}
        />
        <Checkbox isSelected={first} onChange={setFirst}>
          {intl.formatMessage(m.firstPregnancy)}
        </Checkbox>
        <Select
          label={intl.formatMessage(m.birthPlace)}
          selectedKey={place}
          onSelectionChange={(key) => setPlace(key as Pregnancy['intended_birth_place'])}
          options={[
            { id: 'Hospital', label: intl.formatMessage(m.hospital) },
            { id: 'Birth Center', label: intl.formatMessage(m.birthCenter) },
            { id: 'Home', label: intl.formatMessage(m.home) },
            { id: 'Not Sure', label: intl.formatMessage(m.notSure) },
          ]}
        />
        <TextField
          label={intl.formatMessage(m.birthPlaceName)}
          value={placeName}
          onChange={setPlaceName}
          maxLength={120}
        />
        <Button
          icon={<SaveIcon />}
          type="submit"
          variant="primary"
          isFullWidth
          isPending={create.isPending || update.isPending}
        >
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
