// The contract's Organization, in the reader's language, with the reader's connection to it.
import type { Schema } from '../../contract.js';
import type { organizationConnections, organizations } from '../../db/schema.js';
import type { Language } from '../language.js';
import { cities, states } from '../reference/places.js';
import { languagesList } from '../reference/lists.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type ConnectionRow = typeof organizationConnections.$inferSelect;
type ConnectionStatus = Schema<'ConnectionStatus'>;

/** Where a patient stands with an organization: pending until it confirms, archived by the patient. */
export function connectionStatus(
  connection: Pick<ConnectionRow, 'confirmation' | 'archivedAt'> | null | undefined,
): ConnectionStatus {
  if (!connection) return 'none';
  if (connection.confirmation === 'pending') return 'pending';
  if (connection.confirmation === 'declined') return 'declined';
  return connection.archivedAt ? 'archived' : 'active';
}

const TYPE_ICONS = [7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
type TypeIcon = (typeof TYPE_ICONS)[number];
/** Spec 9: 13 (private medical practice) when the stored type is none of spec 3's. */
export const typeIconOf = (value: number): TypeIcon =>
  (TYPE_ICONS as readonly number[]).includes(value) ? (value as TypeIcon) : 13;

/** The public path name of an organization: its slug, else its id. */
export const identityOf = (row: Pick<OrganizationRow, 'id' | 'slug'>) => row.slug ?? String(row.id);

export function toOrganization(
  row: OrganizationRow,
  language: Language,
  extra: { practitionersCount: number; connection?: Pick<ConnectionRow, 'confirmation' | 'archivedAt'> | null },
): Schema<'Organization'> {
  const spoken = languagesList(language);
  return {
    id: row.id,
    name: row.name,
    slug: identityOf(row),
    type_icon: typeIconOf(row.typeIcon),
    logo: row.logoUrl,
    description: row.description?.[language] ?? null,
    city: cities.find((city) => city.slug === row.citySlug && city.state_slug === row.stateSlug)?.name ?? null,
    state: states.find((state) => state.slug === row.stateSlug)?.code ?? null,
    phone: row.phone,
    website: row.website,
    languages: row.languageIds.flatMap((id) => spoken.find((l) => l.id === id)?.name ?? []),
    accepts_new_patients: row.acceptsNewPatients,
    connection_status: connectionStatus(extra.connection),
    practitioners_count: extra.practitionersCount,
  };
}
