// The app's top-level places (spec 1, the four dashboards: Today, Team, Care and Me).
export type Place = 'today' | 'team' | 'care' | 'me';

export const placeHrefs: Record<Place, string> = { today: '/dashboard', team: '/team', care: '/care', me: '/me' };

// The care team's pages belong to Team.
const teamPrefixes = ['/team', '/ask-a-question', '/myquestions'];

// The care plan, appointments, sessions and video visits belong to Care.
const carePrefixes = [
  '/care',
  '/care-plan',
  '/request-an-appointment',
  '/appointment',
  '/support-session',
  '/video/session',
];

// The account's own pages belong to Me; everything else a signed-in patient sees hangs from Today.
const mePrefixes = [
  '/me',
  '/accessibility',
  '/my-account',
  '/settings',
  '/notifications',
  '/edit-profile',
  '/profile-avatar',
  '/medical-record',
  '/add-medical-profile',
  '/contact-us',
  '/questionnaire',
  '/q',
  '/profile/record-access',
  '/gold',
  '/gold-info',
  '/manage-membership',
  '/membership/prolong',
  '/billing',
  '/payment-method',
];

export function placeOf(pathname: string): Place {
  const under = (prefixes: string[]) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (under(teamPrefixes)) return 'team';
  if (under(carePrefixes)) return 'care';
  return under(mePrefixes) ? 'me' : 'today';
}
