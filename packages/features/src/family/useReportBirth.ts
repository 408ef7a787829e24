// Reporting a birth: the baby is added (a name, the day, a weight in pounds and ounces if weighed),
// then linked to the pregnancy, which ends with it.
import { familyMutations, type Schema } from '@mat/api';
import { poundsOuncesToGrams, validateBabyWeightGrams } from '@mat/domain';
import type { CalendarDate } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../provider/MatContext';
import { useFormProblem } from '../shared/useFormProblem';
import { useTodayDate } from '../shared/useTodayDate';
import { useBabySaved } from './useBabyForm';

export function useReportBirth(pregnancyId: number, onReported: (child: Schema<'Child'>) => void) {
  const { client } = useMat();
  const babySaved = useBabySaved();
  const { problem, setProblem, text, describe } = useFormProblem();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const todayDate = useTodayDate();
  const [born, setBorn] = useState<CalendarDate | null>(todayDate);
  const [pounds, setPounds] = useState(NaN);
  const [ounces, setOunces] = useState(NaN);
  const createChild = useMutation(familyMutations.createChild(client));
  const link = useMutation(familyMutations.linkPregnancyToChild(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!firstName.trim()) fields.first_name = text('validation.required');
    if (!born) fields.date_of_birth = text('validation.required');
    const weighed = !Number.isNaN(pounds) || !Number.isNaN(ounces);
    const weight = weighed ? { lb: Number.isNaN(pounds) ? 0 : pounds, oz: Number.isNaN(ounces) ? 0 : ounces } : null;
    const weightError = weight ? validateBabyWeightGrams(poundsOuncesToGrams(weight.lb, weight.oz)) : null;
    if (weightError) fields.birth_weight = text(weightError);
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    try {
      const child = await createChild.mutateAsync({
        body: {
          first_name: firstName.trim(),
          last_name: lastName.trim() || null,
          date_of_birth: born!.toString(),
          birth_weight: weight,
        },
      });
      await link.mutateAsync({
        params: { path: { pregnancy: pregnancyId, child: child.id } },
        body: { reason: 'birth' },
      });
      await babySaved();
      onReported(child);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return {
    values: { firstName, lastName, born, pounds, ounces },
    setFirstName,
    setLastName,
    setBorn,
    setPounds,
    setOunces,
    todayDate,
    problem,
    submit,
    isSaving: createChild.isPending || link.isPending,
  };
}
