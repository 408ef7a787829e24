// A patient's record, read only (spec 6: "care team members see the record with the user's
// permission"): profile, pregnancies, babies and the monitors' newest readings, each with the
// category the server gives from @mat/domain (never worked out here). When the patient has not
// shared it with the organization the server answers 403 and this says so, with no data.
import { ApiError, unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Alert, BackLink, Badge, EmptyState, Heading, Spinner, Table, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { recordMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { categoryTone } from './categories';
import { errorText } from './errors';
import { staffKeys } from './queries';
import { stageText } from './stage';

type PatientRecord = StaffSchemas['PatientRecord'];

const day = (intl: IntlShape, date: string) =>
  intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** A part of the record under its heading; a table in it is the named region (its caption), so the part is not one too. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.stack}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

function Profile({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  const { patient } = record;
  const rows = [
    { label: intl.formatMessage(m.stage), value: stageText(intl, patient.stage) },
    { label: intl.formatMessage(m.email), value: patient.email },
    { label: intl.formatMessage(m.phone), value: patient.phone || intl.formatMessage(m.notGiven) },
    {
      label: intl.formatMessage(m.language),
      value: intl.formatMessage(patient.language === 'es' ? m.spanish : m.english),
    },
    { label: intl.formatMessage(m.timezone), value: patient.timezone },
  ];
  return (
    <Section id="record-profile" title={intl.formatMessage(m.profile)}>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.label} className={styles.fact}>
            <dt>
              <Text as="span" weight="bold">
                {row.label}
              </Text>
            </dt>
            <dd className={styles.factValue}>
              <Text as="span">{row.value}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Readings<Row>({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: readonly Row[];
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? <Text tone="muted">{intl.formatMessage(m.none)}</Text> : children(rows)}
    </Section>
  );
}

function RecordBody({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  const babyName = new Map(record.children.map((child) => [child.id, child.name]));
  const status = { ongoing: m.ongoing, born: m.born, loss: m.loss } as const;
  const result = { done: m.kicksDone, contactProvider: m.kicksContactProvider, counting: m.kicksCounting } as const;
  const kilograms = (grams: number) =>
    intl.formatNumber(grams / 1000, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
  return (
    <>
      <Profile record={record} />
      <Readings id="record-pregnancies" title={intl.formatMessage(m.pregnancies)} rows={record.pregnancies}>
        {(rows) => (
          <Table
            caption={intl.formatMessage(m.pregnancies)}
            isCaptionHidden
            rowKey={(row) => row.id}
            rows={rows}
            columns={[
              {
                key: 'due',
                header: intl.formatMessage(m.dueDate),
                cell: (row) => day(intl, row.due_date),
                isRowHeader: true,
              },
              {
                key: 'status',
                header: intl.formatMessage(m.status),
                cell: (row) => intl.formatMessage(status[row.status]),
              },
            ]}
          />
        )}
      </Readings>
      <Readings id="record-babies" title={intl.formatMessage(m.babies)} rows={record.children}>
        {(rows) => (
          <Table
            caption={intl.formatMessage(m.babies)}
            isCaptionHidden
            rowKey={(row) => row.id}
            rows={rows}
            columns={[
              { key: 'name', header: intl.formatMessage(m.name), cell: (row) => row.name, isRowHeader: true },
              {
                key: 'born',
                header: intl.formatMessage(m.dateOfBirth),
                cell: (row) =>
                  row.date_of_birth
                    ? day(intl, row.date_of_birth)
                    : row.due_date
                      ? intl.formatMessage(m.due, { date: day(intl, row.due_date) })
                      : intl.formatMessage(m.notGiven),
              },
              {
                key: 'weight',
                header: intl.formatMessage(m.birthWeight),
                cell: (row) =>
                  row.birth_weight_grams ? kilograms(row.birth_weight_grams) : intl.formatMessage(m.notGiven),
                isNumeric: true,
              },
            ]}
          />
        )}
      </Readings>
      <Text tone="muted">{intl.formatMessage(m.latest, { count: 20 })}</Text>
      <Readings id="record-blood-pressure" title={intl.formatMessage(m.bloodPressure)} rows={record.blood_pressure}>
        {(rows) => (
          <Table
            caption={intl.formatMessage(m.bloodPressure)}
            isCaptionHidden
            rowKey={(row) => row.id}
            rows={rows}
            columns={[
              {
                key: 'when',
                header: intl.formatMessage(m.when),
                cell: (row) =>
                  intl.formatDate(row.measured_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: record.patient.timezone,
                  }),
                isRowHeader: true,
              },
              {
                key: 'reading',
                header: intl.formatMessage(m.reading),
                cell: (row) => `${intl.formatNumber(row.systolic)}/${intl.formatNumber(row.diastolic)}`,
                isNumeric: true,
              },
              {
                key: 'pulse',
                header: intl.formatMessage(m.pulse),
                cell: (row) => (row.pulse === null ? '' : intl.formatNumber(row.pulse)),
                isNumeric: true,
              },
              {
                key: 'category',
                header: intl.formatMessage(m.category),
                cell: (row) => (
                  <Badge tone={categoryTone[row.category]}>
                    {intl.formatMessage({ id: `notices.bloodPressureCategory.${row.category}` })}
                  </Badge>
                ),
              },
            ]}
          />
        )}
      </Readings>
      <Readings id="record-kick-counts" title={intl.formatMessage(m.kickCounts)} rows={record.kick_counts}>
        {(rows) => (
          <Table
            caption={intl.formatMessage(m.kickCounts)}
            isCaptionHidden
            rowKey={(row) => row.id}
            rows={rows}
            columns={[
              {
                key: 'date',
                header: intl.formatMessage(m.date),
                cell: (row) => `${day(intl, row.date)} ${row.time}`,
                isRowHeader: true,
              },
              {
                key: 'kicks',
                header: intl.formatMessage(m.kicks),
                cell: (row) => intl.formatNumber(row.total_kicks),
                isNumeric: true,
              },
              {
                key: 'duration',
                header: intl.formatMessage(m.duration),
                cell: (row) =>
                  intl.formatNumber(Math.round(row.duration_seconds / 60), {
                    style: 'unit',
                    unit: 'minute',
                    unitDisplay: 'long',
                  }),
                isNumeric: true,
              },
              {
                key: 'result',
                header: intl.formatMessage(m.result),
                cell: (row) => (
                  <Badge
                    tone={row.result === 'contactProvider' ? 'danger' : row.result === 'done' ? 'success' : 'neutral'}
                  >
                    {intl.formatMessage(result[row.result])}
                  </Badge>
                ),
              },
            ]}
          />
        )}
      </Readings>
      <Readings id="record-weights" title={intl.formatMessage(m.weights)} rows={record.weights}>
        {(rows) => (
          <Table
            caption={intl.formatMessage(m.weights)}
            isCaptionHidden
            rowKey={(row) => row.id}
            rows={rows}
            columns={[
              {
                key: 'date',
                header: intl.formatMessage(m.date),
                cell: (row) => day(intl, row.measured_on),
                isRowHeader: true,
              },
              {
                key: 'baby',
                header: intl.formatMessage(m.baby),
                cell: (row) => (row.child_id === null ? '' : (babyName.get(row.child_id) ?? '')),
              },
              {
                key: 'weight',
                header: intl.formatMessage(m.weight),
                cell: (row) => kilograms(row.grams),
                isNumeric: true,
              },
              {
                key: 'category',
                header: intl.formatMessage(m.category),
                cell: (row) =>
                  row.contact_pediatrician === null ? (
                    <Badge tone="neutral">{intl.formatMessage(m.weightUnknown)}</Badge>
                  ) : (
                    <Badge tone={row.contact_pediatrician ? 'danger' : 'success'}>
                      {intl.formatMessage(row.contact_pediatrician ? m.weightCall : m.weightExpected)}
                    </Badge>
                  ),
              },
            ]}
          />
        )}
      </Readings>
    </>
  );
}

/** /patients/{id}: `conversation` is where the practitioner came from, for the way back. */
export function PatientRecordScreen({ id, conversation }: { id: number; conversation?: number }) {
  const intl = useIntl();
  const { client } = useStaff();
  const record = useQuery({
    queryKey: staffKeys.record(id),
    queryFn: ({ signal }) => unwrap(client.GET('/patients/{id}/record', { params: { path: { id } }, signal })),
  });
  const back =
    conversation === undefined ? (
      <BackLink href="/">{intl.formatMessage(m.backToInbox)}</BackLink>
    ) : (
      <BackLink href={`/conversations/${conversation}`}>{intl.formatMessage(m.backToConversation)}</BackLink>
    );
  if (record.isPending)
    return (
      <div className={styles.stack}>
        {back}
        <Spinner label={intl.formatMessage(shellMessages.loading)} />
      </div>
    );
  if (record.isError) {
    const notShared = record.error instanceof ApiError && record.error.status === 403;
    return (
      <div className={styles.stack}>
        {back}
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        {notShared ? (
          <EmptyState title={intl.formatMessage(m.notSharedTitle)}>{intl.formatMessage(m.notShared)}</EmptyState>
        ) : (
          <Alert tone="danger">{errorText(intl, record.error)}</Alert>
        )}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      {back}
      <div className={styles.stack}>
        <Heading level={1}>
          <span className={styles.breakable}>{intl.formatMessage(m.recordOf, { name: record.data.patient.name })}</span>
        </Heading>
        <Text tone="muted">{intl.formatMessage(m.readOnly)}</Text>
      </div>
      <RecordBody record={record.data} />
    </div>
  );
}
