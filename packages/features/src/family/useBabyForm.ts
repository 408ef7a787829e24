// Adding or changing a baby: the draft of the form, what is wrong with it, and saving it.
import { familyMutations, type Schema } from '@mat/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../provider/MatContext';
import { useFormProblem } from '../shared/useFormProblem';
import { childBody, draftOf, draftProblems, type BabyDraft } from './babyDraft';

type Child = Schema<'Child'>;

/** A baby added or changed shows in the family's screens and in the monitors' (a weight is a baby's): both are read again. */
export function useBabySaved() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['family'] });
    await queryClient.invalidateQueries({ queryKey: ['monitors'] });
  };
}

export function useBabyForm(child: Child | undefined, onSaved: (child: Child) => void) {
  const { client } = useMat();
  const babySaved = useBabySaved();
  const { problem, setProblem, refuse, describe } = useFormProblem();
  const [draft, setDraft] = useState(() => draftOf(child));
  const set =
    <K extends keyof BabyDraft>(name: K) =>
    (value: BabyDraft[K]) =>
      setDraft((current) => ({ ...current, [name]: value }));
  const create = useMutation(familyMutations.createChild(client));
  const update = useMutation(familyMutations.updateChild(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (refuse(draftProblems(draft))) return;
    const body = childBody(draft, child);
    try {
      const saved = child
        ? await update.mutateAsync({ params: { path: { id: child.id } }, body })
        : await create.mutateAsync({ body });
      await babySaved();
      onSaved(saved);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return { draft, set, problem, submit, isSaving: create.isPending || update.isPending };
}
