// The patient's appointment requests on /care, each with its answer in words: waiting, booked (the
// visit is on her plan), or declined with the care team's reason when they gave one. Shown only
// once she has asked; the request form adds to it.
import { unwrap, type Schema } from '@mat/api';
import { Badge, Card, Heading, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { appointmentMessages as am } from './appointment.messages';
import * as styles from './care.css';
import { careKey } from './useCarePlan';

export type MyAppointmentRequest = Schema<'MyAppointmentRequest'>;

export const appointmentRequestsKey = [...careKey, 'appointmentRequests'] as const;

export function useMyAppointmentRequests() {
  const { client } = useMat();
  return useQuery({
    queryKey: appointmentRequestsKey,
    queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments', { signal })),
  });
}

const statusWords = {
  pending: am.requestPending,
  confirmed: am.requestConfirmed,
  declined: am.requestDeclined,
} as const;
const statusTones = { pending: 'info', confirmed: 'success', declined: 'neutral' } as const;

export function AppointmentRequests() {
  const intl = useIntl();
  const { text } = useErrorText();
  const requests = useMyAppointmentRequests();
  if (requests.isError) return <Text tone="danger">{text('errors.loadDataFailed')}</Text>;
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby="care-requests" className={screen.form}>
      <Heading level={2} id="care-requests">
        {intl.formatMessage(am.requestsTitle)}
      </Heading>
      <ul className={styles.list}>
        {requests.data.map((request) => (
          <Card as="li" key={request.id}>
            <div className={styles.item}>
              <Heading level={3}>
                {intl.formatMessage(am.requestTo, {
                  organization: request.organization.name,
                  category: request.category,
                })}
              </Heading>
              <div className={styles.row}>
                <Badge tone={statusTones[request.status]}>{intl.formatMessage(statusWords[request.status])}</Badge>
                <Text size="small" tone="muted">
                  {intl.formatMessage(am.requestSent, {
                    date: intl.formatDate(request.created_at, { dateStyle: 'medium' }),
                  })}
                </Text>
              </div>
              <Text>{request.message}</Text>
              {request.status === 'declined' && request.decline_reason && (
                <Text>{intl.formatMessage(am.requestDeclineReason, { reason: request.decline_reason })}</Text>
              )}
              {request.status === 'declined' && !request.decline_reason && (
                <Text tone="muted">{intl.formatMessage(am.requestDeclinedNoReason)}</Text>
              )}
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}
