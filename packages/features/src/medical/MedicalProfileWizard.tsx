import { profileQueries, referenceQueries, type Schema } from '@mat/api';
import {
  Alert,
  AlertDialog,
  Button,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  DatePicker,
  Form,
  Heading,
  PhoneField,
  Select,
  Skeleton,
  Stepper,
  Text,
  TextArea,
  TextField,
  parseDate,
  type CalendarDate,
  SaveIcon,
} from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { conditionMessages, dietMessages, medicalProfileMessages as m, raceMessages } from './medicalProfile.messages';
import { providerRoles, steps, useMedicalProfileSteps, type Profile } from './useMedicalProfileSteps';

type Provider = Schema<'CareProvider'>;
const roleLabel = {
  primary_care_provider: m.primaryCareProvider,
  obstetrician: m.obstetrician,
  doula: m.doula,
  midwife: m.midwife,
  pediatrician: m.pediatrician,
};

export interface MedicalProfileWizardProps {
  onDone: () => void;
}

/** /add-medical-profile and /medical-record/medical-history/edit: 'Step {number} of {count}', each step saved. */
export function MedicalProfileWizard({ onDone }: MedicalProfileWizardProps) {
  const { client } = useMat();
  const { text } = useErrorText();
  const profile = useQuery(profileQueries.getMedicalProfile(client));
  if (profile.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!profile.data) return <Skeleton lines={6} />;
  return <Wizard initial={profile.data} onDone={onDone} />;
}

function Wizard({ initial, onDone }: { initial: Profile; onDone: () => void }) {
  const intl = useIntl();
  const { step, draft, problem, leaving, setLeaving, isSaving, isLast, set, next, back, cancel, discard } =
    useMedicalProfileSteps(initial, onDone);

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <Stepper number={step + 1} count={steps.length} />
      <Form
        onSubmit={next}
        error={problem.form ?? problem.fields.home_address ?? null}
        validationBehavior="aria"
        className={screen.form}
      >
        <Heading level={2}>{intl.formatMessage(steps[step]!)}</Heading>
        {step === 0 && <AboutYou draft={draft} set={set} />}
        {step === 1 && <History draft={draft} set={set} />}
        {step === 2 && <Contact draft={draft} set={set} zipError={problem.fields.zip} />}
        {step === 3 &&
          providerRoles.map((role) => (
            <ProviderFields
              key={role}
              legend={intl.formatMessage(roleLabel[role])}
              value={draft[role]}
              onChange={(value) => set(role, value)}
              phoneError={problem.fields[`${role}.phone`]}
            />
          ))}
        {step === 4 && (
          <TextField
            label={intl.formatMessage(m.supportPerson)}
            value={draft.support_person ?? ''}
            onChange={(v) => set('support_person', v)}
            maxLength={100}
          />
        )}
        <div className={screen.actions}>
          <Button icon={<SaveIcon />} type="submit" variant="primary" isPending={isSaving}>
            {intl.formatMessage(isLast ? m.finish : m.next)}
          </Button>
          {step > 0 && (
            <Button variant="secondary" onPress={back}>
              {intl.formatMessage(m.back)}
            </Button>
          )}
          <Button variant="tertiary" onPress={cancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </Form>
      <AlertDialog
        isOpen={leaving}
        onOpenChange={setLeaving}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.keepEditing)}
        onConfirm={discard}
      >
        {intl.formatMessage(m.discardBody)}
      </AlertDialog>
    </div>
  );
}

type StepProps = { draft: Profile; set: <K extends keyof Profile>(key: K, value: Profile[K]) => void };

