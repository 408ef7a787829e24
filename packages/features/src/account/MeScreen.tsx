import { Avatar, Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { accountMessages as m } from './account.messages';

export interface MeScreenProps {
  settingsHref: string;
  notificationsHref: string;
  membershipHref: string;
  pregnancyHref: string;
}

/** /me, the Me dashboard: who is signed in, and the account's own pages. */
export function MeScreen({ settingsHref, notificationsHref, membershipHref, pregnancyHref }: MeScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.meTitle)}</Heading>
      <div className={screen.actions}>
        <Avatar name={name} src={user.avatar ?? undefined} isDecorative />
        <div>
          <Text weight="bold">{name}</Text>
          <Text size="small" tone="muted">
            {user.email}
          </Text>
        </div>
      </div>
      <nav aria-label={intl.formatMessage(m.meTitle)}>
        <ul className={screen.form}>
          <li>
            <Link href={pregnancyHref}>{intl.formatMessage(m.pregnancy)}</Link>
          </li>
          <li>
            <Link href={settingsHref}>{intl.formatMessage(m.settingsTitle)}</Link>
          </li>
          <li>
            <Link href={notificationsHref}>{intl.formatMessage(m.notificationsTitle)}</Link>
          </li>
          <li>
            <Link href={membershipHref}>{intl.formatMessage(user.matrona_gold_view ? m.manageMembership : m.gold)}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
