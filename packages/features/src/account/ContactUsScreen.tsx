import { EMAIL_MAX_LENGTH } from '@mat/domain';
import { Alert, Button, Form, Heading, PhoneField, Text, TextArea, TextField, SendIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { myAccountMessages as m } from './myAccount.messages';
import { useContactUs } from './useContactUs';

/** /contact-us: a message to the Matrona team (POST /support/request), for visitors and patients. */
export function ContactUsScreen() {
  const intl = useIntl();
  const { values, set, problem, sentTo, isSending, submit } = useContactUs();

  if (sentTo) return <ContactUsSent email={sentTo} />;

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.contactTitle)}</Heading>
      <Text>{intl.formatMessage(m.contactIntro)}</Text>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <TextField
          label={intl.formatMessage(m.name)}
          autoComplete="name"
          value={values.name}
          onChange={set.name}
          isRequired
          maxLength={100}
          errorMessage={problem.fields.name}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set.email}
          isRequired
          maxLength={EMAIL_MAX_LENGTH}
          errorMessage={problem.fields.email}
        />
        <PhoneField
          label={intl.formatMessage(m.phoneOptional)}
          value={values.phone}
          onChange={set.phone}
          errorMessage={problem.fields.phone}
        />
        <TextField
          label={intl.formatMessage(m.subject)}
          value={values.subject}
          onChange={set.subject}
          isRequired
          maxLength={150}
          errorMessage={problem.fields.subject}
        />
        <TextArea
          label={intl.formatMessage(m.message)}
          value={values.message}
          onChange={set.message}
          isRequired
          maxLength={5000}
          rows={6}
          errorMessage={problem.fields.message}
        />
        <Button icon={<SendIcon />} type="submit" variant="primary" isFullWidth isPending={isSending}>
          {intl.formatMessage(m.send)}
        </Button>
      </Form>
    </div>
  );
}

/** The message went: where the answer will come. */
function ContactUsSent({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.sentTitle)}</Heading>
      <Alert tone="success" isLive>
        {intl.formatMessage(m.sentBody, { email })}
      </Alert>
    </div>
  );
}
