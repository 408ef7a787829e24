import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  brand: { id: 'patient.shell.brand', defaultMessage: 'Matrona home' },
  switchLanguage: { id: 'patient.shell.switchLanguage', defaultMessage: 'Español' },
  logOut: { id: 'patient.shell.logOut', defaultMessage: 'Log out' },
  terms: { id: 'patient.shell.terms', defaultMessage: 'Terms of Use' },
  privacy: { id: 'patient.shell.privacy', defaultMessage: 'Privacy Policy' },
  contact: { id: 'patient.shell.contact', defaultMessage: 'Support: 9am to 5pm Pacific, 7 days a week' },
  notifications: defineMessage<{ unread: number }>({
    id: 'patient.shell.notifications',
    defaultMessage:
      '{unread, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  }),
  accountMenu: { id: 'patient.shell.accountMenu', defaultMessage: 'Menu' },
  settings: { id: 'patient.shell.settings', defaultMessage: 'Settings' },
  today: { id: 'patient.shell.today', defaultMessage: 'Today' },
  team: { id: 'patient.shell.team', defaultMessage: 'Team' },
  care: { id: 'patient.shell.care', defaultMessage: 'Care' },
  me: { id: 'patient.shell.me', defaultMessage: 'Me' },
  loading: { id: 'patient.shell.loading', defaultMessage: 'Loading your account' },
  // A page that could not be shown (src/RouteError.tsx).
  errorTitle: { id: 'patient.shell.errorTitle', defaultMessage: 'This page could not be shown' },
  reload: { id: 'patient.shell.reload', defaultMessage: 'Reload' },
  // The page's <meta name="description">, in the language shown (src/documentHead.ts).
  description: {
    id: 'patient.shell.description',
    defaultMessage:
      "Matrona, your maternity care team in your pocket: log your blood pressure, weight and baby's kicks, message your care team and follow your pregnancy week by week.",
  },
});
