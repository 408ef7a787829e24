import { familyQueries, type Schema } from '@mat/api';
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
  SaveIcon,
} from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';
import { usePregnancyForm } from './usePregnancyForm';

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
  const { values, todayDate, problem, submit, isSaving, ...set } = usePregnancyForm(pregnancy, onSaved);
  const { kind, date, conception, first, place, placeName } = values;

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(pregnancy ? m.editTitle : m.addTitle)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <RadioGroup
          label={intl.formatMessage(m.dateKind)}
          value={kind}
          onChange={(value) => set.setKind(value as 'due' | 'lmp')}
        >
          <Radio value="due">{intl.formatMessage(m.byDueDate)}</Radio>
          <Radio value="lmp">{intl.formatMessage(m.byLmp)}</Radio>
        </RadioGroup>
        <DatePicker
          label={intl.formatMessage(kind === 'lmp' ? m.lmp : m.dueDate)}
          description={kind === 'lmp' ? intl.formatMessage(m.lmpHint) : undefined}
          value={date}
          onChange={set.setDate}
          maxValue={kind === 'lmp' ? todayDate : undefined}
          isRequired
          errorMessage={problem.fields.date}
        />
        <Select
          label={intl.formatMessage(m.conception)}
          selectedKey={conception}
          onSelectionChange={(key) => set.setConception(key as Pregnancy['conception_method'])}
          options={[
            { id: 'Natural', label: intl.formatMessage(m.natural) },
            { id: 'IVF', label: intl.formatMessage(m.ivf) },
            { id: 'IUI', label: intl.formatMessage(m.iui) },
          ]}
        />
        <Checkbox isSelected={first} onChange={set.setFirst}>
          {intl.formatMessage(m.firstPregnancy)}
        </Checkbox>
        <Select
          label={intl.formatMessage(m.birthPlace)}
          selectedKey={place}
          onSelectionChange={(key) => set.setPlace(key as Pregnancy['intended_birth_place'])}
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
          onChange={set.setPlaceName}
          maxLength={120}
        />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={isSaving}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
