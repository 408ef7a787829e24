// Scheduling a session of one of the organization's offers: a group, a class, coaching, or an open
// time of a kind of visit. The server holds a coaching group to 5 places and says so (422 on capacity).
import { unwrap } from '@mat/api';
import { COACHING_GROUP_MAX } from '@mat/domain';
import { Alert, Button, Form, Heading, NumberField, Select, Spinner, Text, useToast } from '@mat/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { scheduleMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText, fieldText } from './errors';
import { staffKeys } from './queries';
import { emptyVisitTime, VisitFields, visitTimes, type VisitTime } from './VisitFields';

export function ScheduleSessionScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const toast = useToast();
  const products = useQuery({
    queryKey: staffKeys.products,
    queryFn: ({ signal }) => unwrap(client.GET('/products', { signal })),
  });
  const [offer, setOffer] = useState<number | null>(null);
  const [visit, setVisit] = useState<VisitTime>(emptyVisitTime);
  const [capacity, setCapacity] = useState(5);
  const schedule = useMutation({
    mutationFn: (productId: number) =>
      unwrap(
        client.POST('/products/{id}/sessions', {
          params: { path: { id: productId } },
          body: { ...visitTimes(visit), capacity },
        }),
      ),
    onSuccess: (session) => {
      const title = products.data?.find((product) => product.id === session.product_id)?.title ?? '';
      toast.show(
        intl.formatMessage(m.scheduled, {
          offer: title,
          date: intl.formatDate(session.starts_at, { dateStyle: 'medium', timeStyle: 'short' }),
        }),
        { tone: 'success' },
      );
      setVisit(emptyVisitTime);
    },
  });
  const coaching = products.data?.find((product) => product.id === offer)?.type === 'coaching';
  const capacityError = schedule.isError ? fieldText(intl, schedule.error, 'capacity') : undefined;
  const fieldProblem =
    schedule.isError &&
    ['starts_at', 'ends_at', 'timezone', 'address', 'capacity', 'presenter_ids'].some((field) =>
      fieldText(intl, schedule.error, field),
    );
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {products.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {products.isError && <Alert tone="danger">{errorText(intl, products.error)}</Alert>}
      {products.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.noOffers)}</Text>}
      {!!products.data?.length && (
        <Form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (offer !== null) schedule.mutate(offer);
          }}
        >
          <Select
            label={intl.formatMessage(m.offer)}
            selectedKey={offer}
            onSelectionChange={(key) => setOffer(Number(key))}
            isRequired
            options={products.data.map((product) => ({ id: product.id, label: product.title }))}
          />
          <VisitFields
            value={visit}
            onChange={(next) => {
              schedule.reset();
              setVisit(next);
            }}
            error={schedule.error}
          />
          <NumberField
            label={intl.formatMessage(m.capacity)}
            value={capacity}
            onChange={(next) => {
              schedule.reset();
              setCapacity(next);
            }}
            minValue={1}
            maxValue={coaching ? COACHING_GROUP_MAX : 1000}
            isRequired
            errorMessage={capacityError}
          />
          {schedule.isError && !fieldProblem && <Alert tone="danger">{errorText(intl, schedule.error)}</Alert>}
          <div className={styles.row}>
            <Button type="submit" variant="primary" isPending={schedule.isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
