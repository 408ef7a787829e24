// The app's top-level places (spec 1, the four dashboards). Care joins when its screens exist;
// until then no placeholder stands in for it.
export type Place = 'today' | 'team' | 'me';

export const placeHrefs: Record<Place, string> = { today: '/dashboard', team: '/team', me: '/me' };

// The care team's pages belong to Team.
const teamPrefixes = ['/team', '/ask-a-question', '/myquestions'];

// The account's own pages belong to Me; everything else a signed-in patient sees hangs from Today.
const mePrefixes = ['/me', '/my-account', '/settings', '/notifications', '/edit-profile', '/profile-avatar', '/medical-record', '/add-medical-profile', '/contact-us', '/questionnaire', '/q', '/profile/record-access'];

export function placeOf(pathname: string): Place {
  const under = (prefixes: string[]) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (under(teamPrefixes)) return 'team';
  return under(mePrefixes) ? 'me' : 'today';
}
