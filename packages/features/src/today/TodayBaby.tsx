import { familyQueries } from '@mat/api';
import { babyContentWeek } from '@mat/domain';
import { Heading, NewbornIllustration, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useShownTogether } from '../shared/ShownTogether';
import { WeekCard } from './WeekCard';
import { youngestBaby } from './youngestBaby';
import { weekCardMessages as m } from './WeekCard.messages';

/** The youngest baby born, whose week of life Today follows. */
function useYoungestBaby() {
  const { client } = useMat();
  return useQuery({
    ...familyQueries.listChildren(client),
    select: youngestBaby,
  });
}

/** Today's card for a new parent: the baby's week of life, 1 to 52; none after a reported loss. */
export function TodayBaby() {
  const intl = useIntl();
  const { client } = useMat();
  const baby = useYoungestBaby();
  const pregnancies = useQuery(familyQueries.listPregnancies(client));
  const stage = useQuery({
    ...familyQueries.getChildStage(client, { params: { path: { id: baby.data?.id ?? 0 } } }),
    enabled: !!baby.data,
  });
  useShownTogether(baby.isLoading || pregnancies.isLoading || stage.isLoading);
  if (!baby.data?.date_of_birth || !stage.data || !pregnancies.data) return null;
  const lossDates = pregnancies.data.flatMap((pregnancy) =>
    pregnancy.loss_report ? [pregnancy.loss_report.date] : [],
  );
  const week = babyContentWeek({ dateOfBirth: baby.data.date_of_birth, ageDays: stage.data.age_days }, lossDates);
  if (week === null) return null;
  const name = baby.data.first_name;
  return (
    <WeekCard
      stage="baby"
      week={week}
      babyName={name}
      illustration={<NewbornIllustration />}
      header={
        <div data-testid="baby-week">
          <Heading level={2}>{intl.formatMessage(m.babyTitle, { week, name })}</Heading>
          <Text size="small" tone="muted">
            {stage.data.label}
          </Text>
        </div>
      }
    />
  );
}
