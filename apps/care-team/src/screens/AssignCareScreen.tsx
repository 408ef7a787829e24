// Adding an item or a milestone to the care plan of a patient connected to the organization, on the
// day it is for. The patient sees it on their Care page that day.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Alert, Button, Form, Heading, Select, Spinner, Text, TextArea, TextField, useToast } from '@mat/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { assignMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText, fieldText } from './errors';
import { connectionKeys } from './queries';

type ItemType = StaffSchemas['CarePlanAssignment']['type'];
const ITEM_TYPES: readonly ItemType[] = ['task', 'article', 'questionnaire', 'monitor', 'video', 'milestone'];

export function AssignCareScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const toast = useToast();
  const patients = useQuery({
    queryKey: connectionKeys.list('connected'),
    queryFn: ({ signal }) => unwrap(client.GET('/connections', { params: { query: { status: 'connected' } }, signal })),
  });
  const [patient, setPatient] = useState<number | null>(null);
  const [type, setType] = useState<ItemType>('task');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [day, setDay] = useState('');
  const assign = useMutation({
    mutationFn: (patientId: number) =>
      unwrap(
        client.POST('/patients/{id}/care-plan', {
          params: { path: { id: patientId } },
          body: { type, title: title.trim(), day, ...(description.trim() ? { description: description.trim() } : {}) },
        }),
      ),
    onSuccess: (item, patientId) => {
      const name = patients.data?.find((connection) => connection.patient.id === patientId)?.patient.name ?? '';
      toast.show(intl.formatMessage(m.assigned, { title: item.title, patient: name }), { tone: 'success' });
      setTitle('');
      setDescription('');
    },
  });
  // A field the server refused stays marked (and the form unsent) until it is edited.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      assign.reset();
      set(value);
    };
  const field = (name: string) => (assign.isError ? fieldText(intl, assign.error, name) : undefined);
  const fieldProblem = ['title', 'day', 'type', 'description'].some((name) => field(name));
  const options = (patients.data ?? []).map((connection) => ({
    id: connection.patient.id,
    label: connection.patient.name,
  }));
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {patients.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {patients.isError && <Alert tone="danger">{errorText(intl, patients.error)}</Alert>}
      {patients.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.noPatients)}</Text>}
      {options.length > 0 && (
        <Form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (patient !== null) assign.mutate(patient);
          }}
        >
          <Select
            label={intl.formatMessage(m.patient)}
            selectedKey={patient}
            onSelectionChange={(key) => setPatient(Number(key))}
            isRequired
            options={options}
          />
          <Select
            label={intl.formatMessage(m.type)}
            selectedKey={type}
            onSelectionChange={(key) => setType(key as ItemType)}
            options={ITEM_TYPES.map((id) => ({ id, label: intl.formatMessage(m[id]) }))}
          />
          <TextField
            label={intl.formatMessage(m.itemTitle)}
            value={title}
            onChange={edit(setTitle)}
            isRequired
            maxLength={200}
            errorMessage={field('title')}
          />
          <TextArea
            label={intl.formatMessage(m.description)}
            value={description}
            onChange={edit(setDescription)}
            maxLength={2000}
          />
          <TextField
            label={intl.formatMessage(m.day)}
            type="date"
            value={day}
            onChange={edit(setDay)}
            isRequired
            errorMessage={field('day')}
          />
          {assign.isError && !fieldProblem && <Alert tone="danger">{errorText(intl, assign.error)}</Alert>}
          <div className={styles.row}>
            <Button type="submit" variant="primary" isPending={assign.isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
