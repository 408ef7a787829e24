// Provider sign-in (staffLogin): only provider accounts with a practitioner pass; wrong credentials
// answer the domain's "e-mail and/or password do not match" in the chosen language.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Button, Form, Heading, PasswordField, Text, TextField } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loginMessages as m } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText } from './errors';

export function LoginScreen({ onSignedIn }: { onSignedIn: (session: StaffSchemas['StaffSession']) => void }) {
  const intl = useIntl();
  const { client, tokens } = useStaff();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => unwrap(client.POST('/auth/login', { body: { email: email.trim(), password } })),
    onSuccess: (session) => {
      tokens.set(session.token);
      onSignedIn(session);
    },
  });
  return (
    <div className={styles.stack} style={{ maxWidth: '28rem' }}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
      <Form
        aria-label={intl.formatMessage(m.title)}
        error={login.isError ? errorText(intl, login.error) : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          login.mutate();
        }}
      >
        <TextField
          label={intl.formatMessage(m.email)}
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" isPending={login.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Form>
    </div>
  );
}
