import { familyMutations, familyQueries } from '@mat/api';
import { Button, Form, Heading, Radio, RadioGroup, Skeleton, Text, SaveIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { babyMessages as m } from './baby.messages';

export interface ConnectPregnancyScreenProps {
  childId: number;
  /** Why they are linked (the spec's {reason}), e.g. birth. */
  reason: string;
  onConnected: (childId: number) => void;
}

/** /connect-pregnancy/{childId}/{reason}: links a baby to one of the pregnancies still going on. */
export function ConnectPregnancyScreen({ childId, reason, onConnected }: ConnectPregnancyScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text, describe } = useErrorText();
  const pregnancies = useQuery(familyQueries.listPregnancies(client));
  const link = useMutation(familyMutations.linkPregnancyToChild(client));
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!pregnancies.data) return <Skeleton lines={3} />;
  const ongoing = pregnancies.data.filter((p) => p.loss_report === null && p.child_id === null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked) return setProblem(text('validation.pickOneOption'));
    try {
      await link.mutateAsync({ params: { path: { pregnancy: Number(picked), child: childId } }, body: { reason } });
      await queryClient.invalidateQueries({ queryKey: ['family'] });
      onConnected(childId);
    } catch (failure) {
      setProblem(describe(failure).form);
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.connectTitle)}</Heading>
      <Text>{intl.formatMessage(m.connectIntro)}</Text>
      {ongoing.length === 0 ? (
        <Text>{intl.formatMessage(m.noPregnancies)}</Text>
      ) : (
        <Form onSubmit={submit} error={problem} validationBehavior="aria" className={screen.form}>
          <RadioGroup label={intl.formatMessage(m.connectTitle)} value={picked} onChange={setPicked}>
            {ongoing.map((p) => (
              <Radio key={p.id} value={String(p.id)}>
                {intl.formatMessage(m.pregnancyDue, {
                  date: intl.formatDate(p.due_date ?? '', { dateStyle: 'long', timeZone: 'UTC' }),
                })}
              </Radio>
            ))}
          </RadioGroup>
          <Button icon={<SaveIcon />} type="submit" variant="primary" isPending={link.isPending}>
            {intl.formatMessage(m.connectSave)}
          </Button>
        </Form>
      )}
    </div>
  );
}
