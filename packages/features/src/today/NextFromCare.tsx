import { Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useCarePlanList } from '../care/useCarePlanList';
import { useShownTogether } from '../shared/ShownTogether';
import * as styles from './NextFromCare.css';
import { nextFromCareMessages as m } from './NextFromCare.messages';
import { nextDue } from './nextDue';

/** Where the item opens, as the patient app's Care routes name them: a booking opens the booking. */
const hrefOf = (item: NonNullable<ReturnType<typeof nextDue>>['item']) =>
  item.appointment ? `/appointment/${item.appointment.uuid}` : `/care-plan/${item.id}`;

/**
 * "Next from Care" on Today: the next thing due from the care plan (a booked visit or session, or the
 * next item) on one line with its day and a link to it, from the first page of the lists Care
 * itself shows (the same cached answers). Nothing at all when nothing is due or the plan cannot be read.
 */
export function NextFromCare() {
  const intl = useIntl();
  const today = useCarePlanList('today');
  const future = useCarePlanList('future');
  useShownTogether(today.isLoading || future.isLoading);
  if (!today.isSuccess || !future.isSuccess) return null;
  const next = nextDue(today.data.pages[0]?.data ?? [], future.data.pages[0]?.data ?? []);
  if (!next) return null;
  const when = next.isToday
    ? intl.formatMessage(m.today)
    : // The plan's day (YYYY-MM-DD) is the same day wherever the reader is.
      intl.formatDate(next.date, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <section aria-labelledby="today-next" className={styles.next}>
      <Heading level={2} size={4} id="today-next">
        {intl.formatMessage(m.title)}
      </Heading>
      <Text>
        <Link href={hrefOf(next.item)} aria-label={intl.formatMessage(m.open, { title: next.item.title, when })}>
          {next.item.title}
        </Link>
        <span aria-hidden="true"> · </span>
        <time dateTime={next.date} className={styles.when}>
          {when}
        </time>
      </Text>
    </section>
  );
}
