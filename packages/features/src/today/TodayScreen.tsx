import { Heading } from '@mat/ui';
import { useIntl } from 'react-intl';
import { TodayPregnancy } from './TodayPregnancy';
import { GiftCodeReminder } from '../gold/GiftCodeReminder';
import { MonitorsOverview } from '../monitors/MonitorsOverview';
import { useSession } from '../session/useSession';
import { FirstScreen } from '../shared/FirstScreen';
import * as styles from '../shared/screen.css';
import { NextFromCare } from './NextFromCare';
import { TodayBaby } from './TodayBaby';
import { todayMessages as m } from './TodayScreen.messages';

/**
 * /dashboard, the Today dashboard: greets the user by first name, then the week as its hero (this
 * week of the pregnancy, or the baby's week of life), the next thing due from Care, then the
 * monitors, shown together once each has its answer (FirstScreen), so nothing moves as they come.
 * Support hours are the care team's, shown on Team; the emergency number is where a reading or an
 * answer calls for it.
 */
export function TodayScreen() {
  const intl = useIntl();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={styles.screen}>
      <Heading level={1}>{intl.formatMessage(m.greeting, { firstName: user.first_name })}</Heading>
      <FirstScreen>
        <TodayPregnancy />
        <TodayBaby />
        <NextFromCare />
        <GiftCodeReminder />
        <MonitorsOverview />
      </FirstScreen>
    </div>
  );
}
