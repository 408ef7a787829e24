import { unwrap, type Schema } from '@mat/api';
import { recordInviteShown } from '@mat/domain';
import { Alert, Button, Dialog, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClock, useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import { organizationMessages as m } from './organizations.messages';
import { dueInvite, INVITES_KEY, invitesQuery, secondsOf } from './invites';
import { readShownInvites, writeShownInvites } from './shownInvites';

type Invite = Schema<'OrganizationInvite'>;

export interface InvitesModalProps {
  /**
   * Seconds since the epoch.
   * @deprecated MatProvider's `clock` is read when this is not given: give the clock there.
   */
  nowSeconds?: () => number;
}

/**
 * The invites modal (spec 2 and 4): the first open invite not shown in the last 86400 seconds
 * (pickInviteToShow over the record kept in local storage), shown once; accept, decline or maybe
 * later. Shown means recorded and marked viewed, whatever the answer.
 */
export function InvitesModal({ nowSeconds: givenNow }: InvitesModalProps) {
  const intl = useIntl();
  const clock = useClock();
  const { client, locale } = useMat();
  const { describe } = useErrorText();
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery(client, locale));
  const [shown, setShown] = useState<Invite | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (shown || closed || !invites.data) return;
    const now = givenNow ? givenNow() : secondsOf(clock);
    const due = dueInvite(invites.data, now);
    if (!due) return;
    writeShownInvites(recordInviteShown(readShownInvites(), due, now));
    setShown(due);
    if (due.state === 'active')
      void client.POST('/patient/organizations/invites/{id}/viewed', { params: { path: { id: due.id } } });
  }, [invites.data, shown, closed, givenNow, clock, client]);
  const answer = useMutation({
    mutationFn: (action: 'accept' | 'decline' | 'maybelater') =>
      unwrap(client.POST(`/patient/organizations/invites/{id}/${action}`, { params: { path: { id: shown!.id } } })),
    onSuccess: async () => {
      setClosed(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
      ]);
    },
  });
  if (!shown || closed) return null;
  const name = shown.organization.name;
  return (
    <Dialog
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && answer.mutate('maybelater')}
      title={intl.formatMessage(m.inviteTitle, { name })}
      actions={() => (
        <div className={screen.actions}>
          <Button
            variant="primary"
            isPending={answer.isPending && answer.variables === 'accept'}
            onPress={() => answer.mutate('accept')}
          >
            {intl.formatMessage(m.inviteAccept)}
          </Button>
          <Button
            variant="secondary"
            isPending={answer.isPending && answer.variables === 'decline'}
            onPress={() => answer.mutate('decline')}
          >
            {intl.formatMessage(m.inviteDecline)}
          </Button>
          <Button
            variant="tertiary"
            isPending={answer.isPending && answer.variables === 'maybelater'}
            onPress={() => answer.mutate('maybelater')}
          >
            {intl.formatMessage(m.inviteLater)}
          </Button>
        </div>
      )}
    >
      <Text>{shown.message ?? intl.formatMessage(m.inviteBody, { name })}</Text>
      <Text size="small">{intl.formatMessage(m.connectAccess, { name })}</Text>
      {answer.isError && <Alert tone="danger">{describe(answer.error).form}</Alert>}
    </Dialog>
  );
}
