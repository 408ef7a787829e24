import { familyMutations, familyQueries, type Schema } from '@mat/api';
import { Alert, Button, Form, Heading, Skeleton, TextArea, SaveIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';

export interface BirthPlanScreenProps {
  pregnancyId: number;
  onSaved: (pregnancyId: number) => void;
}

/** /pregnancy-medical-profile/{id}/create-birth-plan and /edit-birth-plan. */
export function BirthPlanScreen({ pregnancyId, onSaved }: BirthPlanScreenProps) {
  const { client } = useMat();
  const { text } = useErrorText();
  const pregnancy = useQuery(familyQueries.getPregnancy(client, { params: { path: { id: pregnancyId } } }));
  if (pregnancy.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (!pregnancy.data) return <Skeleton lines={4} />;
  return <BirthPlanForm pregnancy={pregnancy.data} onSaved={onSaved} />;
}

function BirthPlanForm({ pregnancy, onSaved }: { pregnancy: Schema<'Pregnancy'>; onSaved: (id: number) => void }) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const [wishes, setWishes] = useState(pregnancy.birth_plan?.wishes ?? '');
  const [people, setPeople] = useState(pregnancy.birth_plan?.support_people.join('\n') ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const save = useMutation(familyMutations.updateBirthPlan(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!wishes.trim()) return setProblem({ fields: { wishes: text('validation.required') }, form: null });
    try {
      await save.mutateAsync({
        params: { path: { id: pregnancy.id } },
        body: {
          wishes: wishes.trim(),
          support_people: people
            .split('\n')
            .map((p) => p.trim())
            .filter(Boolean),
        },
      });
      await queryClient.invalidateQueries({ queryKey: ['family'] });
      onSaved(pregnancy.id);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(pregnancy.birth_plan ? m.editBirthPlan : m.createBirthPlan)}</Heading>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <TextArea
          label={intl.formatMessage(m.wishes)}
          description={intl.formatMessage(m.wishesHint)}
          value={wishes}
          onChange={setWishes}
          maxLength={4000}
          isRequired
          errorMessage={problem.fields.wishes}
        />
        <TextArea label={intl.formatMessage(m.supportPeople)} value={people} onChange={setPeople} maxLength={500} />
        <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={save.isPending}>
          {intl.formatMessage(m.saveBirthPlan)}
        </Button>
      </Form>
    </div>
  );
}
