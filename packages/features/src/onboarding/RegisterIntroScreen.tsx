import { profileMutations } from '@mat/api';
import { Alert, Button, Checkbox, Form, Heading, Text, ContinueIcon } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { linkTag, richText } from '../shared/richText';
import { useErrorText } from '../shared/useErrorText';
import * as styles from '../shared/screen.css';
import { registerIntroMessages as m } from './RegisterIntroScreen.messages';

export interface RegisterIntroScreenProps {
  onAccepted: () => void;
  termsHref: string;
  privacyHref: string;
}

/** /register/intro: the user accepts the terms (user_data.prefs.terms) before anything else. */
export function RegisterIntroScreen({ onAccepted, termsHref, privacyHref }: RegisterIntroScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user, setUser } = useSession();
  const { describe } = useErrorText();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(profileMutations.updateProfile(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setError(intl.formatMessage(m.mustAccept));
      return;
    }
    try {
      setUser(await save.mutateAsync({ body: { prefs: { terms: true } } }));
      onAccepted();
    } catch (failure) {
      setFormError(describe(failure).form);
    }
  }

  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.title, { firstName: user?.first_name ?? '' })}</Heading>
      <Text>{intl.formatMessage(m.careTeam)}</Text>
      <Alert tone="warning">{intl.formatMessage(m.emergency)}</Alert>
      <Form onSubmit={submit} error={formError} validationBehavior="aria" className={styles.form}>
        <Checkbox
          name="terms"
          isSelected={accepted}
          onChange={(value) => {
            setAccepted(value);
            setError(null);
          }}
          errorMessage={error ?? undefined}
        >
          {richText(intl, m.accept, { terms: linkTag(termsHref), privacy: linkTag(privacyHref) })}
        </Checkbox>
        <Button icon={<ContinueIcon />} type="submit" variant="primary" isPending={save.isPending} isFullWidth>
          {intl.formatMessage(m.continue)}
        </Button>
      </Form>
    </div>
  );
}
