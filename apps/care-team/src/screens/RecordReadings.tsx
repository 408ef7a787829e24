// The monitors' newest readings in a patient's record (blood pressure, kick counts, weights), each with the
// category the server gives; and the parts of the record they share: a section under its heading, a day, a weight.
import type { StaffSchemas } from '@mat/api/staff';
import { Badge, Heading, Table, Text } from '@mat/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { recordMessages as m } from '../messages';
import * as styles from './console.css';
import { categoryTone } from './categories';

type PatientRecord = StaffSchemas['PatientRecord'];

export const day = (intl: IntlShape, date: string) =>
  intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

export const kilograms = (intl: IntlShape, grams: number) =>
  intl.formatNumber(grams / 1000, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });

/** A part of the record under its heading; a table in it is the named region (its caption), so the part is not one too. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.stack}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

export function Readings<Row>({
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

/** Measured at her time of day, where she lives, not the practitioner's. */
export function BloodPressureReadings({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  return (
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
  );
}

export function KickCountReadings({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  const result = { done: m.kicksDone, contactProvider: m.kicksContactProvider, counting: m.kicksCounting } as const;
  return (
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
  );
}

/** A baby's weight is named by the baby (a weight without one is hers). */
export function WeightReadings({ record }: { record: PatientRecord }) {
  const intl = useIntl();
  const babyName = new Map(record.children.map((child) => [child.id, child.name]));
  return (
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
              cell: (row) => kilograms(intl, row.grams),
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
  );
}
