// Adding or changing a pregnancy: dated by the due date or the last period (clinical.md), the
// dates checked by @mat/domain before saving, a refused date told beside the one date field.
import { familyMutations, type Schema } from '@mat/api';
import { validatePregnancyDates } from '@mat/domain';
import { parseDate, type CalendarDate } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../provider/MatContext';
import { useFormProblem } from '../shared/useFormProblem';
import { useTodayDate } from '../shared/useTodayDate';

type Pregnancy = Schema<'Pregnancy'>;

export function usePregnancyForm(pregnancy: Pregnancy | undefined, onSaved: (pregnancy: Pregnancy) => void) {
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { problem, setProblem, text, describe } = useFormProblem();
  const [kind, setKind] = useState<'due' | 'lmp'>(pregnancy?.last_menstrual_period ? 'lmp' : 'due');
  const [date, setDate] = useState<CalendarDate | null>(() => {
    const value = pregnancy?.last_menstrual_period ?? pregnancy?.due_date;
    return value ? parseDate(value) : null;
  });
  const [conception, setConception] = useState<Pregnancy['conception_method']>(pregnancy?.conception_method ?? null);
  const [first, setFirst] = useState(pregnancy?.first_pregnancy ?? false);
  const [place, setPlace] = useState<Pregnancy['intended_birth_place']>(pregnancy?.intended_birth_place ?? null);
  const [placeName, setPlaceName] = useState(pregnancy?.birth_place_name ?? '');
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

  return {
    values: { kind, date, conception, first, place, placeName },
    setKind,
    setDate,
    setConception,
    setFirst,
    setPlace,
    setPlaceName,
    todayDate,
    problem,
    submit,
    isSaving: create.isPending || update.isPending,
  };
}
