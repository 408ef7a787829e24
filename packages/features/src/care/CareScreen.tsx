import { Card, EmptyState, Heading, LinkButton, LoadMore, Skeleton, Text } from '@mat/ui';
import type { CarePlanList } from '@mat/domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { appointmentMessages as am } from './appointment.messages';
import { careMessages as m } from './care.messages';
import * as styles from './care.css';
import { CareItem } from './CareItem';
import { SupportOffers, type SessionHref } from './SupportOffers';
import { useCarePlanList } from './useCarePlan';

export interface CareScreenProps {
  /** Where one item opens, e.g. /care-plan/{id}. */
  itemHref: (id: number) => string;
  /** Where a group's or class's session opens, e.g. /support-session/{uuid}?product={id}. */
  sessionHref: SessionHref;
  /** Where an appointment is requested, e.g. /request-an-appointment. */
  requestHref: string;
  /** Where a booked appointment opens, e.g. /appointment/{uuid}. */
  appointmentHref: (uuid: string) => string;
}

const lists: { list: CarePlanList; title: MessageDescriptor; empty: MessageDescriptor }[] = [
  { list: 'today', title: m.today, empty: m.nothingToday },
  { list: 'future', title: m.future, empty: m.nothingFuture },
  { list: 'history', title: m.history, empty: m.nothingHistory },
];

/** /care: the care plan as today, the coming days and the earlier ones, each grouped by day and paged. */
export function CareScreen({ itemHref, sessionHref, requestHref, appointmentHref }: CareScreenProps) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <div className={screen.actions}>
        <LinkButton href={requestHref} variant="secondary">
          {intl.formatMessage(am.requestTitle)}
        </LinkButton>
      </div>
      {lists.map((props) => (
        <CarePlanSection key={props.list} {...props} itemHref={itemHref} appointmentHref={appointmentHref} />
      ))}
      <SupportOffers sessionHref={sessionHref} />
    </div>
  );
}

function CarePlanSection({ list, title, empty, itemHref, appointmentHref }: (typeof lists)[number] & Pick<CareScreenProps, 'itemHref' | 'appointmentHref'>) {
  const intl = useIntl();
  const { text } = useErrorText();
  const plan = useCarePlanList(list);
  const days = plan.data?.pages.flatMap((page) => page.data) ?? [];
  const headingId = `care-${list}`;
  return (
    <section aria-labelledby={headingId} className={screen.form}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(title)}
      </Heading>
      {plan.isPending && <Skeleton lines={3} />}
      {plan.isError && <Text tone="danger">{text('errors.loadDataFailed')}</Text>}
      {plan.isSuccess && days.length === 0 && <EmptyState title={intl.formatMessage(empty)} />}
      {days.map((day) => (
        <div key={day.date} className={styles.day}>
          {/* Today's section needs no date of its own. */}
          {list !== 'today' && (
            <Heading level={3} id={`${headingId}-${day.date}`}>
              {/* The plan's day (YYYY-MM-DD) is the same day wherever the reader is. */}
              {intl.formatDate(day.date, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })}
            </Heading>
          )}
          <ul className={styles.list} aria-labelledby={list !== 'today' ? `${headingId}-${day.date}` : headingId}>
            {day.items.map((item) => (
              <Card as="li" key={item.id}>
                <CareItem item={item} href={itemHref(item.id)} appointmentHref={appointmentHref} />
              </Card>
            ))}
          </ul>
        </div>
      ))}
      <LoadMore shown={days.length} hasMore={plan.hasNextPage} isLoading={plan.isFetchingNextPage} onLoadMore={() => void plan.fetchNextPage()} />
    </section>
  );
}
