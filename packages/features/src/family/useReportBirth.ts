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
  const { problem, setProblem, refuse, describe } = useFormProblem();
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
    const weighed = !Number.isNaN(pounds) || !Number.isNaN(ounces);
    const weight = weighed ? { lb: Number.isNaN(pounds) ? 0 : pounds, oz: Number.isNaN(ounces) ? 0 : ounces } : null;
    const refused = refuse({
      first_name: firstName.trim() ? null : 'validation.required',
      date_of_birth: born ? null : 'validation.required',
      birth_weight: weight ? validateBabyWeightGrams(poundsOuncesToGrams(weight.lb, weight.oz)) : null,
    });
    if (refused) return;
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
