import { familyQueries } from '@mat/api';
import { isOngoingPregnancy } from '@mat/domain';
import { Heading, Link, LinkButton, Text, BabyIcon, EditIcon } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { pregnancyMessages as m } from './pregnancy.messages';

export interface PregnancyPromptScreenProps {
  /** The spec's {type}: what the prompt is about (birth: the baby may be here; profile: details to update). */
  type: string;
  pregnancyId: number;
  laterHref: string;
}

/**
 * /pregnancy-medical-profile-prompt/{type}/{id}: near the last weeks (from 37w0d, @mat/domain's
 * isNearLastWeeks) the patient is asked to update the pregnancy and to report the birth (spec 4).
 */
export function PregnancyPromptScreen({ type, pregnancyId, laterHref }: PregnancyPromptScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const pregnancies = useQuery(familyQueries.listPregnancies(client));
  const birthFirst = type !== 'profile';
  const pregnancy = pregnancies.data?.find((one) => one.id === pregnancyId);
  // Opened from an old link after a loss (or the birth): no "your baby could arrive" for it.
  if (pregnancy && !isOngoingPregnancy({ lossReport: pregnancy.loss_report, childId: pregnancy.child_id })) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.promptEnded)}</Heading>
        <Link href="/dashboard" isStandalone>
          {intl.formatMessage(m.backToToday)}
        </Link>
      </div>
    );
  }
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.nearTermTitle)}</Heading>
      <Text>{intl.formatMessage(m.nearTermBody)}</Text>
      <div className={screen.actions}>
        <LinkButton
          icon={<BabyIcon />}
          href={`/report-birth/${pregnancyId}`}
          variant={birthFirst ? 'primary' : 'secondary'}
        >
          {intl.formatMessage(m.reportBirth)}
        </LinkButton>
        <LinkButton
          icon={<EditIcon />}
          href={`/edit-pregnancy/${pregnancyId}`}
          variant={birthFirst ? 'secondary' : 'primary'}
        >
          {intl.formatMessage(m.edit)}
        </LinkButton>
      </div>
      <Link href={laterHref} isStandalone>
        {intl.formatMessage(m.notYet)}
      </Link>
    </div>
  );
}
