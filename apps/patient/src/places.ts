// The app's top-level places (spec 1, the four dashboards). Team and Care join when their
// screens exist; until then no placeholder stands in for them.
export type Place = 'today' | 'me';

export const placeHrefs: Record<Place, string> = { today: '/dashboard', me: '/me' };

// The account's own pages belong to Me; everything else a signed-in patient sees hangs from Today.
const mePrefixes = ['/me', '/my-account', '/settings', '/notifications', '/edit-profile', '/profile-avatar', '/medical-record', '/add-medical-profile', '/contact-us', '/questionnaire', '/q', '/profile/record-access'];

export function placeOf(pathname: string): Place {
  return mePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ? 'me' : 'today';
}
