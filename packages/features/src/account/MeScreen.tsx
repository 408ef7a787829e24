import { familyQueries } from '@mat/api';
import {
  AccessibilityIcon,
  AccountIcon,
  Avatar,
  BabyIcon,
  Heading,
  LinkButton,
  LinkList,
  LinkListItem,
  MedicalRecordIcon,
  MembershipIcon,
  NotificationsIcon,
  ParentFeelingIcon,
  PregnancyIcon,
  PrivacyIcon,
  ProfileIcon,
  RecordAccessIcon,
  SettingsIcon,
  SupportIcon,
  TermsIcon,
  Text,
} from '@mat/ui';
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
  hrefs: {
    myAccount: string;
    profile: string;
    medicalRecord: string;
    pregnancy: string;
    settings: string;
    notifications: string;
    membership: string;
    recordAccess: string;
    /** The check-ins on mood and worries (the mental health screenings), when the host has them. */
    checkIns?: string;
    /** A message to the Matrona team. */
    contactUs: string;
    /** The accessibility statement. */
    accessibility: string;
    /** The website's terms and privacy policy (another site: shown with an outward arrow). */
    terms: string;
    privacy: string;
  };
}

/**
 * /me, the Me dashboard: who is signed in, then the account's pages as groups of rows (an icon,
 * the page's name, a chevron; one tab stop each), ending with help and the legal pages that the
 * website's footer holds on the site.
 */
export function MeScreen({ hrefs }: MeScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  const { client } = useMat();
  const children = useQuery(familyQueries.listChildren(client));
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`;
  const t = intl.formatMessage;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{t(m.meTitle)}</Heading>
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
          {t(m.babies)}
        </Heading>
        {(children.data ?? []).length > 0 && (
          <LinkList aria-labelledby="babies-heading">
            {(children.data ?? []).map((child) => (
              <LinkListItem
                key={child.id}
                href={`/baby-medical-profile/${child.id}`}
                icon={<BabyIcon />}
                title={[child.first_name, child.last_name].filter(Boolean).join(' ')}
                description={t(m.babyRecord)}
              />
            ))}
          </LinkList>
        )}
        <div className={screen.actions}>
          <LinkButton href="/add-baby" variant="secondary">
            {t(m.addBaby)}
          </LinkButton>
        </div>
      </section>
      <section aria-labelledby="me-account-heading" className={screen.form}>
        <Heading level={2} id="me-account-heading">
          {t(m.accountGroup)}
        </Heading>
        <LinkList aria-labelledby="me-account-heading">
          <LinkListItem href={hrefs.myAccount} icon={<AccountIcon />} title={t(myAccountMessages.title)} />
          <LinkListItem href={hrefs.profile} icon={<ProfileIcon />} title={t(m.editProfileTitle)} />
          <LinkListItem href={hrefs.settings} icon={<SettingsIcon />} title={t(m.settingsTitle)} />
          <LinkListItem href={hrefs.notifications} icon={<NotificationsIcon />} title={t(m.notificationsTitle)} />
          <LinkListItem
            href={hrefs.membership}
            icon={<MembershipIcon />}
            title={t(user.matrona_gold_view ? m.manageMembership : m.gold)}
          />
        </LinkList>
      </section>
      <section aria-labelledby="me-health-heading" className={screen.form}>
        <Heading level={2} id="me-health-heading">
          {t(m.healthGroup)}
        </Heading>
        <LinkList aria-labelledby="me-health-heading">
          <LinkListItem href={hrefs.pregnancy} icon={<PregnancyIcon />} title={t(m.pregnancy)} />
          <LinkListItem href={hrefs.medicalRecord} icon={<MedicalRecordIcon />} title={t(m.recordTitle)} />
          {hrefs.checkIns && <LinkListItem href={hrefs.checkIns} icon={<ParentFeelingIcon />} title={t(m.checkIns)} />}
          <LinkListItem href={hrefs.recordAccess} icon={<RecordAccessIcon />} title={t(recordAccessMessages.title)} />
        </LinkList>
      </section>
      <section aria-labelledby="me-about-heading" className={screen.form}>
        <Heading level={2} id="me-about-heading">
          {t(m.aboutGroup)}
        </Heading>
        <LinkList aria-labelledby="me-about-heading">
          <LinkListItem
            href={hrefs.contactUs}
            icon={<SupportIcon />}
            title={t(myAccountMessages.contactTitle)}
            description={t(m.supportHours)}
          />
          <LinkListItem href={hrefs.accessibility} icon={<AccessibilityIcon />} title={t(m.accessibility)} />
          <LinkListItem href={hrefs.terms} icon={<TermsIcon />} title={t(m.terms)} isExternal />
          <LinkListItem href={hrefs.privacy} icon={<PrivacyIcon />} title={t(m.privacy)} isExternal />
        </LinkList>
      </section>
    </div>
  );
}
