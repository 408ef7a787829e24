import { unwrap } from '@mat/api';
import { validatePhone } from '@mat/domain';
import { BackLink, Button, Form, Heading, PhoneField, Text, TextArea, TextField } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { organizationMessages as m } from './organizations.messages';

export interface AddResourceScreenProps {
  backHref: string;
  /** Called once the resource is saved, e.g. to go back to /referrals. */
  onDone: () => void;
}

type Problem = { fields: Record<string, string>; form: string | null };

/**
 * /referrals/add-new-resource: a provider who is not in the directory (her own doula, a friend's
 * clinic), added by hand. The name is required; a phone must have ten digits and a website must be
 * an http or https address, checked here and again by the server.
 */
export function AddResourceScreen({ backHref, onDone }: AddResourceScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text, describe } = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [website, setWebsite] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem>({ fields: {}, form: null });
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/patient/referral-resources', {
          body: { name: name.trim(), phone: phone || null, website: website.trim() || null, note: note.trim() || null },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks: Record<string, string | null> = {
      name: name.trim() ? null : 'validation.required',
      phone: phone ? validatePhone(phone) : null,
      website: website.trim() && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website.trim()) ? 'validation.invalid' : null,
    };
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, id]) => (id ? [[field, text(id)]] : [])));
    if (Object.keys(fields).length > 0) return setProblem({ fields, form: null });
    setProblem({ fields: {}, form: null });
    try {
      await save.mutateAsync();
      onDone();
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return (
    <div className={screen.screen}>
      <BackLink href={backHref}>{intl.formatMessage(m.back)}</BackLink>
      <Heading level={1}>{intl.formatMessage(m.addTitle)}</Heading>
      <Text>{intl.formatMessage(m.addIntro)}</Text>
      <Form onSubmit={submit} error={problem.form} validationBehavior="aria" className={screen.form}>
        <TextField
          label={intl.formatMessage(m.addName)}
          value={name}
          onChange={setName}
          isRequired
          maxLength={120}
          errorMessage={problem.fields.name}
        />
        <PhoneField
          label={intl.formatMessage(m.addPhone)}
          value={phone}
          onChange={setPhone}
          errorMessage={problem.fields.phone}
        />
        <TextField
          label={intl.formatMessage(m.addWebsite)}
          type="url"
          inputMode="url"
          value={website}
          onChange={setWebsite}
          maxLength={255}
          errorMessage={problem.fields.website}
        />
        <TextArea
          label={intl.formatMessage(m.addNote)}
          value={note}
          onChange={setNote}
          maxLength={500}
          rows={3}
          errorMessage={problem.fields.note}
        />
        <Button type="submit" variant="primary" isFullWidth isPending={save.isPending}>
          {intl.formatMessage(m.addSave)}
        </Button>
      </Form>
    </div>
  );
}
