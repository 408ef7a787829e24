import { questionnairesMutations } from '@mat/api';
import { Alert, Button, Heading, Text } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useFailureNotice } from '../shared/useFailureNotice';
import { privateLinkMessages as m } from './privateLink.messages';

export interface SendPrivateLinkProps {
  /** The patient's run (questionnaire_user_id) the link opens. */
  runId: number;
}

/**
 * "Finish on another device": the private link to the patient's own run (POST
 * /patient/challenge-key/{id}), sent to her own phone or e-mail in the language she reads now. The
 * server keeps only the last key, so the screen says that only the last link works.
 */
export function SendPrivateLink({ runId }: SendPrivateLinkProps) {
  const intl = useIntl();
  const { client } = useMat();
  const fail = useFailureNotice();
  const send = useMutation(questionnairesMutations.sendChallengeKey(client));
  const lang = intl.locale.startsWith('es') ? 'es' : 'en';
  // The pressed button shows its progress and keeps focus; the other waits.
  const sending = send.isPending ? send.variables?.body.transporter : undefined;

  function sendBy(transporter: 'sms' | 'email') {
    send.mutate(
      { params: { path: { id: runId } }, body: { lang, transporter } },
      { onError: (error) => fail(error, 'errors.generic') },
    );
  }

  return (
    <section aria-labelledby="private-link-heading" className={screen.form}>
      <Heading level={2} id="private-link-heading">
        {intl.formatMessage(m.heading)}
      </Heading>
      <Text>{intl.formatMessage(m.body)}</Text>
      <div className={screen.actions}>
        <Button
          variant="secondary"
          onPress={() => sendBy('sms')}
          isPending={sending === 'sms'}
          isDisabled={sending === 'email'}
        >
          {intl.formatMessage(m.byText)}
        </Button>
        <Button
          variant="secondary"
          onPress={() => sendBy('email')}
          isPending={sending === 'email'}
          isDisabled={sending === 'sms'}
        >
          {intl.formatMessage(m.byEmail)}
        </Button>
      </div>
      {send.isSuccess && (
        <Alert tone="success" isLive>
          {intl.formatMessage(m.sent, { destination: send.data.destination_hint })}
        </Alert>
      )}
    </section>
  );
}
