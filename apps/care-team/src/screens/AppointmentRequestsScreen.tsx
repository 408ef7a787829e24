// Appointment requests: patients asking the organization for a visit, the oldest first. A request is
// confirmed with a kind of visit and a time (the patient then has the appointment on their care plan)
// or declined after a second "yes", with a reason the patient reads on her request if one is given
// (the patient may ask again).
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Alert, Button, Card, Form, Heading, Link, Select, Spinner, Text, TextArea, useToast } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { recordMessages, requestMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText, fieldText } from './errors';
import { staffKeys } from './queries';
import { emptyVisitTime, VisitFields, visitTimes, type VisitTime } from './VisitFields';

type AppointmentRequest = StaffSchemas['StaffAppointmentRequest'];
type Product = StaffSchemas['StaffProduct'];

/** As openapi/staff.yaml bounds AppointmentDecline.reason. */
export const DECLINE_REASON_MAX = 500;

export function AppointmentRequestsScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const requests = useQuery({
    queryKey: staffKeys.appointmentRequests,
    queryFn: ({ signal }) => unwrap(client.GET('/appointment-requests', { signal })),
  });
  const products = useQuery({
    queryKey: staffKeys.products,
    queryFn: ({ signal }) => unwrap(client.GET('/products', { signal })),
  });
  const kinds = (products.data ?? []).filter((product) => product.appointment_kind !== null);
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {requests.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {requests.isError && <Alert tone="danger">{errorText(intl, requests.error)}</Alert>}
      {requests.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.none)}</Text>}
      <ul className={styles.list}>
        {requests.data?.map((request) => (
          <RequestCard key={request.id} request={request} kinds={kinds} />
        ))}
      </ul>
    </div>
  );
}

function RequestCard({ request, kinds }: { request: AppointmentRequest; kinds: Product[] }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [answering, setAnswering] = useState<'confirm' | 'decline' | null>(null);
  const patient = request.patient.name;
  const path = { params: { path: { id: request.id } } };
  const done = (message: string) => {
    toast.show(message, { tone: 'success' });
    return queryClient.invalidateQueries({ queryKey: staffKeys.appointmentRequests });
  };
  const [reason, setReason] = useState('');
  const decline = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/appointment-requests/{id}/decline', {
          ...path,
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: () => done(intl.formatMessage(m.declined, { patient })),
  });
  return (
    <Card as="li">
      <div className={styles.stack}>
        <Heading level={2}>{intl.formatMessage(m.from, { patient, category: request.category })}</Heading>
        <Link isStandalone href={`/patients/${request.patient.id}`}>
          {intl.formatMessage(recordMessages.open, { name: patient })}
        </Link>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.asked, {
            date: intl.formatDate(request.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
        <Text className={styles.breakable}>{request.message}</Text>
        {request.preferred_times && (
          <Text className={styles.breakable}>
            {intl.formatMessage(m.preferred, { times: request.preferred_times })}
          </Text>
        )}
        {answering === null && (
          <div className={styles.row}>
            <Button variant="primary" onPress={() => setAnswering('confirm')}>
              {intl.formatMessage(m.confirm, { patient })}
            </Button>
            <Button variant="secondary" onPress={() => setAnswering('decline')}>
              {intl.formatMessage(m.decline, { patient })}
            </Button>
          </div>
        )}
        {answering === 'confirm' && (
          <ConfirmForm
            request={request}
            kinds={kinds}
            onClose={() => setAnswering(null)}
            onDone={() => done(intl.formatMessage(m.confirmed, { patient }))}
          />
        )}
        {answering === 'decline' && (
          <Form
            className={styles.stack}
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim().length <= DECLINE_REASON_MAX) decline.mutate();
            }}
          >
            <Text>{intl.formatMessage(m.declineQuestion)}</Text>
            <TextArea
              label={intl.formatMessage(m.declineReason)}
              description={intl.formatMessage(m.declineReasonHelp)}
              value={reason}
              onChange={setReason}
              maxLength={DECLINE_REASON_MAX}
              rows={3}
              errorMessage={fieldText(intl, decline.error, 'reason')}
            />
            <div className={styles.row}>
              <Button type="submit" variant="danger" isPending={decline.isPending}>
                {intl.formatMessage(m.declineYes)}
              </Button>
              <Button variant="tertiary" onPress={() => setAnswering(null)}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </div>
            {decline.isError && !fieldText(intl, decline.error, 'reason') && (
              <Alert tone="danger">{errorText(intl, decline.error)}</Alert>
            )}
          </Form>
        )}
      </div>
    </Card>
  );
}

function ConfirmForm({
  request,
  kinds,
  onClose,
  onDone,
}: {
  request: AppointmentRequest;
  kinds: Product[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { client } = useStaff();
  const [kind, setKind] = useState<number | null>(kinds.length === 1 ? kinds[0]!.id : null);
  const [visit, setVisit] = useState<VisitTime>(emptyVisitTime);
  const confirm = useMutation({
    mutationFn: (productId: number) =>
      unwrap(
        client.POST('/appointment-requests/{id}/confirm', {
          params: { path: { id: request.id } },
          body: { product_id: productId, ...visitTimes(visit) },
        }),
      ),
    onSuccess: onDone,
  });
  if (kinds.length === 0) return <Alert tone="info">{intl.formatMessage(m.noKinds)}</Alert>;
  const fieldProblem =
    confirm.isError &&
    ['starts_at', 'ends_at', 'timezone', 'address', 'product_id'].some((field) =>
      fieldText(intl, confirm.error, field),
    );
  return (
    <Form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        if (kind !== null) confirm.mutate(kind);
      }}
    >
      <Select
        label={intl.formatMessage(m.kind)}
        selectedKey={kind}
        onSelectionChange={(key) => setKind(Number(key))}
        isRequired
        options={kinds.map((product) => ({ id: product.id, label: product.title }))}
      />
      <VisitFields
        value={visit}
        onChange={(next) => {
          // A time the server refused stays marked (and the form unsent) until it is edited.
          confirm.reset();
          setVisit(next);
        }}
        error={confirm.error}
      />
      {confirm.isError && !fieldProblem && <Alert tone="danger">{errorText(intl, confirm.error)}</Alert>}
      <div className={styles.row}>
        <Button type="submit" variant="primary" isPending={confirm.isPending}>
          {intl.formatMessage(m.book)}
        </Button>
        <Button variant="tertiary" onPress={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </Form>
  );
}
