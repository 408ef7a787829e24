// The organization directory (spec 3 and 7, "Eligibility, organizations and filters"): the search
// with every filter of spec 3, paged; its filters; an organization's page (public or for a patient)
// and practitioners; an organization found by its join code.
import type { Database } from '../../db/client.js';
import {
  listedOrganizations,
  organizationVisibleTo,
  practitionerCounts,
  practitionersOfOrganization,
  publicOrganizationByIdentity,
  searchListedOrganizations,
  type DirectorySearch,
} from '../../db/queries/directory.js';
import { organizationByJoinCode } from '../../db/queries/coverages.js';
import { connectionsOfPatientTo } from '../../db/queries/organization-connections.js';
import { NotFoundError } from '../errors.js';
import type { Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import { toPractitioner } from '../conversations/present.js';
import { cities, states } from '../reference/places.js';
import { degreesList, expertiseList, languagesList, specialtiesList } from '../reference/lists.js';
import { TEAM_SIZES, appointmentTypesList, supportProductsList, teamSizesList } from './catalog.js';
import { toOrganization, type OrganizationRow } from './present.js';

export type DirectoryFilters = {
  search?: string;
  appointmentTypes?: string[];
  supportGroupsClasses?: string[];
  specialties?: string[];
  expertise?: string[];
  states?: string[];
  cities?: string[];
  languagesSpoken?: string[];
  sizeOfTeam?: string[];
  degreesOrCertifications?: string[];
};

/** Ids given as text (the query's form): the ones that are whole numbers in range; others match nothing. */
const ids = (values: string[]) => values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);

/** A filter's choices, resolved: left out when none is chosen (so it filters nothing). */
const chosen = <V>(values: string[] | undefined, resolve: (values: string[]) => V[]) =>
  values && values.length > 0 ? resolve(values) : undefined;
const asGiven = (values: string[]) => values;

/** The search as the query reads it: ids that are not whole numbers and unknown team sizes match nothing. */
function resolved(filters: DirectoryFilters): DirectorySearch {
  return {
    appointmentTypes: chosen(filters.appointmentTypes, asGiven),
    supportProducts: chosen(filters.supportGroupsClasses, asGiven),
    specialtyIds: chosen(filters.specialties, ids),
    expertiseIds: chosen(filters.expertise, ids),
    languageIds: chosen(filters.languagesSpoken, ids),
    degreeIds: chosen(filters.degreesOrCertifications, ids),
    stateSlugs: chosen(filters.states, asGiven),
    citySlugs: chosen(filters.cities, asGiven),
    teamSizes: chosen(filters.sizeOfTeam, (v) =>
      TEAM_SIZES.filter(([slug]) => v.includes(slug)).map(([, min, max]) => [min, max] as const),
    ),
    words: filters.search?.trim(),
  };
}

export class Directory {
  constructor(private readonly db: Database) {}

  async search(patientId: number, filters: DirectoryFilters, page: number, language: Language) {
    const { limit, offset } = pageWindow(page);
    const rows = await searchListedOrganizations(this.db, resolved(filters), limit, offset);
    return toPage(await this.present(rows, patientId, language), page);
  }

  /** Each filter's choices in the asker's language, with how many listed organizations offer it. */
  async filters(language: Language) {
    const listed = await listedOrganizations(this.db);
    const counted = <V extends string | number>(value: V, label: string, has: (row: OrganizationRow) => boolean) => ({
      value,
      label,
      count: listed.filter(has).length,
    });
    return {
      appointmentTypes: appointmentTypesList(language).map((t) =>
        counted(t.slug, t.name, (r) => r.appointmentTypes.includes(t.slug)),
      ),
      supportGroupsClasses: supportProductsList(language).map((t) =>
        counted(t.slug, t.name, (r) => r.supportProducts.includes(t.slug)),
      ),
      specialties: specialtiesList(language).map((t) => counted(t.id, t.name, (r) => r.specialtyIds.includes(t.id))),
      expertise: expertiseList(language).map((t) => counted(t.id, t.name, (r) => r.expertiseIds.includes(t.id))),
      states: states.map((s) => counted(s.slug, s.name, (r) => r.stateSlug === s.slug)),
      cities: cities.map((c) => counted(c.slug, c.name, (r) => r.citySlug === c.slug && r.stateSlug === c.state_slug)),
      languagesSpoken: languagesList(language).map((t) => counted(t.id, t.name, (r) => r.languageIds.includes(t.id))),
      sizeOfTeam: teamSizesList(language).map((t) => {
        const [, min, max] = TEAM_SIZES.find(([slug]) => slug === t.slug)!;
        return counted(t.slug, t.name, (r) => r.teamSize >= min && r.teamSize <= max);
      }),
      degreesOrCertifications: degreesList(language).map((t) =>
        counted(t.id, t.name, (r) => r.degreeIds.includes(t.id)),
      ),
    };
  }

  /** A listed organization's page; a patient also sees one they are connected to or added themself. */
  async listing(id: number, patientId: number | null, language: Language) {
    const organization = await this.visible(id, patientId);
    const [presented] = await this.present([organization], patientId, language);
    const team = await this.practitionersOf(organization, language);
    const offered = appointmentTypesList(language).filter((t) => organization.appointmentTypes.includes(t.slug));
    return {
      organization: presented!,
      practitioners: team,
      appointment_types: offered.map((t) => ({ id: t.id, name: t.name })),
    };
  }

  async practitioners(id: number, patientId: number, language: Language) {
    return this.practitionersOf(await this.visible(id, patientId), language);
  }

  /** The organization behind a join code, typed in any case and with spaces around. */
  async byCode(code: string, patientId: number, language: Language) {
    const organization = await this.withCode(code);
    const [presented] = await this.present([organization], patientId, language);
    return presented!;
  }

  async withCode(code: string): Promise<OrganizationRow> {
    const organization = await organizationByJoinCode(this.db, code.trim().toUpperCase());
    if (!organization) throw new NotFoundError('No organization has this code');
    return organization;
  }

  /** A listed organization by the name of its public page (/o/{orgIdentity}): its slug, or its id. */
  async publicByIdentity(identity: string): Promise<OrganizationRow> {
    const byId = /^\d{1,9}$/.test(identity) ? Number(identity) : null;
    const organization = await publicOrganizationByIdentity(this.db, identity, byId);
    if (!organization) throw new NotFoundError('No such organization');
    return organization;
  }

  /** An organization the patient may see: listed, or on their list (added by them or connected). */
  async visible(id: number, patientId: number | null): Promise<OrganizationRow> {
    const organization = await organizationVisibleTo(this.db, id, patientId);
    if (!organization) throw new NotFoundError('No such organization');
    return organization;
  }

  /** Organizations as the contract shows them, with their practitioner counts and the patient's connection. */
  async present(rows: OrganizationRow[], patientId: number | null, language: Language) {
    if (rows.length === 0) return [];
    const rowIds = rows.map((r) => r.id);
    const [counts, connections] = await Promise.all([
      practitionerCounts(this.db, rowIds),
      patientId === null ? Promise.resolve([]) : connectionsOfPatientTo(this.db, patientId, rowIds),
    ]);
    return rows.map((row) =>
      toOrganization(row, language, {
        practitionersCount: counts.find((c) => c.id === row.id)?.n ?? 0,
        connection: connections.find((c) => c.organizationId === row.id) ?? null,
      }),
    );
  }

  private async practitionersOf(organization: OrganizationRow, language: Language) {
    const rows = await practitionersOfOrganization(this.db, organization.id);
    return rows.map((row) => toPractitioner(row, organization, language));
  }
}
