import { familyMutations, familyQueries, type Schema } from '@mat/api';
import { poundsOuncesToGrams, validateBabyWeightGrams } from '@mat/domain';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Heading,
  NumberField,
  Select,
  Skeleton,
  Switch,
  TextArea,
  TextField,
  getLocalTimeZone,
  parseDate,
  today,
  type CalendarDate,
  SaveIcon,
} from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { medicalProfileMessages as mp } from '../medical/medicalProfile.messages';
import { babyMessages as m } from './baby.messages';
import { pregnancyMessages as pm } from './pregnancy.messages';

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
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const [firstName, setFirstName] = useState(child?.first_name ?? '');
  const [lastName, setLastName] = useState(child?.last_name ?? '');
  const [sex, setSex] = useState<Child['sex']>(child?.sex ?? null);
  const [born, setBorn] = useState(child ? child.date_of_birth !== null : true);
  const [date, setDate] = useState<CalendarDate | null>(() => {
    const value = child?.date_of_birth ?? child?.due_date;
    return value ? parseDate(value) : null;
  });
  const [pounds, setPounds] = useState(child?.birth_weight?.lb ?? NaN);
  const [ounces, setOunces] = useState(child?.birth_weight?.oz ?? NaN);
  const [bornAt, setBornAt] = useState<Child['born_at']>(child?.born_at ?? null);
  const [feeding, setFeeding] = useState<Child['feeding_method']>(child?.feeding_method ?? null);
  const [conception, setConception] = useState<Child['conception']>(child?.conception ?? null);
  const [complications, setComplications] = useState(child?.complications.join('\n') ?? '');
  const [pumpType, setPumpType] = useState(child?.pump_type ?? '');
  const [delivery, setDelivery] = useState<Child['delivery_method']>(child?.delivery_method ?? null);
  const [location, setLocation] = useState(child?.delivery_location ?? '');
  const [pediatrician, setPediatrician] = useState(child?.pediatrician?.name ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const create = useMutation(familyMutations.createChild(client));
  const update = useMutation(familyMutations.updateChild(client));
  const todayDate = today(getLocalTimeZone());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!firstName.trim()) fields.first_name = text('validation.required');
    if (!date) fields.date = text('validation.required');
    const weighed = born && (!Number.isNaN(pounds) || !Number.isNaN(ounces));
    const weight = weighed ? { lb: Number.isNaN(pounds) ? 0 : pounds, oz: Number.isNaN(ounces) ? 0 : ounces } : null;
    const weightError = weight ? validateBabyWeightGrams(poundsOuncesToGrams(weight.lb, weight.oz)) : null;
    if (weightError) fields.birth_weight = text(weightError);
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    const body = {
      first_name: firstName.trim(),
      last_name: lastName.trim() || null,
      sex,
      date_of_birth: born ? date!.toString() : null,
      due_date: born ? (child?.due_date ?? null) : date!.toString(),
      birth_weight: weight,
      born_at: born ? bornAt : null,
      feeding_method: feeding,
      conception,
      complications: complications
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean),
      pump_type: pumpType.trim() || null,
      pediatrician: pediatrician.trim()
        ? {
            name: pediatrician.trim(),
            organization: child?.pediatrician?.organization ?? null,
            phone: child?.pediatrician?.phone ?? null,
          }
        : null,
      delivery_method: born ? delivery : null,
      delivery_location: born ? location.trim() || null : null,
    };
    try {
      const saved = child
        ? await update.mutateAsync({ params: { path: { id: child.id } }, body })
        : await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: ['family'] });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      onSaved(saved);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

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
          value={firstName}
          onChange={setFirstName}
          isRequired
          maxLength={50}
          errorMessage={problem.fields.first_name}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          value={lastName}
          onChange={setLastName}
          maxLength={50}
          errorMessage={problem.fields.last_name}
        />
        <Select
          label={intl.formatMessage(m.sex)}
          selectedKey={sex}
          onSelectionChange={(key) => setSex(key as Child['sex'])}
          options={options([
            ['female', intl.formatMessage(mp.female)],
            ['male', intl.formatMessage(mp.male)],
            ['intersex', intl.formatMessage(mp.intersex)],
            ['unknown', intl.formatMessage(mp.unknown)],
          ])}
        />
        <Switch isSelected={born} onChange={setBorn}>
          {intl.formatMessage(m.born)}
        </Switch>
        <DatePicker
          label={intl.formatMessage(born ? m.dateOfBirth : m.dueDate)}
          value={date}
          onChange={setDate}
          isRequired
          maxValue={born ? todayDate : undefined}
          minValue={born ? undefined : todayDate}
          errorMessage={problem.fields.date ?? problem.fields.date_of_birth ?? problem.fields.due_date}
        />
        {born && (
          <>
            <div className={screen.actions}>
              <NumberField
                label={intl.formatMessage(m.pounds)}
                unit="lb"
                value={pounds}
                onChange={setPounds}
                minValue={0}
                hasStepper={false}
              />
              <NumberField
                label={intl.formatMessage(m.ounces)}
                unit="oz"
                value={ounces}
                onChange={setOunces}
                minValue={0}
                maxValue={15.9}
                hasStepper={false}
              />
            </div>
            <Select
              label={intl.formatMessage(m.bornAt)}
              selectedKey={bornAt}
              onSelectionChange={(key) => setBornAt(key as Child['born_at'])}
              options={options([
                ['Hospital', intl.formatMessage(pm.hospital)],
                ['Birth Center', intl.formatMessage(pm.birthCenter)],
                ['Home', intl.formatMessage(pm.home)],
                ['Not Sure', intl.formatMessage(pm.notSure)],
              ])}
            />
            <Select
              label={intl.formatMessage(m.delivery)}
              selectedKey={delivery}
              onSelectionChange={(key) => setDelivery(key as Child['delivery_method'])}
              options={options([
                ['vaginal', intl.formatMessage(m.vaginal)],
                ['cesarean', intl.formatMessage(m.cesarean)],
                ['complicated_vaginal', intl.formatMessage(m.complicatedVaginal)],
                ['vbac', intl.formatMessage(m.vbac)],
                ['repeat_cesarean', intl.formatMessage(m.repeatCesarean)],
              ])}
            />
            <TextField
              label={intl.formatMessage(m.deliveryLocation)}
              value={location}
              onChange={setLocation}
              maxLength={120}
            />
            <Select
              label={intl.formatMessage(m.feeding)}
              selectedKey={feeding}
              onSelectionChange={(key) => setFeeding(key as Child['feeding_method'])}
              options={options([
                ['Human Milk', intl.formatMessage(m.humanMilk)],
                ['Expressed Milk', intl.formatMessage(m.expressedMilk)],
                ['Formula', intl.formatMessage(m.formula)],
                ['Donor Milk', intl.formatMessage(m.donorMilk)],
              ])}
            />
            <TextField label={intl.formatMessage(m.pumpType)} value={pumpType} onChange={setPumpType} maxLength={80} />
            <TextArea
              label={intl.formatMessage(m.complications)}
              value={complications}
              onChange={setComplications}
              maxLength={1000}
            />
          </>
        )}
        <Select
          label={intl.formatMessage(m.conception)}
          selectedKey={conception}
          onSelectionChange={(key) => setConception(key as Child['conception'])}
          options={options([
            ['Natural', intl.formatMessage(m.natural)],
            ['Adoption', intl.formatMessage(m.adoption)],
            ['Surrogacy', intl.formatMessage(m.surrogacy)],
          ])}
        />
        <TextField
          label={intl.formatMessage(m.pediatrician)}
          value={pediatrician}
          onChange={setPediatrician}
          maxLength={100}
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
