import { isoDateInTimeZone } from '@mat/domain';
import { getLocalTimeZone, parseDate, type CalendarDate } from '@mat/ui';
import { useClock } from '../provider/MatContext';

/**
 * Today's date on the device, read from MatProvider's clock (never the wall clock), so a form's
 * first date and its latest allowed one are the same in a story or a test on any day.
 */
export function useTodayDate(): CalendarDate {
  const clock = useClock();
  return parseDate(isoDateInTimeZone(clock.now().getTime(), getLocalTimeZone()));
}
