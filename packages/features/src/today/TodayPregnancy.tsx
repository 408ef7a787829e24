import { pregnancyContentWeek } from '@mat/domain';
import { Card, LinkButton, PregnancyIllustration, BabyIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import { WeekCard } from './WeekCard';
import { pregnancyMessages as m } from '../family/pregnancy.messages';
import { PregnancyWeek } from '../family/PregnancyWeek';
import { useActivePregnancy, usePregnancyStage } from '../family/usePregnancy';
import { useFirstScreenPart } from '../shared/FirstScreen';

/**
 * The pregnancy going on, this week, on the Today dashboard: from week 4 to 42 with the week's
 * reading (the baby's size and growth, the parent's side, one thing to do); nothing when there is
 * none (a loss leaves no pregnancy going on).
 */
export function TodayPregnancy() {
  const intl = useIntl();
  const active = useActivePregnancy();
  const stage = usePregnancyStage(active.data);
  useFirstScreenPart(active.isLoading || stage.isLoading);
  if (!active.data || !stage.data) return null;
  const actions = (
    <>
      {stage.data.near_term && (
        <LinkButton icon={<BabyIcon />} href={`/pregnancy-medical-profile-prompt/birth/${active.data.id}`}>
          {intl.formatMessage(m.reportBirth)}
        </LinkButton>
      )}
      <LinkButton href="/pregnancy-medical-profile/active" variant="secondary">
        {intl.formatMessage(m.open)}
      </LinkButton>
    </>
  );
  const week = pregnancyContentWeek(stage.data.week);
  if (week === null) {
    return (
      <Card>
        <PregnancyWeek stage={stage.data} />
        {actions}
      </Card>
    );
  }
  return (
    <WeekCard
      stage="pregnancy"
      week={week}
      header={<PregnancyWeek stage={stage.data} />}
      illustration={<PregnancyIllustration />}
    >
      {actions}
    </WeekCard>
  );
}
