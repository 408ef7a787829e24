// Asking care teams for an appointment (spec 7): the organizations that take requests and the
// kinds of request, the request being written, what is missing from it, and sending it.
import { unwrap } from '@mat/api';
import { useToast } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { appointmentMessages as m } from './appointment.messages';
import { appointmentRequestsKey } from './AppointmentRequests';
import { careKey } from './useCarePlan';

export function useAppointmentRequest(organizationId: number | undefined, onRequested: () => void) {
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

  return {
    organizations,
    categories,
    values: { chosen, category, message, times },
    setChosen,
    setCategory,
    setMessage,
    setTimes,
    submit,
    isSending: request.isPending,
    fieldError,
    formError,
  };
}
