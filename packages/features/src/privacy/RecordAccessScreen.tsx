import { unwrap, type Schema } from '@mat/api';
import { Alert, EmptyState, Heading, LoadMore, Skeleton, Text } from '@mat/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import * as styles from '../monitors/shared/monitors.css';
import { recordAccessMessages as m } from './recordAccess.messages';

type Entry = Schema<'RecordAccessEntry'>;

const roles = { care_team: m.roleCareTeam, support: m.roleSupport, system: m.roleSystem } satisfies Record<
  Entry['actor_role'],
  unknown
>;

// The parts of the record the server names (services/audit.ts callers); a part added later reads
// as "your record" until it gets words of its own.
const parts = {
  conversation: m.conversation,
  messages: m.messages,
  attachment: m.attachment,
  screening_answer: m.screeningAnswer,
  blood_pressure: m.bloodPressure,
  profile: m.profile,
  documents: m.documents,
  export: m.export,
  appointments: m.appointments,
  appointment_requests: m.appointmentRequests,
  care_plan: m.carePlan,
  screening_alert: m.screeningAlert,
  blood_pressure_alert: m.bloodPressureAlert,
};
const partOf = (resource: string) =>
  Object.hasOwn(parts, resource) ? parts[resource as keyof typeof parts] : m.record;

/** The query key of the pages, for hosts and tests that refresh it. */
export const recordAccessKey = ['profile', 'listRecordAccess', 'pages'] as const;

/**
 * /profile/record-access (designed beyond the spec): who other than the patient opened or
 * changed her record, from the append-only audit trail, newest first, at the patient's own time.
 */
export function RecordAccessScreen() {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { text } = useErrorText();
  const accesses = useInfiniteQuery({
    queryKey: recordAccessKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET('/patient/record-access', { params: { query: { page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  if (!user) return null;
  // The patient's time zone from her profile, so "when" reads as her clock showed it.
  const when = (at: string) =>
    intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: user.timezone });
  const did = (entry: Entry) => {
    const what = intl.formatMessage(partOf(entry.resource));
    return entry.action === 'change' ? intl.formatMessage(m.change, { what }) : intl.formatMessage(m.read, { what });
  };
  const items = accesses.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {accesses.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {accesses.isPending && <Skeleton />}
      {accesses.isSuccess && items.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.none)}>{intl.formatMessage(m.noneHint)}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {items.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={styles.row}>
              <div className={styles.rowMain}>
                <Text weight="bold">{entry.actor_name}</Text>
                <Text size="small" tone="muted">
                  {[intl.formatMessage(roles[entry.actor_role]), entry.actor_organization].filter(Boolean).join(' · ')}
                </Text>
                <Text>{did(entry)}</Text>
                <Text size="small" tone="muted">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        shown={items.length}
        hasMore={accesses.hasNextPage}
        isLoading={accesses.isFetchingNextPage}
        onLoadMore={() => void accesses.fetchNextPage()}
      />
    </div>
  );
}
