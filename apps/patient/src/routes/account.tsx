// Account routes (spec 2): Me, settings, notifications, the profile and the medical record, and
// (beyond the spec) who has seen the record.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { marketingOrigin, navigationContext } from '../browser';
import { withMessages } from '../messages/load';
import { mainLayout, rootRoute, useGo } from './root';

// Me and the account's pages load with the first of them, in a chunk of their own.
const account = withMessages(['account'], () => import('@mat/features/account'));
const ContactUsScreen = lazyRouteComponent(account, 'ContactUsScreen');
const EditProfileScreen = lazyRouteComponent(account, 'EditProfileScreen');
const MedicalProfileWizard = lazyRouteComponent(account, 'MedicalProfileWizard');
const MyAccountScreen = lazyRouteComponent(account, 'MyAccountScreen');
const MedicalRecordScreen = lazyRouteComponent(account, 'MedicalRecordScreen');
const MeScreen = lazyRouteComponent(account, 'MeScreen');
const AccessibilityStatementScreen = lazyRouteComponent(account, 'AccessibilityStatementScreen');
const SettingsScreen = lazyRouteComponent(account, 'SettingsScreen');
const RecordAccessScreen = lazyRouteComponent(account, 'RecordAccessScreen');
const Notifications = lazyRouteComponent(
  withMessages(['account', 'monitors'], () => import('./account.screens')),
  'Notifications',
);

const meRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/me',
  component: () => (
    <MeScreen
      hrefs={{
        myAccount: '/my-account',
        profile: '/edit-profile',
        medicalRecord: '/medical-record',
        pregnancy: '/pregnancy-medical-profile/active',
        settings: '/settings',
        notifications: '/notifications',
        membership: '/gold',
        checkIns: '/questionnaire',
        recordAccess: '/profile/record-access',
        contactUs: '/contact-us',
        accessibility: '/accessibility',
        // The website's footer links: the signed-in app has no footer, so they are rows of Me.
        terms: `${marketingOrigin}/terms`,
        privacy: `${marketingOrigin}/privacy`,
      }}
    />
  ),
});

const settingsRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/settings',
  component: function Settings() {
    const { shell } = rootRoute.useRouteContext();
    return <SettingsScreen onLanguageChange={shell.onLocaleChange} notificationsHref="/notifications" />;
  },
});

const notificationsRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/notifications',
  component: Notifications,
});

const editProfileRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/edit-profile',
  component: EditProfileScreen,
});
const avatarRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/profile-avatar',
  component: EditProfileScreen,
});
const medicalRecordRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/medical-record',
  component: MedicalRecordScreen,
});

function MedicalHistory() {
  const go = useGo();
  return <MedicalProfileWizard onDone={() => go('/medical-record')} />;
}

const addMedicalProfileRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/add-medical-profile',
  component: MedicalHistory,
});
const editMedicalHistoryRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/medical-record/medical-history/edit',
  component: MedicalHistory,
});

const myAccountRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/my-account',
  component: () => (
    <MyAccountScreen
      biometricAvailable={navigationContext().nativeMobile}
      hrefs={{
        profile: '/edit-profile',
        settings: '/settings',
        notifications: '/notifications',
        contactUs: '/contact-us',
      }}
    />
  ),
});
const contactUsRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/contact-us',
  component: ContactUsScreen,
});
// Who has seen the patient's record (designed beyond the spec), linked from Me.
const recordAccessRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/profile/record-access',
  component: RecordAccessScreen,
});

// The accessibility statement, open to visitors too (the main layout shows them the public one).
const accessibilityRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/accessibility',
  component: () => <AccessibilityStatementScreen contactHref="/contact-us" />,
});

export const accountRoutes = [
  myAccountRoute,
  contactUsRoute,
  meRoute,
  settingsRoute,
  notificationsRoute,
  editProfileRoute,
  avatarRoute,
  medicalRecordRoute,
  addMedicalProfileRoute,
  editMedicalHistoryRoute,
  recordAccessRoute,
  accessibilityRoute,
];
