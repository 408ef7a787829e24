import type { Schema } from '@mat/api';
import { Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { pregnancyMessages as m } from './pregnancy.messages';

/** The week of a pregnancy going on: its label, trimester, due date and days to go. */
export function PregnancyWeek({ stage, headingLevel = 2 }: { stage: Schema<'PregnancyStage'>; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  return (
    <div data-testid="pregnancy-week">
      <Heading level={headingLevel}>{stage.label}</Heading>
      <Text>
        {intl.formatMessage(m.trimester, { trimester: stage.trimester })} ·{' '}
        {intl.formatMessage(m.dueOn, { date: intl.formatDate(stage.due_date, { dateStyle: 'long', timeZone: 'UTC' }) })}
      </Text>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.daysLeft, { days: stage.days_left })}
      </Text>
    </div>
  );
}
