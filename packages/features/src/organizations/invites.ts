// The open invites and which one is due, apart from the modal that shows it (InvitesModal.tsx): the
// app asks this on every signed-in page and loads the modal, with the organization screens' chunks
// and messages, only when an invite is due (issue 33: most patients have none, and Today was paying
// for twenty chunks it never showed).
import { unwrap, type MatClient, type Schema } from '@mat/api';
import { pickInviteToShow } from '@mat/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n/catalogue';
import { useClock, useMat } from '../provider/MatContext';
import type { ScreenClock } from '../provider/clock';
import { readShownInvites } from './shownInvites';

type Invite = Schema<'OrganizationInvite'>;

export const INVITES_KEY = ['organizations', 'invites'] as const;

/** GET /patient/organizations/invites, worded in the language shown. */
export const invitesQuery = (client: MatClient, locale: Locale) =>
  queryOptions({
    queryKey: [...INVITES_KEY, locale],
    queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/invites', { signal })),
  });

/** The invite to show now, by the record of those shown kept on this device (spec 4). */
export const dueInvite = (invites: readonly Invite[], nowSeconds: number): Invite | null =>
  pickInviteToShow(invites, readShownInvites(), nowSeconds);

export const secondsOf = (clock: ScreenClock) => Math.floor(clock.now().getTime() / 1000);

/**
 * Whether the invites modal has something to show: true from the moment an invite is due, and then
 * for as long as the page is open, since the modal records the invite as shown when it opens it.
 */
export function useInviteDue(): boolean {
  const { client, locale } = useMat();
  const clock = useClock();
  const invites = useQuery(invitesQuery(client, locale));
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!due && invites.data && dueInvite(invites.data, secondsOf(clock))) setDue(true);
  }, [due, invites.data, clock]);
  return due;
}
