import { unwrap, type Schema } from '@mat/api';
import { Alert, AlertDialog, Badge, Button, Card, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import * as styles from './organizations.css';
import { organizationMessages as m } from './organizations.messages';
import { placeOf, typeName } from './present';
import { useResourceActions } from './useResourceActions';

type Resource = Schema<'ReferralResource'>;
type Referral = Schema<'Referral'>;

export interface CareTeamOrganizationsScreenProps {
  /** The directory search, e.g. /referrals/add-resources. */
  searchHref: string;
}

const RESOURCES = ['organizations', 'resources'] as const;

/**
 * /referrals: the organizations on the care team (active and archived, each with the access it has
 * to the medical profile, which the patient can take back), the requests still waiting for an
 * organization, the declined ones, and referrals to answer (ignoring is final, so it asks first).
 */
export function CareTeamOrganizationsScreen({ searchHref }: CareTeamOrganizationsScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const resources = useQuery({
    queryKey: [...RESOURCES, intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources', { signal })),
  });
  const referrals = useQuery({
    queryKey: ['organizations', 'referrals', intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/referrals/active', { signal })),
  });
  const rows = resources.data?.data ?? [];
  const group = (status: Resource['status']) => rows.filter((r) => r.status === status);
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.teamTitle)}</Heading>
      <Text>{intl.formatMessage(m.teamIntro)}</Text>
      <div className={screen.actions}>
        <LinkButton href={searchHref} variant="primary">
          {intl.formatMessage(m.findMore)}
        </LinkButton>
      </div>
      {resources.isPending && <Skeleton lines={3} />}
      {resources.isError && <Alert tone="danger">{text('errors.organizationsLoadFailed')}</Alert>}
      {referrals.data && referrals.data.length > 0 && <Referrals referrals={referrals.data} />}
      {resources.isSuccess && (
        <>
          <ResourceGroup id="organizations-active" title={intl.formatMessage(m.active)} rows={group('accepted')} />
          <ResourceGroup id="organizations-pending" title={intl.formatMessage(m.pending)} rows={group('pending')} />
          <ResourceGroup id="organizations-archived" title={intl.formatMessage(m.archived)} rows={group('archived')} />
          <ResourceGroup id="organizations-declined" title={intl.formatMessage(m.declined)} rows={group('declined')} />
        </>
      )}
    </div>
  );
}

function ResourceGroup({ id, title, rows }: { id: string; title: string; rows: Resource[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby={id} className={screen.form}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text tone="muted">{intl.formatMessage(m.none)}</Text>
      ) : (
        <ul className={styles.list}>
          {rows.map((resource) => (
            <ResourceRow key={resource.id} resource={resource} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResourceRow({ resource }: { resource: Resource }) {
  const intl = useIntl();
  const { removing, setRemoving, act, isPending } = useResourceActions(resource);
  const name = resource.organization.name;
  const confirmed = resource.status === 'accepted' || resource.status === 'archived';
  return (
    <Card as="li">
      <div className={styles.card}>
        <Heading level={3}>{name}</Heading>
        <Text size="small" tone="muted">
          {[typeName(intl, resource.organization.type_icon), placeOf(intl, resource.organization)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {resource.note && <Text size="small">{resource.note}</Text>}
        {confirmed && (
          <Badge tone={resource.record_access ? 'info' : 'neutral'}>
            {intl.formatMessage(resource.record_access ? m.access : m.noAccess)}
          </Badge>
        )}
        <div className={styles.row}>
          {confirmed && resource.record_access && (
            <Button variant="secondary" onPress={() => act('revoke')} isPending={isPending('revoke')}>
              {intl.formatMessage(m.revoke, { name })}
            </Button>
          )}
          {resource.status === 'accepted' && (
            <Button variant="secondary" onPress={() => act('archive')} isPending={isPending('archive')}>
              {intl.formatMessage(m.archive, { name })}
            </Button>
          )}
          {resource.status === 'archived' && (
            <Button variant="secondary" onPress={() => act('unarchive')} isPending={isPending('unarchive')}>
              {intl.formatMessage(m.unarchive, { name })}
            </Button>
          )}
          <Button variant="tertiary" onPress={() => setRemoving(true)}>
            {intl.formatMessage(m.remove, { name })}
          </Button>
        </div>
      </div>
      <AlertDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        title={intl.formatMessage(m.removeTitle, { name })}
        confirmLabel={intl.formatMessage(m.remove, { name })}
        cancelLabel={intl.formatMessage(m.cancel)}
        tone="danger"
        isPending={isPending('remove')}
        onConfirm={() => act('remove')}
      >
        <Text>{intl.formatMessage(m.removeBody, { name })}</Text>
      </AlertDialog>
    </Card>
  );
}

function Referrals({ referrals }: { referrals: Referral[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="organizations-referrals" className={screen.form}>
      <Heading level={2} id="organizations-referrals">
        {intl.formatMessage(m.referrals)}
      </Heading>
      <ul className={styles.list}>
        {referrals.map((referral) => (
          <ReferralRow key={referral.id} referral={referral} />
        ))}
      </ul>
    </section>
  );
}

function ReferralRow({ referral }: { referral: Referral }) {
  const intl = useIntl();
  const { client } = useMat();
  const { describe } = useErrorText();
  const queryClient = useQueryClient();
  const [ignoring, setIgnoring] = useState(false);
  const name = referral.organization.name;
  const path = { params: { path: { id: referral.id } } };
  const answer = useMutation({
    mutationFn: async (action: 'accept' | 'decline' | 'ignore') => {
      if (action === 'accept') return unwrap(client.POST('/patient/referral-resources/referrals/{id}/accept', path));
      if (action === 'decline')
        return unwrap(client.DELETE('/patient/referral-resources/referrals/{id}/decline', path));
      return unwrap(client.POST('/patient/referral-resources/referrals/{id}/ignore', path));
    },
    onSuccess: () => {
      setIgnoring(false);
      return queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
  return (
    <Card as="li">
      <div className={styles.card}>
        <Heading level={3}>{name}</Heading>
        {referral.referred_by && (
          <Text size="small">{intl.formatMessage(m.referredBy, { name: referral.referred_by })}</Text>
        )}
        {referral.note && <Text size="small">{referral.note}</Text>}
        {answer.isError && <Alert tone="danger">{describe(answer.error).form}</Alert>}
        <div className={styles.row}>
          <Button
            variant="primary"
            onPress={() => answer.mutate('accept')}
            isPending={answer.isPending && answer.variables === 'accept'}
          >
            {intl.formatMessage(m.accept, { name })}
          </Button>
          <Button
            variant="secondary"
            onPress={() => answer.mutate('decline')}
            isPending={answer.isPending && answer.variables === 'decline'}
          >
            {intl.formatMessage(m.decline, { name })}
          </Button>
          <Button variant="tertiary" onPress={() => setIgnoring(true)}>
            {intl.formatMessage(m.ignore, { name })}
          </Button>
        </div>
      </div>
      <AlertDialog
        isOpen={ignoring}
        onOpenChange={setIgnoring}
        title={intl.formatMessage(m.ignoreTitle)}
        confirmLabel={intl.formatMessage(m.ignore, { name })}
        cancelLabel={intl.formatMessage(m.cancel)}
        tone="danger"
        isPending={answer.isPending && answer.variables === 'ignore'}
        onConfirm={() => answer.mutate('ignore')}
      >
        <Text>{intl.formatMessage(m.ignoreBody)}</Text>
      </AlertDialog>
    </Card>
  );
}
