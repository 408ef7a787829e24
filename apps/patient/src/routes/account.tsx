// Account routes (spec 2): Me, settings, notifications, the profile and the medical record.
import { ContactUsScreen, EditProfileScreen, MedicalProfileWizard, MyAccountScreen, MedicalRecordScreen, MeScreen, NotificationsScreen, SettingsScreen, monitorHref, useMonitors } from '@mat/features';
import { createRoute } from '@tanstack/react-router';
import { navigationContext } from '../browser';
import { mainLayout, rootRoute, useGo } from './root';

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
  component: function Notifications() {
    const monitors = useMonitors();
    return (
      <NotificationsScreen
        monitorHref={(id) => {
          const monitor = monitors.data?.find((m) => m.id === id);
          return monitor ? monitorHref(monitor) : null;
        }}
      />
    );
  },
});

const editProfileRoute = createRoute({ getParentRoute: () => mainLayout, path: '/edit-profile', component: EditProfileScreen });
const avatarRoute = createRoute({ getParentRoute: () => mainLayout, path: '/profile-avatar', component: EditProfileScreen });
const medicalRecordRoute = createRoute({ getParentRoute: () => mainLayout, path: '/medical-record', component: MedicalRecordScreen });

function MedicalHistory() {
  const go = useGo();
  return <MedicalProfileWizard onDone={() => go('/medical-record')} />;
}

const addMedicalProfileRoute = createRoute({ getParentRoute: () => mainLayout, path: '/add-medical-profile', component: MedicalHistory });
const editMedicalHistoryRoute = createRoute({ getParentRoute: () => mainLayout, path: '/medical-record/medical-history/edit', component: MedicalHistory });

const myAccountRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/my-account',
  component: () => (
    <MyAccountScreen
      biometricAvailable={navigationContext().nativeMobile}
      hrefs={{ profile: '/edit-profile', settings: '/settings', notifications: '/notifications', contactUs: '/contact-us' }}
    />
  ),
});
const contactUsRoute = createRoute({ getParentRoute: () => mainLayout, path: '/contact-us', component: ContactUsScreen });

export const accountRoutes = [
  myAccountRoute, contactUsRoute, meRoute, settingsRoute, notificationsRoute, editProfileRoute, avatarRoute, medicalRecordRoute, addMedicalProfileRoute, editMedicalHistoryRoute,
];
