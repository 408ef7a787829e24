import { unwrap } from '@mat/api';
import { Alert, Button, Heading, Link, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { organizationMessages as m } from './organizations.messages';
import { ConnectionBadge, OfferList, PractitionerList, placeOf, typeName } from './present';

export interface OrganizationPageProps {
  /** The organization's slug or id, as in /o/{orgIdentity}. */
  identity: string;
  /** Where a signed-out visitor signs in to connect, e.g. /auth/login. */
  signInHref: string;
}

export const organizationPageKey = (identity: string) => ['organizations', 'page', identity] as const;

/** /o/{orgIdentity}: an organization's public page; a signed-in patient adds it to their care team here. */
export function OrganizationPage({ identity, signInHref }: OrganizationPageProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { describe, text } = useErrorText();
  const queryClient = useQueryClient();
  const valid = /^[a-z0-9][a-z0-9-]{0,99}$/.test(identity);
  const page = useQuery({
    queryKey: [...organizationPageKey(identity), intl.locale, user?.userId ?? null],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/public/organizations/listing/{id}', { params: { path: { id: identity } }, signal })),
    enabled: valid,
    retry: false,
  });
  const connect = useMutation({
    mutationFn: (organizationId: number) =>
      unwrap(client.POST('/patient/referral-resources/add-resource', { body: { organization_id: organizationId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });
  if (!valid || (page.isError && (page.error as { status?: number }).status === 404)) {
    return (
      <div className={screen.screen}>
        <Alert tone="danger">{intl.formatMessage(m.notFound)}</Alert>
      </div>
    );
  }
  if (page.isPending) return <Skeleton lines={4} />;
  if (page.isError) return <Alert tone="danger">{text('errors.organizationsLoadFailed')}</Alert>;
  const { organization, practitioners, appointment_types } = page.data;
  const place = placeOf(intl, organization);
  return (
    <div className={screen.screen}>
      <Heading level={1}>{organization.name}</Heading>
      <Text tone="muted">{[typeName(intl, organization.type_icon), place].filter(Boolean).join(' · ')}</Text>
      <ConnectionBadge status={organization.connection_status} />
      {organization.description && <Text>{organization.description}</Text>}
      {organization.languages.length > 0 && (
        <Text>
          {intl.formatMessage(m.languages, {
            languages: intl.formatList(organization.languages, { type: 'conjunction' }),
          })}
        </Text>
      )}
      {user && (organization.connection_status === 'none' || organization.connection_status === 'declined') && (
        <div className={screen.form}>
          <Text size="small">{intl.formatMessage(m.connectAccess, { name: organization.name })}</Text>
          {connect.isError && <Alert tone="danger">{describe(connect.error).form}</Alert>}
          <div className={screen.actions}>
            <Button variant="primary" isPending={connect.isPending} onPress={() => connect.mutate(organization.id)}>
              {intl.formatMessage(m.connect)}
            </Button>
          </div>
        </div>
      )}
      {connect.isSuccess && (
        <Alert tone="success">{intl.formatMessage(m.connected, { name: organization.name })}</Alert>
      )}
      {!user && (
        <div className={screen.actions}>
          <LinkButton href={signInHref} variant="primary">
            {intl.formatMessage(m.signInToConnect)}
          </LinkButton>
        </div>
      )}
      <OfferList offers={appointment_types} />
      <section aria-labelledby="organization-practitioners" className={screen.form}>
        <Heading level={2} id="organization-practitioners">
          {intl.formatMessage(m.practitioners)}
        </Heading>
        <PractitionerList practitioners={practitioners} />
      </section>
      {(organization.phone || organization.website) && (
        <section aria-labelledby="organization-contact" className={screen.form}>
          <Heading level={2} id="organization-contact">
            {intl.formatMessage(m.contact)}
          </Heading>
          {organization.phone && (
            <Link href={`tel:+1${organization.phone}`}>
              {organization.phone.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3')}
            </Link>
          )}
          {organization.website && (
            <Link href={organization.website}>{intl.formatMessage(m.website, { name: organization.name })}</Link>
          )}
        </section>
      )}
    </div>
  );
}
