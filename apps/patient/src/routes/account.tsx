// Account routes (spec 2): Me, settings and notifications.
import { MeScreen, NotificationsScreen, SettingsScreen, monitorHref, useMonitors } from '@mat/features';
import { createRoute } from '@tanstack/react-router';
import { mainLayout, rootRoute } from './root';

const meRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/me',
  component: () => (
    <MeScreen settingsHref="/settings" notificationsHref="/notifications" membershipHref="/gold" pregnancyHref="/pregnancy-medical-profile/active" />
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

export const accountRoutes = [meRoute, settingsRoute, notificationsRoute];
