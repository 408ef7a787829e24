import { unwrap } from '@mat/api';
import { Alert, Button, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { organizationMessages as m } from './organizations.messages';
import { ConnectionBadge, placeOf, typeName } from './present';

export interface FollowLinkScreenProps {
  /** The link's token: an organization's join code, as printed on its flyers. */
  token: string;
  /** Registration carrying the code, e.g. /auth/register?assign_code={token} (the guards keep it). */
  registerHref: string;
  signInHref: string;
  /** Her organizations, e.g. /referrals. */
  doneHref: string;
}

const CODE = /^[A-Za-z0-9-]{1,64}$/;

/**
 * /f/{token}: an organization's short link to follow it (the spec names the route only). The token
 * is the organization's join code. A visitor is offered to register with the code (the
 * organization then confirms her) or to sign in; a signed-in patient sees the organization and asks
 * to join, pending until it confirms, as a team request by code.
 */
export function FollowLinkScreen({ token, registerHref, signInHref, doneHref }: FollowLinkScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { describe, text } = useErrorText();
  const queryClient = useQueryClient();
  const valid = CODE.test(token);
  const organization = useQuery({
    queryKey: ['organizations', 'code', token, intl.locale],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/patient/organizations/code/{code}', { params: { path: { code: token } }, signal })),
    enabled: valid && Boolean(user),
    retry: false,
  });
  const join = useMutation({
    mutationFn: () =>
      unwrap(client.POST('/patient/organizations/team-request/code/{code}', { params: { path: { code: token } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });
  if (!valid || (organization.isError && (organization.error as { status?: number }).status === 404)) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.followTitle)}</Heading>
        <Alert tone="danger">{intl.formatMessage(m.followUnknown)}</Alert>
      </div>
    );
  }
  if (!user) {
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.followTitle)}</Heading>
        <Text>{intl.formatMessage(m.followVisitor)}</Text>
        <div className={screen.actions}>
          <LinkButton href={registerHref} variant="primary">
            {intl.formatMessage(m.followRegister)}
          </LinkButton>
          <LinkButton href={signInHref} variant="secondary">
            {intl.formatMessage(m.followSignIn)}
          </LinkButton>
        </div>
      </div>
    );
  }
  if (organization.isPending) return <Skeleton lines={3} />;
  if (organization.isError) return <Alert tone="danger">{text('errors.organizationsLoadFailed')}</Alert>;
  const found = organization.data;
  const name = found.name;
  const canJoin = !join.isSuccess && (found.connection_status === 'none' || found.connection_status === 'declined');
  return (
    <div className={screen.screen}>
      <Heading level={1}>{name}</Heading>
      <Text tone="muted">{[typeName(intl, found.type_icon), placeOf(intl, found)].filter(Boolean).join(' · ')}</Text>
      {!join.isSuccess && <ConnectionBadge status={found.connection_status} />}
      {found.description && <Text>{found.description}</Text>}
      {canJoin && (
        <div className={screen.form}>
          <Text>{intl.formatMessage(m.connectAccess, { name })}</Text>
          {join.isError && <Alert tone="danger">{describe(join.error).form}</Alert>}
          <div className={screen.actions}>
            <Button variant="primary" isPending={join.isPending} onPress={() => join.mutate()}>
              {intl.formatMessage(m.connectConfirm, { name })}
            </Button>
          </div>
        </div>
      )}
      {join.isSuccess && (
        <Alert tone="success" isLive>
          {intl.formatMessage(m.connected, { name })}
        </Alert>
      )}
      {!canJoin && (
        <div className={screen.actions}>
          <LinkButton href={doneHref} variant="secondary">
            {intl.formatMessage(m.seeOrganizations)}
          </LinkButton>
        </div>
      )}
    </div>
  );
}
