import type { Schema } from '@mat/api';
import { Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { alertedTeamMessages as m } from './alertedTeam.messages';

export interface AlertedTeamNoticeProps {
  /** Who the server says an urgent alert reached; nothing is said when it reached no one. */
  team: Schema<'AlertedTeam'> | null;
}

/**
 * "We have let ... know": names who was told, as the server says (her care team's organizations,
 * or Matrona's on-call team for a patient no organization cares for yet), never more than that.
 */
export function AlertedTeamNotice({ team }: AlertedTeamNoticeProps) {
  const intl = useIntl();
  if (!team) return null;
  if (team.kind === 'matrona_on_call') return <Text>{intl.formatMessage(m.matronaOnCall)}</Text>;
  return (
    <Text>
      {intl.formatMessage(m.careTeam, { organizations: intl.formatList(team.organizations, { type: 'conjunction' }) })}
    </Text>
  );
}
