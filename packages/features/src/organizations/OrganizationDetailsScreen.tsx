import { unwrap } from '@mat/api';
import { Alert, BackLink, Button, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { organizationMessages as m } from './organizations.messages';
import { ConnectionBadge, OfferList, PractitionerList, placeOf, typeName } from './present';

/** Where a signed-in patient came from to an organization's page (the contract's `type`). */
export type ListingSource = 'care-team' | 'search' | 'invite' | 'referral';

function useListing(id: number, source: ListingSource = 'search') {
  const intl = useIntl();
  const { client } = useMat();
  return useQuery({
    queryKey: ['organizations', 'listing', id, source, intl.locale],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/patient/organizations/listing/{id}', {
          params: { path: { id }, query: { type: source } },
          signal,
        }),
      ),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** A listing that failed: not found (or not hers to see) said plainly, anything else in the spec's words. */
function ListingProblem({ error }: { error: unknown }) {
  const intl = useIntl();
  const { text } = useErrorText();
  const status = (error as { status?: number } | null)?.status;
  return (
    <Alert tone="danger">
      {status === 404 ? intl.formatMessage(m.notFound) : text('errors.organizationsLoadFailed')}
    </Alert>
  );
}

export interface OrganizationDetailsScreenProps {
  organizationId: number;
  source?: ListingSource;
  /** Back to where she came from, e.g. /referrals/add-resources. */
  backHref: string;
  /** /referrals/organizations/{id}/members and /connect. */
  membersHref: string;
  connectHref: string;
}

/** /referrals/organizations/{id}: an organization as a signed-in patient sees it, with its people and the way to connect. */
export function OrganizationDetailsScreen({
  organizationId,
  source,
  backHref,
  membersHref,
  connectHref,
}: OrganizationDetailsScreenProps) {
  const intl = useIntl();
  const listing = useListing(organizationId, source);
  const back = <BackLink href={backHref}>{intl.formatMessage(m.back)}</BackLink>;
  if (listing.isPending && listing.fetchStatus !== 'idle') return <Skeleton lines={4} />;
  if (!listing.isSuccess)
    return (
      <div className={screen.screen}>
        {back}
        <ListingProblem error={listing.error} />
      </div>
    );
  const { organization, appointment_types } = listing.data;
  const canConnect = organization.connection_status === 'none' || organization.connection_status === 'declined';
  return (
    <div className={screen.screen}>
      {back}
      <Heading level={1}>{organization.name}</Heading>
      <Text tone="muted">
        {[typeName(intl, organization.type_icon), placeOf(intl, organization)].filter(Boolean).join(' · ')}
      </Text>
      <ConnectionBadge status={organization.connection_status} />
      {organization.description && <Text>{organization.description}</Text>}
      {organization.languages.length > 0 && (
        <Text>
          {intl.formatMessage(m.languages, {
            languages: intl.formatList(organization.languages, { type: 'conjunction' }),
          })}
        </Text>
      )}
      <OfferList offers={appointment_types} />
      <div className={screen.actions}>
        {canConnect && (
          <LinkButton href={connectHref} variant="primary">
            {intl.formatMessage(m.connect)}
          </LinkButton>
        )}
        <LinkButton href={membersHref} variant="secondary">
          {intl.formatMessage(m.members, { count: organization.practitioners_count })}
        </LinkButton>
      </div>
    </div>
  );
}

export interface OrganizationMembersScreenProps {
  organizationId: number;
  /** The organization's page, /referrals/organizations/{id}. */
  backHref: string;
}

/** /referrals/organizations/{id}/members: the organization's practitioners. */
export function OrganizationMembersScreen({ organizationId, backHref }: OrganizationMembersScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const listing = useListing(organizationId);
  const members = useQuery({
    queryKey: ['organizations', 'practitioners', organizationId, intl.locale],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/patient/organizations/listing/{id}/practitioners', {
          params: { path: { id: organizationId } },
          signal,
        }),
      ),
    enabled: Number.isInteger(organizationId) && organizationId > 0,
    retry: false,
  });
  const back = <BackLink href={backHref}>{intl.formatMessage(m.back)}</BackLink>;
  if (members.isPending && members.fetchStatus !== 'idle') return <Skeleton lines={4} />;
  if (!members.isSuccess)
    return (
      <div className={screen.screen}>
        {back}
        <ListingProblem error={members.error} />
      </div>
    );
  const name = listing.data?.organization.name;
  return (
    <div className={screen.screen}>
      {back}
      <Heading level={1}>
        {name ? intl.formatMessage(m.membersOf, { name }) : intl.formatMessage(m.practitioners)}
      </Heading>
      <PractitionerList practitioners={members.data} />
    </div>
  );
}

export interface OrganizationConnectScreenProps {
  organizationId: number;
  backHref: string;
  /** Where her organizations are listed once the request is sent, e.g. /referrals. */
  doneHref: string;
}

/**
 * /referrals/organizations/{id}/connect: says plainly what connecting gives the organization (it
 * can view and update the medical profile, and the access can be taken back), then asks it.
 */
export function OrganizationConnectScreen({ organizationId, backHref, doneHref }: OrganizationConnectScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { describe } = useErrorText();
  const queryClient = useQueryClient();
  const listing = useListing(organizationId);
  const connect = useMutation({
    mutationFn: () =>
      unwrap(client.POST('/patient/referral-resources/add-resource', { body: { organization_id: organizationId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });
  const back = <BackLink href={backHref}>{intl.formatMessage(m.back)}</BackLink>;
  if (listing.isPending && listing.fetchStatus !== 'idle') return <Skeleton lines={3} />;
  if (!listing.isSuccess)
    return (
      <div className={screen.screen}>
        {back}
        <ListingProblem error={listing.error} />
      </div>
    );
  const { organization } = listing.data;
  const name = organization.name;
  const already =
    !connect.isSuccess && organization.connection_status !== 'none' && organization.connection_status !== 'declined';
  return (
    <div className={screen.screen}>
      {back}
      <Heading level={1}>{intl.formatMessage(m.connectTitle, { name })}</Heading>
      {connect.isSuccess ? (
        <>
          <Alert tone="success" isLive>
            {intl.formatMessage(m.connected, { name })}
          </Alert>
          <div className={screen.actions}>
            <LinkButton href={doneHref} variant="primary">
              {intl.formatMessage(m.seeOrganizations)}
            </LinkButton>
          </div>
        </>
      ) : already ? (
        <>
          <ConnectionBadge status={organization.connection_status} />
          <div className={screen.actions}>
            <LinkButton href={doneHref} variant="primary">
              {intl.formatMessage(m.seeOrganizations)}
            </LinkButton>
          </div>
        </>
      ) : (
        <div className={screen.form}>
          <Text>{intl.formatMessage(m.connectAccess, { name })}</Text>
          <Text size="small">{intl.formatMessage(m.connectPending, { name })}</Text>
          {connect.isError && <Alert tone="danger">{describe(connect.error).form}</Alert>}
          <div className={screen.actions}>
            <Button variant="primary" isPending={connect.isPending} onPress={() => connect.mutate()}>
              {intl.formatMessage(m.connectConfirm, { name })}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
