import { familyMutations, type Schema } from '@mat/api';
import { poundsOuncesToGrams, validateBabyWeightGrams } from '@mat/domain';
import { Button, DatePicker, Form, Heading, NumberField, TextField, type CalendarDate, SaveIcon } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';
import { useTodayDate } from '../shared/useTodayDate';

export interface ReportBirthScreenProps {
  pregnancyId: number;
  onReported: (child: Schema<'Child'>) => void;
}

/** /report-birth/{pregnancyId}: the baby is added and linked to the pregnancy, which then ends. */
export function ReportBirthScreen({ pregnancyId, onReported }: ReportBirthScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const todayDate = useTodayDate();
  const [born, setBorn] = useState<CalendarDate | null>(todayDate);
  const [pounds, setPounds] = useState(NaN);
  const [ounces, setOunces] = useState(NaN);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
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
      await queryClient.invalidateQueries({ queryKey: ['family'] });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      onReported(child);
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.birthTitle)}</Heading>
      <Form
        onSubmit={submit}
        error={problem.form ?? problem.fields.birth_weight ?? null}
        validationBehavior="aria"
        className={screen.form}
      >
        <TextField
          label={intl.formatMessage(m.babyName)}
          value={firstName}
          onChange={setFirstName}
          isRequired
          maxLength={50}
          errorMessage={problem.fields.first_name}
        />
        <TextField
          label={intl.formatMessage(m.babyLastName)}
          value={lastName}
          onChange={setLastName}
          maxLength={50}
          errorMessage={problem.fields.last_name}
        />
        <DatePicker
          label={intl.formatMessage(m.birthDate)}
          value={born}
          onChange={setBorn}
          maxValue={todayDate}
          isRequired
          errorMessage={problem.fields.date_of_birth}
        />
        <div className={screen.actions}>
          <NumberField
            label={intl.formatMessage(m.pounds)}
            unit="lb"
            value={pounds}
            onChange={setPounds}
            minValue={0}
            hasStepper={false}
            isInvalid={problem.fields.birth_weight !== undefined}
          />
          <NumberField
            label={intl.formatMessage(m.ounces)}
            unit="oz"
            value={ounces}
            onChange={setOunces}
            minValue={0}
            maxValue={15.9}
            hasStepper={false}
            isInvalid={problem.fields.birth_weight !== undefined}
          />
        </div>
        <Button
          icon={<SaveIcon />}
          type="submit"
          variant="primary"
          isFullWidth
          isPending={createChild.isPending || link.isPending}
        >
          {intl.formatMessage(m.saveBirth)}
        </Button>
      </Form>
    </div>
  );
}
