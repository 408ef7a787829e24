import { membershipQueries } from '@mat/api';
import { Alert, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { registerLinkMessages as m } from './RegisterScreen.messages';

export interface InviteNoticeProps {
  code: string;
  /** The code cannot be honoured (unknown, used or expired): registration goes on without it. */
  onUnavailable: () => void;
}

/** Who invited her (GET /patient/invites/{code}/info), above the registration form. */
export function InviteNotice({ code, onUnavailable }: InviteNoticeProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const info = useQuery({ ...membershipQueries.getInviteInfo(client, { params: { path: { code } } }), retry: false });
  const unavailable = info.isError || (info.data !== undefined && info.data.status !== 'active');
  useEffect(() => {
    if (unavailable) onUnavailable();
  }, [unavailable, onUnavailable]);
  if (unavailable) return <Alert tone="warning">{text('validation.inviteUnavailable')}</Alert>;
  if (!info.data) return null;
  const { organization, inviter_name: inviter, benefit } = info.data;
  return (
    <Alert
      tone="info"
      title={
        inviter
          ? intl.formatMessage(m.invitedBy, { inviter, organization: organization.name })
          : intl.formatMessage(m.invitedByOrganization, { organization: organization.name })
      }
    >
      <Text>{benefit ?? intl.formatMessage(m.inviteJoins, { organization: organization.name })}</Text>
    </Alert>
  );
}
