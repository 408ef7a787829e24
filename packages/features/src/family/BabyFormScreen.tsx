import { familyQueries, type Schema } from '@mat/api';
import { Alert, Button, DatePicker, Form, Heading, Select, Skeleton, Switch, TextField, SaveIcon } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { medicalProfileMessages as mp } from '../medical/medicalProfile.messages';
import { babyMessages as m } from './baby.messages';
import { BabyBirthFields } from './BabyBirthFields';
import { useBabyForm } from './useBabyForm';
import { useTodayDate } from '../shared/useTodayDate';

type Child = Schema<'Child'>;

export interface BabyFormScreenProps {
  /** The baby to change (/edit-baby/{id}); leave out to add one (/add-baby). */
  childId?: number;
  onSaved: (child: Child) => void;
}

/** /add-baby and /edit-baby/{id}: every field of spec section 3's Child. */
export function BabyFormScreen({ childId, onSaved }: BabyFormScreenProps) {
  const { client } = useMat();
  const { text } = useErrorText();
  const child = useQuery({
    ...familyQueries.getChild(client, { params: { path: { id: childId ?? 0 } } }),
    enabled: childId !== undefined,
  });
  if (childId === undefined) return <BabyForm onSaved={onSaved} />;
  if (child.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!child.data) return <Skeleton lines={6} />;
  return <BabyForm child={child.data} onSaved={onSaved} />;
}

function BabyForm({ child, onSaved }: { child?: Child; onSaved: (child: Child) => void }) {
  const intl = useIntl();
  const { draft, set, problem, submit, isSaving } = useBabyForm(child, onSaved);
  const todayDate = useTodayDate();

  const options = <T extends string>(pairs: [T, string][]) => pairs.map(([id, label]) => ({ id, label }));
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(child ? m.editTitle : m.addTitle)}</Heading>
      <Form
        onSubmit={submit}
        error={problem.form ?? problem.fields.birth_weight ?? null}
        validationBehavior="aria"
        className={screen.form}
      >
        <TextField
          label={intl.formatMessage(m.firstName)}
          value={draft.firstName}
          onChange={set('firstName')}
          isRequired
          maxLength={50}
          errorMessage={problem.fields.first_name}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          value={draft.lastName}
          onChange={set('lastName')}
          maxLength={50}
          errorMessage={problem.fields.last_name}
        />
        <Select
          label={intl.formatMessage(m.sex)}
          selectedKey={draft.sex}
          onSelectionChange={(key) => set('sex')(key as Child['sex'])}
          options={options([
            ['female', intl.formatMessage(mp.female)],
            ['male', intl.formatMessage(mp.male)],
            ['intersex', intl.formatMessage(mp.intersex)],
            ['unknown', intl.formatMessage(mp.unknown)],
          ])}
        />
        <Switch isSelected={draft.born} onChange={set('born')}>
          {intl.formatMessage(m.born)}
        </Switch>
        <DatePicker
          label={intl.formatMessage(draft.born ? m.dateOfBirth : m.dueDate)}
          value={draft.date}
          onChange={set('date')}
          isRequired
          maxValue={draft.born ? todayDate : undefined}
          minValue={draft.born ? undefined : todayDate}
          errorMessage={problem.fields.date ?? problem.fields.date_of_birth ?? problem.fields.due_date}
        />
        {draft.born && <BabyBirthFields draft={draft} set={set} />}
        <Select
          label={intl.formatMessage(m.conception)}
          selectedKey={draft.conception}
          onSelectionChange={(key) => set('conception')(key as Child['conception'])}
          options={options([
            ['Natural', intl.formatMessage(m.natural)],
            ['Adoption', intl.formatMessage(m.adoption)],
            ['Surrogacy', intl.formatMessage(m.surrogacy)],
          ])}
        />
        <TextField
          label={intl.formatMessage(m.pediatrician)}
          value={draft.pediatrician}
          onChange={set('pediatrician')}
          maxLength={100}
        />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={isSaving}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </div>
  );
}
