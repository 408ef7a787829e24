import { familyQueries } from '@mat/api';
import { Avatar, Heading, Link, LinkButton, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { accountMessages as m } from './account.messages';
import { myAccountMessages } from './myAccount.messages';
import { recordAccessMessages } from '../privacy/recordAccess.messages';

export interface MeScreenProps {
  /** Where each of the account's pages is in the host app. */
  hrefs: { myAccount: string; profile: string; medicalRecord: string; pregnancy: string; settings: string; notifications: string; membership: string; recordAccess: string;
    /** The check-ins on mood and worries (the mental health screenings), when the host has them. */
    checkIns?: string;
  };
}

/** /me, the Me dashboard: who is signed in, and the account's own pages. */
export function MeScreen({ hrefs }: MeScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  const { client } = useMat();
  const children = useQuery(familyQueries.listChildren(client));
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
      <section aria-labelledby="babies-heading" className={screen.form}>
        <Heading level={2} id="babies-heading">
          {intl.formatMessage(m.babies)}
        </Heading>
        <ul className={screen.form}>
          {(children.data ?? []).map((child) => (
            <li key={child.id}>
              <Link href={`/baby-medical-profile/${child.id}`}>{[child.first_name, child.last_name].filter(Boolean).join(' ')}</Link>
            </li>
          ))}
        </ul>
        <LinkButton href="/add-baby" variant="secondary">
          {intl.formatMessage(m.addBaby)}
        </LinkButton>
      </section>
      <nav aria-label={intl.formatMessage(m.meTitle)}>
        <ul className={screen.form}>
          <li>
            <Link href={hrefs.myAccount}>{intl.formatMessage(myAccountMessages.title)}</Link>
          </li>
          <li>
            <Link href={hrefs.profile}>{intl.formatMessage(m.editProfileTitle)}</Link>
          </li>
          <li>
            <Link href={hrefs.medicalRecord}>{intl.formatMessage(m.recordTitle)}</Link>
          </li>
          {hrefs.checkIns && (
            <li>
              <Link href={hrefs.checkIns}>{intl.formatMessage(m.checkIns)}</Link>
            </li>
          )}
          <li>
            <Link href={hrefs.pregnancy}>{intl.formatMessage(m.pregnancy)}</Link>
          </li>
          <li>
            <Link href={hrefs.settings}>{intl.formatMessage(m.settingsTitle)}</Link>
          </li>
          <li>
            <Link href={hrefs.notifications}>{intl.formatMessage(m.notificationsTitle)}</Link>
          </li>
          <li>
            <Link href={hrefs.recordAccess}>{intl.formatMessage(recordAccessMessages.title)}</Link>
          </li>
          <li>
            <Link href={hrefs.membership}>{intl.formatMessage(user.matrona_gold_view ? m.manageMembership : m.gold)}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
