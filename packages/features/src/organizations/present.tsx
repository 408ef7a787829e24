import type { Schema } from '@mat/api';
import { Avatar, Badge, Card, Heading, Link, Text } from '@mat/ui';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import * as styles from './organizations.css';
import { organizationMessages as m } from './organizations.messages';

type Organization = Schema<'Organization'>;
type Practitioner = Schema<'Practitioner'>;

/** Spec 3's type icons, named (7 community ... 15 nonprofit advocacy group; 13 by default). */
export function typeName(intl: IntlShape, icon: number): string {
  const names = {
    7: m.type7,
    8: m.type8,
    9: m.type9,
    10: m.type10,
    11: m.type11,
    12: m.type12,
    13: m.type13,
    14: m.type14,
    15: m.type15,
  } as const;
  return intl.formatMessage(names[icon as keyof typeof names] ?? m.type13);
}

export function placeOf(intl: IntlShape, organization: Pick<Organization, 'city' | 'state'>): string | null {
  if (organization.city && organization.state)
    return intl.formatMessage(m.place, { city: organization.city, state: organization.state });
  return organization.city ?? organization.state ?? null;
}

const STATUS = {
  pending: m.statusPending,
  active: m.statusActive,
  archived: m.statusArchived,
  declined: m.statusDeclined,
} as const;
const TONE = { pending: 'warning', active: 'success', archived: 'neutral', declined: 'danger' } as const;

/** Where the patient stands with it, said in words (not by colour alone). */
export function ConnectionBadge({ status }: { status: Organization['connection_status'] }) {
  const intl = useIntl();
  if (status === 'none') return null;
  return <Badge tone={TONE[status]}>{intl.formatMessage(STATUS[status])}</Badge>;
}

/** An organization in a list: its name (a link to its page), kind, place and languages. */
export function OrganizationCard({ organization, href }: { organization: Organization; href: string }) {
  const intl = useIntl();
  const place = placeOf(intl, organization);
  return (
    <Card as="li">
      <div className={styles.card}>
        <Heading level={3}>
          <Link href={href}>{organization.name}</Link>
        </Heading>
        <Text size="small" tone="muted">
          {[typeName(intl, organization.type_icon), place].filter(Boolean).join(' · ')}
        </Text>
        {organization.languages.length > 0 && (
          <Text size="small">
            {intl.formatMessage(m.languages, {
              languages: intl.formatList(organization.languages, { type: 'conjunction' }),
            })}
          </Text>
        )}
        <ConnectionBadge status={organization.connection_status} />
      </div>
    </Card>
  );
}

/** An organization's practitioners: name, degrees and specialties; a photo is decoration only. */
export function PractitionerList({ practitioners }: { practitioners: Practitioner[] }) {
  const intl = useIntl();
  if (practitioners.length === 0) return <Text tone="muted">{intl.formatMessage(m.noPractitioners)}</Text>;
  return (
    <ul className={styles.list}>
      {practitioners.map((person) => {
        const name = `${person.first_name} ${person.last_name}`.trim();
        return (
          <li key={person.id} className={styles.row}>
            <Avatar name={name} src={person.avatar ?? undefined} isDecorative />
            <div className={styles.card}>
              <Text weight="bold">{name}</Text>
              <Text size="small" tone="muted">
                {[person.degrees.join(', '), person.specialties.join(', ')].filter(Boolean).join(' · ')}
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The kinds of visit an organization offers, as a titled list; nothing when it offers none. */
export function OfferList({ offers }: { offers: { id: number; name: string }[] }) {
  const intl = useIntl();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="organization-offers" className={screen.form}>
      <Heading level={2} id="organization-offers">
        {intl.formatMessage(m.offers)}
      </Heading>
      <ul className={styles.list}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <Text>{offer.name}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
