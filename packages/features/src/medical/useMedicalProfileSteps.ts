import { profileMutations, type Schema } from '@mat/api';
import { validatePhone, validateZip } from '@mat/domain';
import { useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useFormProblem } from '../shared/useFormProblem';
import { medicalProfileMessages as m } from './medicalProfile.messages';

export type Profile = Schema<'MedicalProfile'>;
export type ProviderRole = 'primary_care_provider' | 'obstetrician' | 'doula' | 'midwife' | 'pediatrician';
export const providerRoles: readonly ProviderRole[] = [
  'primary_care_provider',
  'obstetrician',
  'doula',
  'midwife',
  'pediatrician',
];

export const steps = [m.aboutYou, m.history, m.contact, m.providers, m.support] as const;
/** The fields each step saves, so one step's PUT never overwrites another's. */
const stepFields: readonly (readonly (keyof Profile)[])[] = [
  ['gender_identity', 'pronouns', 'sex_at_birth', 'race_ethnicity', 'birthday'],
  [
    'medical_conditions',
    'medical_conditions_description',
    'current_medications',
    'food_allergies',
    'drug_allergies',
    'dietary_preferences',
  ],
  ['home_address', 'insurance'],
  providerRoles,
  ['support_person'],
];

const blank = (value: string) => (value.trim() ? value.trim() : null);

/** Empty text becomes null and an address or insurance left blank is none at all. */
function normalized(key: keyof Profile, value: Profile[keyof Profile]) {
  if (typeof value === 'string') return blank(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, string | null>).map(
      ([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const,
    );
    if (entries.every(([, v]) => !v)) return null;
    if (providerRoles.includes(key as ProviderRole))
      return Object.fromEntries(entries.map(([k, v]) => [k, k === 'name' ? (v ?? '') : v || null]));
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * The medical profile's steps: a draft of the whole profile, the step she is on, and each step's
 * fields checked here, then saved on their own before the next step; leaving with changes unsaved
 * asks first.
 */
export function useMedicalProfileSteps(initial: Profile, onDone: () => void) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { problem, setProblem, text, describe } = useFormProblem();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Profile>(initial);
  const [saved, setSaved] = useState<Profile>(initial);
  const [leaving, setLeaving] = useState(false);
  const save = useMutation(profileMutations.updateMedicalProfile(client));
  const set = <K extends keyof Profile>(key: K, value: Profile[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const dirty = stepFields[step]!.some((key) => JSON.stringify(draft[key]) !== JSON.stringify(saved[key]));

  function checkStep(): Record<string, string> {
    const errors: Record<string, string> = {};
    if (step === 2) {
      const address = draft.home_address;
      if (address && Object.values(address).some((v) => v.trim()) && Object.values(address).some((v) => !v.trim()))
        errors.home_address = intl.formatMessage(m.allAddressFields);
      if (address?.zip.trim() && validateZip(address.zip)) errors.zip = text(validateZip(address.zip)!);
    }
    if (step === 3) {
      for (const role of providerRoles) {
        const phone = draft[role]?.phone;
        const id = phone ? validatePhone(phone) : null;
        if (id) errors[`${role}.phone`] = text(id);
      }
    }
    return errors;
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    const errors = checkStep();
    if (Object.keys(errors).length > 0) return setProblem({ fields: errors, form: null });
    const body = Object.fromEntries(stepFields[step]!.map((key) => [key, normalized(key, draft[key])]));
    try {
      const answer = await save.mutateAsync({ body });
      setSaved(answer);
      setDraft(answer);
      setProblem({ fields: {}, form: null });
      if (step === steps.length - 1) {
        await queryClient.invalidateQueries({ queryKey: ['profile'] });
        toast.show(intl.formatMessage(m.saved), { tone: 'success' });
        onDone();
      } else setStep(step + 1);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return {
    step,
    draft,
    saved,
    problem,
    leaving,
    setLeaving,
    isSaving: save.isPending,
    isLast: step === steps.length - 1,
    set,
    next,
    /** Back a step, or cancel: either asks first when this step has changes unsaved. */
    back: () => (dirty ? setLeaving(true) : setStep(step - 1)),
    cancel: () => (dirty ? setLeaving(true) : onDone()),
    discard: () => {
      setDraft(saved);
      onDone();
    },
  };
}
