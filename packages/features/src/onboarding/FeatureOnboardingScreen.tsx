import { profileMutations, type Schema } from '@mat/api';
import { Button, Checkbox, CheckboxGroup, Form, Heading, Text, ContinueIcon } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { featureOnboardingMessages as m } from './FeatureOnboardingScreen.messages';

type ProgramId = Schema<'ProgramId'>;
const programs: [ProgramId, keyof typeof m][] = [
  ['nursing', 'nursing'],
  ['infant_feeding', 'infantFeeding'],
  ['doula_care', 'doulaCare'],
  ['mental_health', 'mentalHealth'],
  ['nutrition', 'nutrition'],
  ['care_coordination', 'careCoordination'],
];

export interface FeatureOnboardingScreenProps {
  onDone: () => void;
}

/**
 * /feature-onboarding: what the app offers, and what the patient wants help with. Finishing it sets
 * feature_onboarding_finished_at, after which the route leads to the dashboard (spec 2).
 */
export function FeatureOnboardingScreen({ onDone }: FeatureOnboardingScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { setUser } = useSession();
  const { describe } = useErrorText();
  const [interests, setInterests] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const saveData = useMutation(profileMutations.saveFeatureOnboardingData(client));
  const finish = useMutation(profileMutations.finishFeatureOnboarding(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await saveData.mutateAsync({ body: { walkthroughs: ['featureTour'], interests: interests as ProgramId[] } });
      setUser(await finish.mutateAsync({}));
      onDone();
    } catch (failure) {
      setError(describe(failure).form);
    }
  }

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <ul>
        <li>
          <Text>{intl.formatMessage(m.today)}</Text>
        </li>
        <li>
          <Text>{intl.formatMessage(m.careTeam)}</Text>
        </li>
        <li>
          <Text>{intl.formatMessage(m.monitors)}</Text>
        </li>
      </ul>
      <Form onSubmit={submit} error={error} validationBehavior="aria" className={styles.form}>
        <CheckboxGroup label={intl.formatMessage(m.interests)} value={interests} onChange={setInterests}>
          {programs.map(([id, message]) => (
            <Checkbox key={id} value={id}>
              {intl.formatMessage(m[message])}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Button
          icon={<ContinueIcon />}
          type="submit"
          variant="primary"
          isFullWidth
          isPending={saveData.isPending || finish.isPending}
        >
          {intl.formatMessage(m.start)}
        </Button>
      </Form>
    </div>
  );
}
