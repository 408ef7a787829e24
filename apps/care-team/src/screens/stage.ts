import type { StaffSchemas } from '@mat/api/staff';
import type { IntlShape } from 'react-intl';
import { stageMessages } from '../messages';

export function stageText(intl: IntlShape, stage: StaffSchemas['InboxPatient']['stage']): string {
  return intl.formatMessage(stage ? stageMessages[stage] : stageMessages.unknown);
}
