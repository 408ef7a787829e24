import { unwrap } from '@mat/api';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  Heading,
  Select,
  Skeleton,
  Text,
  TextArea,
  TextField,
  useToast,
} from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { appointmentMessages as m } from './appointment.messages';
import { appointmentRequestsKey } from './AppointmentRequests';
import { careKey } from './useCarePlan';

/** openapi/v2.yaml, AppointmentRequest: message up to 2000 characters, preferred times up to 500. */
const MAX_MESSAGE = 2000;
const MAX_TIMES = 500;

export interface RequestAppointmentScreenProps {
  /** An organization asked from the start (/request-an-appointment/{id}). */
  organizationId?: number;
  /** After the request was sent. */
  onRequested: () => void;
}

/** /request-an-appointment/{id?}: ask one or more care teams for an appointment about something. */
export function RequestAppointmentScreen({ organizationId, onRequested }: RequestAppointmentScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const toast = useToast();
  const { text, describe } = useErrorText();
  const organizations = useQuery({
    queryKey: [...careKey, 'appointmentOrganizations'],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/patient/request-appointments/get-available-organizations', { signal })),
  });
  const categories = useQuery({
    queryKey: [...careKey, 'appointmentCategories'],
    queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments/get-request-categories', { signal })),
  });
  const [chosen, setChosen] = useState<string[]>(organizationId ? [String(organizationId)] : []);
  const [category, setCategory] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [times, setTimes] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/patient/request-appointments', {
          body: {
            organization_ids: chosen.map(Number),
            category_id: category!,
            message: message.trim(),
            ...(times.trim() ? { preferred_times: times.trim() } : {}),
          },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentRequestsKey });
      toast.show(intl.formatMessage(m.sent), { tone: 'success' });
      onRequested();
    },
  });

  function submit() {
    const problems: Record<string, string> = {};
    if (chosen.length === 0) problems.organization_ids = text('validation.pickOneOption');
    if (category === null) problems.category_id = text('validation.pickOneOption');
    if (!message.trim()) problems.message = text('validation.required');
    setMissing(problems);
    if (Object.keys(problems).length === 0) request.mutate();
  }

  const failure = request.isError ? describe(request.error) : null;
  const fieldError = (name: string) => missing[name] ?? failure?.fields[name];
  // The spec's words for a request that failed (section 8), unless a field says what to fix.
  const formError =
    failure && Object.keys(failure.fields).length === 0 ? text('errors.appointmentRequestFailed') : undefined;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.requestTitle)}</Heading>
      <Text>{intl.formatMessage(m.requestIntro)}</Text>
      {(organizations.isPending || categories.isPending) && <Skeleton lines={4} />}
      {(organizations.isError || categories.isError) && (
        <Alert tone="danger">{text('errors.organizationsLoadFailed')}</Alert>
      )}
      {organizations.isSuccess && organizations.data.length === 0 && (
        <Alert tone="info">{intl.formatMessage(m.noOrganizations)}</Alert>
      )}
      {organizations.isSuccess && categories.isSuccess && organizations.data.length > 0 && (
        <Form
          aria-label={intl.formatMessage(m.requestTitle)}
          error={formError}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <CheckboxGroup
            label={intl.formatMessage(m.organizations)}
            value={chosen}
            onChange={setChosen}
            errorMessage={fieldError('organization_ids')}
          >
            {organizations.data.map((organization) => (
              <Checkbox key={organization.id} value={String(organization.id)}>
                {organization.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Select
            label={intl.formatMessage(m.category)}
            selectedKey={category}
            onSelectionChange={(key) => setCategory(key === null ? null : Number(key))}
            isRequired
            options={categories.data.map((c) => ({ id: c.id, label: c.name }))}
            errorMessage={fieldError('category_id')}
          />
          <TextArea
            label={intl.formatMessage(m.message)}
            isRequired
            maxLength={MAX_MESSAGE}
            value={message}
            onChange={setMessage}
            errorMessage={fieldError('message')}
          />
          <TextField
            label={intl.formatMessage(m.preferredTimes)}
            maxLength={MAX_TIMES}
            value={times}
            onChange={setTimes}
            errorMessage={fieldError('preferred_times')}
          />
          <div className={screen.actions}>
            <Button type="submit" variant="primary" isPending={request.isPending}>
              {intl.formatMessage(m.send)}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
