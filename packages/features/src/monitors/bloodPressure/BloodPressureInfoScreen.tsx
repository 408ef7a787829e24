import { Alert, Heading, LinkButton, Text, StartIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../../shared/screen.css';
import { CategoryBadge } from '../shared/CategoryBadge';
import { bloodPressureInfoMessages as m, bloodPressureRangeMessages as r } from './BloodPressureInfoScreen.messages';
import { bloodPressureRangeValues } from './bloodPressureRanges';
import { MonitorArticles } from '../../articles/MonitorArticles';

export interface BloodPressureInfoScreenProps {
  /** The patient's blood pressure monitor, to start from here; unknown while it loads. */
  monitorId?: number;
}

const steps = [m.step1, m.step2, m.step3, m.step4, m.step5] as const;
const categories = [
  ['normal', r.normal],
  ['elevated', r.elevated],
  ['stage1', r.stage1],
  ['stage2', r.stage2],
  ['severe', r.severe],
  ['low', r.low],
] as const;

/** /blood-pressure/info and /blood-pressure/learn-more: how to measure, what the numbers mean, when to get help. */
export function BloodPressureInfoScreen({ monitorId }: BloodPressureInfoScreenProps) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.why)}</Text>
      <Alert tone="danger" title={intl.formatMessage(m.emergencyTitle)}>
        {intl.formatMessage(m.emergency)}
      </Alert>
      <section aria-labelledby="how-heading">
        <Heading level={2} id="how-heading">
          {intl.formatMessage(m.howTitle)}
        </Heading>
        <ol>
          {steps.map((step) => (
            <li key={step.id}>{intl.formatMessage(step)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="numbers-heading">
        <Heading level={2} id="numbers-heading">
          {intl.formatMessage(m.numbersTitle)}
        </Heading>
        <ul>
          {categories.map(([category, message]) => (
            <li key={category}>
              <CategoryBadge category={category} /> {intl.formatMessage(message, bloodPressureRangeValues)}
            </li>
          ))}
        </ul>
      </section>
      {monitorId !== undefined && (
        <LinkButton icon={<StartIcon />} href={`/blood-pressure/${monitorId}/reading/add`}>
          {intl.formatMessage(m.start)}
        </LinkButton>
      )}
      {monitorId !== undefined && <MonitorArticles monitorId={monitorId} />}
    </div>
  );
}
