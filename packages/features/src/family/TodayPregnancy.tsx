import { Card, LinkButton } from '@mat/ui';
import { useIntl } from 'react-intl';
import { pregnancyMessages as m } from './pregnancy.messages';
import { PregnancyWeek } from './PregnancyWeek';
import { useActivePregnancy, usePregnancyStage } from './usePregnancy';

/** The pregnancy going on, this week, on the Today dashboard; nothing when there is none. */
export function TodayPregnancy() {
  const intl = useIntl();
  const active = useActivePregnancy();
  const stage = usePregnancyStage(active.data);
  if (!active.data || !stage.data) return null;
  return (
    <Card>
      <PregnancyWeek stage={stage.data} />
      {stage.data.near_term && (
        <LinkButton href={`/pregnancy-medical-profile-prompt/birth/${active.data.id}`}>{intl.formatMessage(m.reportBirth)}</LinkButton>
      )}
      <LinkButton href="/pregnancy-medical-profile/active" variant="secondary">
        {intl.formatMessage(m.open)}
      </LinkButton>
    </Card>
  );
}
