// SQL of the organization directory: the search with every filter of spec 3, the listed
// organizations, an organization a patient may see, and the counts and connections shown with each.
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { organizationConnections, organizations, practitioners } from '../schema.js';
import { containsText, type OrganizationRow } from './organizations.js';

/**
 * The search's filters, resolved: a list left out filters nothing; a list given but empty (no
 * choice the server knows) matches nothing. Within one filter any choice matches; across filters
 * all must.
 */
export type DirectorySearch = {
  appointmentTypes?: string[];
  supportProducts?: string[];
  specialtyIds?: number[];
  expertiseIds?: number[];
  languageIds?: number[];
  degreeIds?: number[];
  stateSlugs?: string[];
  citySlugs?: string[];
  /** Team sizes, each [min, max]. */
  teamSizes?: (readonly [number, number])[];
  words?: string;
};

function conditions(search: DirectorySearch): SQL[] {
  const where: SQL[] = [];
  const anyOf = <V>(values: V[] | undefined, make: (values: V[]) => SQL) => {
    if (values) where.push(values.length ? make(values) : sql`false`);
  };
  const list = (values: (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  anyOf(search.appointmentTypes, (v) => sql`${organizations.appointmentTypes} && ARRAY[${list(v)}]::text[]`);
  anyOf(search.supportProducts, (v) => sql`${organizations.supportProducts} && ARRAY[${list(v)}]::text[]`);
  anyOf(search.specialtyIds, (v) => sql`${organizations.specialtyIds} && ARRAY[${list(v)}]::integer[]`);
  anyOf(search.expertiseIds, (v) => sql`${organizations.expertiseIds} && ARRAY[${list(v)}]::integer[]`);
  anyOf(search.languageIds, (v) => sql`${organizations.languageIds} && ARRAY[${list(v)}]::integer[]`);
  anyOf(search.degreeIds, (v) => sql`${organizations.degreeIds} && ARRAY[${list(v)}]::integer[]`);
  anyOf(search.stateSlugs, (v) => inArray(organizations.stateSlug, v));
  anyOf(search.citySlugs, (v) => inArray(organizations.citySlug, v));
  anyOf(
    search.teamSizes,
    (v) => or(...v.map(([min, max]) => and(gte(organizations.teamSize, min), lte(organizations.teamSize, max))))!,
  );
  if (search.words) where.push(containsText(organizations.name, search.words));
  return where;
}

/** A page of the listed organizations the search finds, by name. */
export function searchListedOrganizations(
  db: Database,
  search: DirectorySearch,
  limit: number,
  offset: number,
): Promise<OrganizationRow[]> {
  return db
    .select()
    .from(organizations)
    .where(and(eq(organizations.listed, true), ...conditions(search)))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit)
    .offset(offset);
}

export function listedOrganizations(db: Database): Promise<OrganizationRow[]> {
  return db.select().from(organizations).where(eq(organizations.listed, true));
}

/** A listed organization, not one a patient added, by its slug, or by its id when given one. */
export async function publicOrganizationByIdentity(
  db: Database,
  identity: string,
  byId: number | null,
): Promise<OrganizationRow | undefined> {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.listed, true),
        isNull(organizations.addedByPatientId),
        byId !== null
          ? or(eq(organizations.id, byId), eq(organizations.slug, identity))
          : eq(organizations.slug, identity),
      ),
    );
  return organization;
}

/** The organization if listed (not added by a patient), or connected to this patient (null: nobody signed in). */
export async function organizationVisibleTo(
  db: Database,
  id: number,
  patientId: number | null,
): Promise<OrganizationRow | undefined> {
  const mine =
    patientId === null
      ? sql`false`
      : sql`exists (select 1 from ${organizationConnections} c where c.organization_id = ${organizations.id} and c.patient_id = ${patientId})`;
  const [organization] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.id, id),
        or(and(eq(organizations.listed, true), isNull(organizations.addedByPatientId)), mine),
      ),
    );
  return organization;
}

/** How many practitioners (not assistants) each organization has; one without any is left out. */
export function practitionerCounts(db: Database, organizationIds: number[]) {
  return db
    .select({ id: practitioners.organizationId, n: count() })
    .from(practitioners)
    .where(and(inArray(practitioners.organizationId, organizationIds), sql`${practitioners.userType} <> 'assistant'`))
    .groupBy(practitioners.organizationId);
}

/** The organization's practitioners (not assistants), by last name. */
export function practitionersOfOrganization(db: Database, organizationId: number) {
  return db
    .select()
    .from(practitioners)
    .where(and(eq(practitioners.organizationId, organizationId), sql`${practitioners.userType} <> 'assistant'`))
    .orderBy(asc(practitioners.lastName), asc(practitioners.id));
}
