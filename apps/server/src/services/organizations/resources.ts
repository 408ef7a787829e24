// Resources the patient adds to their care team list (spec 4): one from the directory (the
// organization is asked to connect), or a new one typed by hand (a contact of the patient's own,
// never listed, with nobody to confirm and no access to the record); the image map of a resource;
// and the check of a contact a referral could be sent to.
import type { Database } from '../../db/client.js';
import {
  insertOrganization,
  joinCodeExists,
  organizationAddedBy,
  updateOrganization,
} from '../../db/queries/organizations.js';
import { invalidFields } from '../errors.js';
import type { Language } from '../language.js';
import { cities, states } from '../reference/places.js';
import type { CareTeamOrganizations } from './connections.js';
import type { Directory } from './directory.js';
import { typeIconOf } from './present.js';

export type ResourceInput = {
  organization_id?: number;
  practitioner_id?: number;
  note?: string | null;
  name?: string;
  phone?: string | null;
  website?: string | null;
  state?: string | null;
  city?: string | null;
  type_icon?: number;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields of a hand-added resource, checked: a name, a ten-digit phone, a web address, a known state and one of its cities. */
export function checkedContact(input: ResourceInput, requireName: boolean) {
  const problems: Record<string, string> = {};
  const name = input.name?.trim();
  if (requireName && !name) problems.name = 'validation.required';
  const phone = input.phone ? input.phone.replace(/\D/g, '') : null;
  if (phone !== null && phone.length !== 10) problems.phone = 'validation.phoneDigits';
  let website: string | null = null;
  if (input.website) {
    try {
      const url = new URL(input.website.trim());
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not a web address');
      website = url.toString();
    } catch {
      problems.website = 'validation.invalid';
    }
  }
  const state = input.state ? states.find((s) => s.slug === input.state) : null;
  if (input.state && !state) problems.state = 'validation.invalid';
  const city = input.city ? cities.find((c) => c.slug === input.city && c.state_slug === state?.slug) : null;
  if (input.city && !city) problems.city = 'validation.invalid';
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return { name, phone, website, stateSlug: state?.slug ?? null, citySlug: city?.slug ?? null };
}

export class Resources {
  constructor(
    private readonly db: Database,
    private readonly directory: Directory,
    private readonly careTeam: CareTeamOrganizations,
  ) {}

  /** From the directory: the organization is asked to connect, with the chosen practitioner and note. */
  async addFromDirectory(patientId: number, input: ResourceInput, language: Language) {
    if (!input.organization_id) throw invalidFields({ organization_id: 'validation.required' });
    await this.directory.visible(input.organization_id, patientId);
    if (input.practitioner_id) await this.careTeam.practitionerOf(input.organization_id, input.practitioner_id);
    const connection = await this.careTeam.connect(patientId, input.organization_id, {
      practitionerId: input.practitioner_id ?? null,
      note: input.note ?? null,
    });
    return this.careTeam.get(patientId, connection.id, language);
  }

  /** A new resource typed by the patient: theirs alone, on their list at once, with no access to the record (nobody stands behind it). */
  async addNew(patientId: number, input: ResourceInput, language: Language) {
    if (input.organization_id !== undefined || input.practitioner_id !== undefined) {
      throw invalidFields({ organization_id: 'validation.invalid' });
    }
    const contact = checkedContact(input, true);
    const id = await this.db.transaction(async (tx) => {
      const organization = await insertOrganization(tx, {
        name: contact.name!,
        kind: 'organization',
        listed: false,
        addedByPatientId: patientId,
        typeIcon: typeIconOf(input.type_icon ?? 13),
        phone: contact.phone,
        website: contact.website,
        stateSlug: contact.stateSlug,
        citySlug: contact.citySlug,
      });
      const connection = await this.careTeam.connect(patientId, organization.id, {
        note: input.note ?? null,
        confirmed: true,
      });
      await this.careTeam.revokeRecordAccess(patientId, connection.id);
      return connection.id;
    });
    return this.careTeam.get(patientId, id, language);
  }

  /** Changes the note or the practitioner; for a hand-added resource, its contact details too. */
  async update(patientId: number, id: number, input: ResourceInput, language: Language) {
    const connection = await this.careTeam.own(patientId, id);
    if (input.organization_id !== undefined && input.organization_id !== connection.organizationId) {
      throw invalidFields({ organization_id: 'validation.invalid' });
    }
    const own = await organizationAddedBy(this.db, connection.organizationId, patientId);
    const contactGiven = ['name', 'phone', 'website', 'state', 'city', 'type_icon'].some((field) => field in input);
    if (contactGiven && !own) throw invalidFields({ name: 'validation.invalid' });
    const contact = own && contactGiven ? checkedContact({ name: own.name, ...input }, true) : null;
    await this.db.transaction(async (tx) => {
      await this.careTeam.update(patientId, id, { practitionerId: input.practitioner_id, note: input.note });
      if (own && contact) {
        await updateOrganization(tx, own.id, {
          name: contact.name!,
          ...('phone' in input ? { phone: contact.phone } : {}),
          ...('website' in input ? { website: contact.website } : {}),
          ...('state' in input ? { stateSlug: contact.stateSlug } : {}),
          ...('city' in input || 'state' in input ? { citySlug: contact.citySlug } : {}),
          ...(input.type_icon !== undefined ? { typeIcon: typeIconOf(input.type_icon) } : {}),
        });
      }
    });
    return this.careTeam.get(patientId, id, language);
  }

  /** What a referral could be sent to: an e-mail, a ten-digit phone, or an organization's code. */
  async validate(value: string) {
    const text = value.trim();
    if (text.includes('@')) return { valid: EMAIL.test(text), kind: 'email' as const };
    const digits = text.replace(/[\s().+-]/g, '');
    if (/^\d+$/.test(digits))
      return { valid: digits.replace(/^1(?=\d{10}$)/, '').length === 10, kind: 'phone' as const };
    return { valid: await joinCodeExists(this.db, text.toUpperCase()), kind: 'code' as const };
  }
}
