// The care plan item being written for a patient connected to the organization, and sending it: the
// patients she can choose, the form's fields, and what the server said of them.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { useToast } from '@mat/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { assignMessages as m } from '../messages';
import { useStaff } from '../staff';
import { fieldText } from './errors';
import { connectionKeys } from './queries';

export type ItemType = StaffSchemas['CarePlanAssignment']['type'];

export function useAssignCare() {
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
    <T>(set: (value: T) => void) =>
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
  return {
    patients,
    options,
    assign,
    field,
    fieldProblem,
    values: { patient, type, title, description, day },
    setPatient,
    setType,
    setTitle: edit(setTitle),
    setDescription: edit(setDescription),
    setDay: edit(setDay),
    submit: () => {
      if (patient !== null) assign.mutate(patient);
    },
  };
}