function AboutYou({ draft, set }: StepProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(m.genderIdentity)}
        value={draft.gender_identity ?? ''}
        onChange={(v) => set('gender_identity', v)}
        maxLength={60}
      />
      <TextField
        label={intl.formatMessage(m.pronouns)}
        value={draft.pronouns ?? ''}
        onChange={(v) => set('pronouns', v)}
        maxLength={40}
      />
      <Select
        label={intl.formatMessage(m.sexAtBirth)}
        selectedKey={draft.sex_at_birth}
        onSelectionChange={(key) => set('sex_at_birth', key as Profile['sex_at_birth'])}
        options={(['female', 'male', 'intersex', 'unknown'] as const).map((id) => ({
          id,
          label: intl.formatMessage(m[id]),
        }))}
      />
      <CheckboxGroup
        label={intl.formatMessage(m.raceEthnicity)}
        value={draft.race_ethnicity}
        onChange={(v) => set('race_ethnicity', v)}
      >
        {Object.entries(raceMessages).map(([key, message]) => (
          <Checkbox key={key} value={key}>
            {intl.formatMessage(message)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <DatePicker
        label={intl.formatMessage(m.birthday)}
        value={draft.birthday ? parseDate(draft.birthday) : null}
        onChange={(d: CalendarDate | null) => set('birthday', d ? d.toString() : null)}
      />
    </>
  );
}

function History({ draft, set }: StepProps) {
  const intl = useIntl();
  return (
    <>
      <CheckboxGroup
        label={intl.formatMessage(m.conditions)}
        value={draft.medical_conditions}
        onChange={(v) => set('medical_conditions', v as Profile['medical_conditions'])}
      >
        {Object.entries(conditionMessages).map(([condition, message]) => (
          <Checkbox key={condition} value={condition}>
            {intl.formatMessage(message)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextArea
        label={intl.formatMessage(m.conditionsDescription)}
        value={draft.medical_conditions_description ?? ''}
        maxLength={2000}
        onChange={(v) => set('medical_conditions_description', v)}
      />
      <TextArea
        label={intl.formatMessage(m.medications)}
        value={draft.current_medications ?? ''}
        maxLength={2000}
        onChange={(v) => set('current_medications', v)}
      />
      <TextField
        label={intl.formatMessage(m.foodAllergies)}
        value={draft.food_allergies ?? ''}
        maxLength={500}
        onChange={(v) => set('food_allergies', v)}
      />
      <TextField
        label={intl.formatMessage(m.drugAllergies)}
        value={draft.drug_allergies ?? ''}
        maxLength={500}
        onChange={(v) => set('drug_allergies', v)}
      />
      <CheckboxGroup
        label={intl.formatMessage(m.diet)}
        value={draft.dietary_preferences}
        onChange={(v) => set('dietary_preferences', v)}
      >
        {Object.entries(dietMessages).map(([key, message]) => (
          <Checkbox key={key} value={key}>
            {intl.formatMessage(message)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  );
}

function Contact({ draft, set, zipError }: StepProps & { zipError?: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const states = useQuery(referenceQueries.listStates(client, { params: { path: { product: 'matrona' } } }));
  const address = draft.home_address ?? { street: '', city: '', state: '', zip: '' };
  const insurance = draft.insurance ?? { provider: '', member_id: '' };
  const setAddress = (part: Partial<typeof address>) => set('home_address', { ...address, ...part });
  const setInsurance = (part: Partial<typeof insurance>) => set('insurance', { ...insurance, ...part });
  return (
    <>
      <Fieldset legend={intl.formatMessage(m.homeAddress)}>
        <TextField
          label={intl.formatMessage(m.street)}
          autoComplete="street-address"
          value={address.street}
          onChange={(street) => setAddress({ street })}
          maxLength={200}
        />
        <TextField
          label={intl.formatMessage(m.city)}
          autoComplete="address-level2"
          value={address.city}
          onChange={(city) => setAddress({ city })}
          maxLength={100}
        />
        <ComboBox
          label={intl.formatMessage(m.state)}
          options={(states.data ?? []).map((s) => ({ id: s.code, label: s.name }))}
          selectedKey={address.state || null}
          onSelectionChange={(key) => setAddress({ state: key ? String(key) : '' })}
        />
        <TextField
          label={intl.formatMessage(m.zip)}
          autoComplete="postal-code"
          inputMode="numeric"
          value={address.zip}
          onChange={(zip) => setAddress({ zip })}
          maxLength={5}
          errorMessage={zipError}
        />
      </Fieldset>
      <Fieldset legend={intl.formatMessage(m.insurance)}>
        <TextField
          label={intl.formatMessage(m.insuranceProvider)}
          value={insurance.provider}
          onChange={(provider) => setInsurance({ provider })}
          maxLength={120}
        />
        <TextField
          label={intl.formatMessage(m.memberId)}
          value={insurance.member_id}
          onChange={(member_id) => setInsurance({ member_id })}
          maxLength={60}
        />
      </Fieldset>
    </>
  );
}

function ProviderFields({
  legend,
  value,
  onChange,
  phoneError,
}: {
  legend: string;
  value: Provider | null;
  onChange: (value: Provider) => void;
  phoneError?: string;
}) {
  const intl = useIntl();
  const current = value ?? { name: '', organization: null, phone: null };
  return (
    <Fieldset legend={legend}>
      <TextField
        label={intl.formatMessage(m.providerName)}
        value={current.name}
        onChange={(name) => onChange({ ...current, name })}
        maxLength={100}
      />
      <TextField
        label={intl.formatMessage(m.providerOrganization)}
        value={current.organization ?? ''}
        onChange={(organization) => onChange({ ...current, organization })}
        maxLength={120}
      />
      <PhoneField
        label={intl.formatMessage(m.providerPhone)}
        value={current.phone ?? ''}
        onChange={(phone) => onChange({ ...current, phone })}
        errorMessage={phoneError}
      />
    </Fieldset>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={screen.form}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
