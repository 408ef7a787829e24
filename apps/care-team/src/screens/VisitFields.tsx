// When, how long and where a visit or session takes place: the fields the appointment requests and
// scheduling share, and the one place that turns them into the staff API's times.
import type { StaffSchemas } from '@mat/api/staff';
import { Select, Text, TextField } from '@mat/ui';
import { useIntl } from 'react-intl';
import { visitMessages as m } from '../messages';
import { fieldText } from './errors';

export type Platform = StaffSchemas['Platform'];
export type VisitTime = { start: string; minutes: number; platform: Platform; address: string };

export const emptyVisitTime: VisitTime = { start: '', minutes: 45, platform: 'video', address: '' };

const DURATIONS = [15, 30, 45, 60, 90, 120] as const;

/** The practitioner's own zone: the time typed is a time on their clock. */
export const practitionerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The staff API's times for a visit typed as a local date and time (datetime-local) and a length. */
export function visitTimes(visit: VisitTime) {
  const start = new Date(visit.start);
  const valid = visit.start !== '' && !Number.isNaN(start.getTime());
  return {
    starts_at: valid ? start.toISOString() : visit.start,
    ends_at: valid ? new Date(start.getTime() + visit.minutes * 60_000).toISOString() : visit.start,
    timezone: practitionerZone(),
    platform: visit.platform,
    ...(visit.platform === 'in_person' && visit.address.trim() ? { address: visit.address.trim() } : {}),
  };
}

export function VisitFields({
  value,
  onChange,
  error,
}: {
  value: VisitTime;
  onChange: (next: VisitTime) => void;
  error: unknown;
}) {
  const intl = useIntl();
  const set = (patch: Partial<VisitTime>) => onChange({ ...value, ...patch });
  const startError = fieldText(intl, error, 'starts_at') ?? fieldText(intl, error, 'ends_at');
  return (
    <>
      <TextField
        label={intl.formatMessage(m.start)}
        type="datetime-local"
        value={value.start}
        onChange={(start) => set({ start })}
        isRequired
        description={intl.formatMessage(m.zone, { zone: practitionerZone() })}
        errorMessage={startError}
      />
      <Select
        label={intl.formatMessage(m.duration)}
        selectedKey={value.minutes}
        onSelectionChange={(key) => set({ minutes: Number(key) })}
        options={DURATIONS.map((count) => ({ id: count, label: intl.formatMessage(m.minutes, { count }) }))}
      />
      <Select
        label={intl.formatMessage(m.platform)}
        selectedKey={value.platform}
        onSelectionChange={(key) => set({ platform: key as Platform })}
        options={[
          { id: 'video', label: intl.formatMessage(m.video) },
          { id: 'phone', label: intl.formatMessage(m.phone) },
          { id: 'in_person', label: intl.formatMessage(m.inPerson) },
        ]}
      />
      {value.platform === 'in_person' && (
        <TextField
          label={intl.formatMessage(m.address)}
          value={value.address}
          onChange={(address) => set({ address })}
          isRequired
          maxLength={500}
          errorMessage={fieldText(intl, error, 'address')}
        />
      )}
      {fieldText(intl, error, 'timezone') && <Text tone="danger">{fieldText(intl, error, 'timezone')}</Text>}
    </>
  );
}
