// The organization's patients: requests to connect waiting for an answer (confirm or decline; a
// confirmed organization joins the patient's care team), then the patients connected, each with
// whether the organization may see their medical profile (the patient decides that).
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Badge, Button, Card, Heading, Link, Spinner, Text, useToast } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { recordMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText } from './errors';
import { connectionKeys } from './queries';

type Connection = StaffSchemas['PatientConnection'];

const m = {
  ...defineMessages({
    title: { id: 'careTeam.connections.title', defaultMessage: 'Patients' },
    pending: { id: 'careTeam.connections.pending', defaultMessage: 'Waiting for your answer' },
    connected: { id: 'careTeam.connections.connected', defaultMessage: 'Connected patients' },
    noPending: { id: 'careTeam.connections.noPending', defaultMessage: 'No requests are waiting.' },
    noConnected: { id: 'careTeam.connections.noConnected', defaultMessage: 'No patients are connected yet.' },
    access: { id: 'careTeam.connections.access', defaultMessage: 'May view and update the medical profile' },
    noAccess: { id: 'careTeam.connections.noAccess', defaultMessage: 'Medical profile not shared' },
    archived: { id: 'careTeam.connections.archived', defaultMessage: 'Archived by the patient' },
  }),
  confirm: defineMessage<{ patient: string }>({
    id: 'careTeam.connections.confirm',
    defaultMessage: 'Confirm {patient}',
  }),
  decline: defineMessage<{ patient: string }>({
    id: 'careTeam.connections.decline',
    defaultMessage: 'Decline {patient}',
  }),
  confirmed: defineMessage<{ patient: string }>({
    id: 'careTeam.connections.confirmed',
    defaultMessage: '{patient} is now connected.',
  }),
  declined: defineMessage<{ patient: string }>({
    id: 'careTeam.connections.declined',
    defaultMessage: 'You declined {patient}.',
  }),
  requestedOn: defineMessage<{ date: string }>({
    id: 'careTeam.connections.requestedOn',
    defaultMessage: 'Asked {date}',
  }),
};

function PendingItem({ connection }: { connection: Connection }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const patient = connection.patient.name;
  const answer = useMutation({
    mutationFn: (action: 'confirm' | 'decline') =>
      unwrap(client.POST(`/connections/{id}/${action}`, { params: { path: { id: connection.id } } })),
    onSuccess: (_, action) => {
      toast.show(intl.formatMessage(action === 'confirm' ? m.confirmed : m.declined, { patient }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
    },
  });
  return (
    <Card as="li">
      <div className={styles.stack}>
        <Text weight="bold">{patient}</Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.requestedOn, {
            date: intl.formatDate(connection.requested_at, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
        <div className={styles.row}>
          <Button
            variant="primary"
            isPending={answer.isPending && answer.variables === 'confirm'}
            onPress={() => answer.mutate('confirm')}
          >
            {intl.formatMessage(m.confirm, { patient })}
          </Button>
          <Button
            variant="secondary"
            isPending={answer.isPending && answer.variables === 'decline'}
            onPress={() => answer.mutate('decline')}
          >
            {intl.formatMessage(m.decline, { patient })}
          </Button>
        </div>
        {answer.isError && <Text tone="danger">{errorText(intl, answer.error)}</Text>}
      </div>
    </Card>
  );
}

function ConnectedItem({ connection }: { connection: Connection }) {
  const intl = useIntl();
  return (
    <Card as="li">
      <div className={styles.stack}>
        <Text weight="bold">{connection.patient.name}</Text>
        <div className={styles.row}>
          <Badge tone={connection.record_access ? 'info' : 'neutral'}>
            {intl.formatMessage(connection.record_access ? m.access : m.noAccess)}
          </Badge>
          {connection.status === 'archived' && <Badge tone="neutral">{intl.formatMessage(m.archived)}</Badge>}
        </div>
        {connection.record_access && (
          <Link isStandalone href={`/patients/${connection.patient.id}`}>
            {intl.formatMessage(recordMessages.open, { name: connection.patient.name })}
          </Link>
        )}
      </div>
    </Card>
  );
}

export function ConnectionsScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const list = (status: 'pending' | 'connected') => ({
    queryKey: connectionKeys.list(status),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      unwrap(client.GET('/connections', { params: { query: { status } }, signal })),
  });
  const pending = useQuery(list('pending'));
  const connected = useQuery(list('connected'));
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <section aria-labelledby="connections-pending" className={styles.stack}>
        <Heading level={2} id="connections-pending">
          {intl.formatMessage(m.pending)}
        </Heading>
        {pending.isPending && <Spinner label={intl.formatMessage(m.pending)} />}
        {pending.isError && <Text tone="danger">{errorText(intl, pending.error)}</Text>}
        {pending.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.noPending)}</Text>}
        <ul className={styles.list}>
          {pending.data?.map((connection) => (
            <PendingItem key={connection.id} connection={connection} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="connections-connected" className={styles.stack}>
        <Heading level={2} id="connections-connected">
          {intl.formatMessage(m.connected)}
        </Heading>
        {connected.isError && <Text tone="danger">{errorText(intl, connected.error)}</Text>}
        {connected.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.noConnected)}</Text>}
        <ul className={styles.list}>
          {connected.data?.map((connection) => (
            <ConnectedItem key={connection.id} connection={connection} />
          ))}
        </ul>
      </section>
    </div>
  );
}
