// Visit summaries: the organization's finished visits, the latest first, each with the summary the
// patient downloads as a PDF; written or rewritten here.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Alert, Badge, Button, Card, Form, Heading, Spinner, Text, TextArea, useToast } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages, summaryMessages as m } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText, fieldText } from './errors';
import { staffKeys } from './queries';

type Visit = StaffSchemas['StaffAppointment'];

export function VisitSummariesScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const visits = useQuery({
    queryKey: staffKeys.finishedAppointments,
    queryFn: ({ signal }) => unwrap(client.GET('/appointments', { signal })),
  });
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {visits.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {visits.isError && <Alert tone="danger">{errorText(intl, visits.error)}</Alert>}
      {visits.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.none)}</Text>}
      <ul className={styles.list}>
        {visits.data?.map((visit) => (
          <SummaryCard key={visit.id} visit={visit} />
        ))}
      </ul>
    </div>
  );
}

function SummaryCard({ visit }: { visit: Visit }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState(visit.summary ?? '');
  const patient = visit.patient.name;
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        client.PUT('/appointments/{id}/summary', {
          params: { path: { id: visit.id } },
          body: { summary: text.trim() },
        }),
      ),
    onSuccess: () => {
      toast.show(intl.formatMessage(m.saved, { patient }), { tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: staffKeys.finishedAppointments });
    },
  });
  const summaryError = save.isError ? fieldText(intl, save.error, 'summary') : undefined;
  return (
    <Card as="li">
      <Form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className={styles.row}>
          <Heading level={2}>{intl.formatMessage(m.visit, { patient, title: visit.title })}</Heading>
          {/* Written or not in words, not by colour alone. */}
          <Badge tone={visit.summary ? 'success' : 'warning'}>
            {intl.formatMessage(visit.summary ? m.written : m.missing)}
          </Badge>
        </div>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.when, {
            date: intl.formatDate(visit.starts_at, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
        <TextArea
          label={intl.formatMessage(m.label, { patient })}
          value={text}
          onChange={setText}
          isRequired
          maxLength={5000}
          errorMessage={summaryError}
        />
        {save.isError && !summaryError && <Alert tone="danger">{errorText(intl, save.error)}</Alert>}
        <div className={styles.row}>
          <Button type="submit" variant="primary" isPending={save.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
