import { ApiError, authMutations } from '@mat/api';
import { EMAIL_MAX_LENGTH, SUPPORT_EMAIL, validateEmail, validatePhone } from '@mat/domain';
import { Alert, Button, Form, Heading, PhoneField, Text, TextArea, TextField, SendIcon } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { myAccountMessages as m } from './myAccount.messages';

/** /contact-us: a message to the Matrona team (POST /support/request), for visitors and patients. */
export function ContactUsScreen() {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { text, describe } = useErrorText();
  const [name, setName] = useState(user ? `${user.first_name} ${user.last_name}` : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const send = useMutation(authMutations.sendSupportRequest(client));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks: Record<string, string | null> = {
      name: name.trim() ? null : 'validation.required',
      email: validateEmail(email),
      phone: phone ? validatePhone(phone) : null,
      subject: subject.trim() ? null : 'validation.required',
      message: message.trim() ? null : 'validation.required',
    };
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, id]) => (id ? [[field, text(id)]] : [])));
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    try {
      await send.mutateAsync({
        body: {
          name: name.trim(),
          email: email.trim(),
          phone: phone || undefined,
          subject: subject.trim(),
          message: message.trim(),
        },
      });
      setSentTo(email.trim());
    } catch (failure) {
      // The way to reach us failed for a reason that is not hers: give the address to write to instead.
      const ours = !(failure instanceof ApiError) || failure.status >= 500;
      setProblem(
        ours ? { fields: {}, form: text('errors.genericContactUs', { email: SUPPORT_EMAIL }) } : describe(failure),
      );
    }
  }

  if (sentTo) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.sentTitle)}</Heading>
        <Alert tone="success" isLive>
          {intl.formatMessage(m.sentBody, { email: sentTo })}
        </Alert>
      </div>
    );
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.contactTitle)}</Heading>
      <Text>{intl.formatMessage(m.contactIntro)}</Text>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <TextField
          label={intl.formatMessage(m.name)}
          autoComplete="name"
          value={name}
          onChange={setName}
          isRequired
          maxLength={100}
          errorMessage={problem.fields.name}
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
        <PhoneField
          label={intl.formatMessage(m.phoneOptional)}
          value={phone}
          onChange={setPhone}
          errorMessage={problem.fields.phone}
        />
        <TextField
          label={intl.formatMessage(m.subject)}
          value={subject}
          onChange={setSubject}
          isRequired
          maxLength={150}
          errorMessage={problem.fields.subject}
        />
        <TextArea
          label={intl.formatMessage(m.message)}
          value={message}
          onChange={setMessage}
          isRequired
          maxLength={5000}
          rows={6}
          errorMessage={problem.fields.message}
        />
        <Button icon={<SendIcon />} type="submit" variant="primary" isFullWidth isPending={send.isPending}>
          {intl.formatMessage(m.send)}
        </Button>
      </Form>
    </div>
  );
}
