// A patient's record, read only (spec 6: "care team members see the record with the user's
// permission"): profile, pregnancies, babies and the monitors' newest readings, each with the
// category the server gives from @mat/domain (never worked out here). When the patient has not
// shared it with the organization the server answers 403 and this says so, with no data.
import { ApiError, unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { Alert, BackLink, EmptyState, Heading, Spinner, Table, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { recordMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText } from './errors';
import { staffKeys } from './queries';
import {
  BloodPressureReadings,
  KickCountReadings,
  Readings,
  Section,
  WeightReadings,
  day,
  kilograms,
} from './RecordReadings';
import { stageText } from './stage';

type PatientRecord = StaffSchemas['PatientRecord'];

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

function Pregnancies({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  const status = { ongoing: m.ongoing, born: m.born, loss: m.loss } as const;
  return (
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
  );
}

/** A baby born has her date of birth and weight; one still to come, her due date. */
function Babies({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  return (
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
                row.birth_weight_grams ? kilograms(intl, row.birth_weight_grams) : intl.formatMessage(m.notGiven),
              isNumeric: true,
            },
          ]}
        />
      )}
    </Readings>
  );
}

function RecordBody({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  return (
    <>
      <Profile record={record} />
      <Pregnancies record={record} />
      <Babies record={record} />
      <Text tone="muted">{intl.formatMessage(m.latest, { count: 20 })}</Text>
      <BloodPressureReadings record={record} />
      <KickCountReadings record={record} />
      <WeightReadings record={record} />
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
