import { authQueries, profileMutations, profileQueries, type Schema } from '@mat/api';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, validateEmail, validatePersonName, validateZip } from '@mat/domain';
import { Alert, Button, Form, Heading, Skeleton, TextField, useToast, SaveIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { accountMessages as m } from './account.messages';
import { AvatarEditor } from './AvatarEditor';

/** /edit-profile and /profile-avatar: name, e-mail, ZIP and the photo. */
export function EditProfileScreen() {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const profile = useQuery(profileQueries.getProfile(client));
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.editProfileTitle)}</Heading>
      <AvatarEditor />
      {profile.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {profile.isPending && <Skeleton lines={4} />}
      {profile.data && <ProfileForm profile={profile.data} />}
    </div>
  );
}

function ProfileForm({ profile }: { profile: Schema<'PatientProfile'> }) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { text, describe } = useErrorText();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [email, setEmail] = useState(profile.email);
  const [zip, setZip] = useState(profile.zip ?? '');
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const save = useMutation(profileMutations.updateProfile(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks = {
      first_name: validatePersonName(firstName),
      last_name: validatePersonName(lastName),
      email: validateEmail(email),
      zip: zip ? validateZip(zip) : null,
    };
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, id]) => (id ? [[field, text(id)]] : [])));
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    try {
      const updated = await save.mutateAsync({
        body: {
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          email: email.trim(),
          ...(zip ? { zip } : {}),
        },
      });
      queryClient.setQueryData(authQueries.getCurrentUser(client).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: profileQueries.getProfile(client).queryKey });
      setProblem({ fields: {}, form: null });
      toast.show(intl.formatMessage(m.saved), { tone: 'success' });
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
      <TextField
        label={intl.formatMessage(m.firstName)}
        autoComplete="given-name"
        value={firstName}
        onChange={setFirstName}
        isRequired
        maxLength={NAME_MAX_LENGTH}
        errorMessage={problem.fields.first_name}
      />
      <TextField
        label={intl.formatMessage(m.lastName)}
        autoComplete="family-name"
        value={lastName}
        onChange={setLastName}
        isRequired
        maxLength={NAME_MAX_LENGTH}
        errorMessage={problem.fields.last_name}
      />
      <TextField
        label={intl.formatMessage(m.email)}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        errorMessage={problem.fields.email}
      />
      <TextField
        label={intl.formatMessage(m.zip)}
        autoComplete="postal-code"
        inputMode="numeric"
        value={zip}
        onChange={setZip}
        maxLength={5}
        errorMessage={problem.fields.zip}
      />
      <Button icon={<SaveIcon />} type="submit" variant="primary" isFullWidth isPending={save.isPending}>
        {intl.formatMessage(m.saveProfile)}
      </Button>
    </Form>
  );
}
