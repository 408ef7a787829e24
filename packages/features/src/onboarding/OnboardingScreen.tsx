import { profileMutations, type Schema } from '@mat/api';
import { Alert, Button, Heading, Text, ContinueIcon, WelcomeIllustration } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { onboardingMessages as m } from './OnboardingScreen.messages';

type PatientStatus = Schema<'PatientStatus'>;
export const patientStatuses = ['expecting', 'postpartum', 'parenting'] as const satisfies readonly PatientStatus[];

export interface OnboardingScreenProps {
  /** After the status is saved (onboarding_version 1: the status is all it asks). */
  onDone: () => void;
  /**
   * onboarding_version 2: the status chosen is not saved here but carried to the next page
   * (/onboarding/{status}), which saves it with the rest of the answers.
   */
  onChosen?: (status: PatientStatus) => void;
}

/**
 * /onboarding and /onboarding/status: one press on the status that fits. In version 1 it saves it
 * (POST /patient/profile/status), and saving a status leads to the dashboard (spec section 4,
 * "Onboarding"); in version 2 it leads to the page asking the dates that go with it.
 */
export function OnboardingScreen({ onDone, onChosen }: OnboardingScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { setUser } = useSession();
  const { describe } = useErrorText();
  const legendId = useId();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(profileMutations.savePatientStatus(client));

  async function choose(status: PatientStatus) {
    if (onChosen) return onChosen(status);
    setError(null);
    try {
      setUser(await save.mutateAsync({ body: { status } }));
      onDone();
    } catch (failure) {
      setError(describe(failure).form);
    }
  }

  return (
    <div className={styles.screen}>
      <div className={styles.illustration}>
        <WelcomeIllustration />
      </div>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text tone="muted">{intl.formatMessage(m.help)}</Text>
      {error && (
        <Alert tone="danger" isLive>
          {error}
        </Alert>
      )}
      <div role="group" aria-labelledby={legendId} className={styles.form}>
        <Text id={legendId} weight="bold">
          {intl.formatMessage(m.legend)}
        </Text>
        {patientStatuses.map((status) => (
          <Button
            icon={<ContinueIcon />}
            key={status}
            variant="secondary"
            isFullWidth
            isPending={save.isPending && save.variables?.body.status === status}
            isDisabled={save.isPending && save.variables?.body.status !== status}
            onPress={() => void choose(status)}
          >
            {intl.formatMessage(m[status])}
          </Button>
        ))}
      </div>
    </div>
  );
}
