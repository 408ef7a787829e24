// Answers of the v2 API for the organization screens' tests and stories.
import type { Schema } from '@mat/api';
import { storyUser } from '../test/storyProviders';

export const patient = storyUser;

export const bloom: Schema<'Organization'> = {
  id: 21,
  name: 'Bloom Lactation Center',
  slug: 'bloom-lactation-center',
  type_icon: 12,
  logo: null,
  description: 'Lactation consultants in Houston, in clinic or at home.',
  city: 'Houston',
  state: 'TX',
  phone: '7135550140',
  website: 'https://bloom-lactation.example',
  languages: ['English', 'Spanish'],
  accepts_new_patients: true,
  connection_status: 'none',
  practitioners_count: 1,
};

export const sunrise: Schema<'Organization'> = {
  ...bloom,
  id: 2,
  name: 'Sunrise Maternity Care',
  slug: 'sunrise-maternity-care',
  type_icon: 13,
  city: 'Los Angeles',
  state: 'CA',
  connection_status: 'active',
};

export const filters: Schema<'OrganizationFilters'> = {
  appointmentTypes: [{ value: 'lactation', label: 'Lactation consult', count: 2 }],
  supportGroupsClasses: [],
  specialties: [],
  expertise: [],
  states: [
    { value: 'texas', label: 'Texas', count: 1 },
    { value: 'alaska', label: 'Alaska', count: 0 },
  ],
  cities: [],
  languagesSpoken: [
    { value: 2, label: 'Spanish', count: 2 },
    { value: 7, label: 'Arabic', count: 1 },
  ],
  sizeOfTeam: [],
  degreesOrCertifications: [],
};

export const searchPage: Schema<'OrganizationPage'> = { data: [bloom, sunrise], page: 1, has_more: false };

export const bloomListing: Schema<'OrganizationListing'> = {
  organization: bloom,
  practitioners: [
    {
      id: 31,
      first_name: 'Rosa',
      last_name: 'Delgado',
      avatar: null,
      degrees: ['IBCLC'],
      specialties: ['Lactation'],
      languages: ['English', 'Spanish'],
      bio: null,
      organization: { id: 21, name: 'Bloom Lactation Center' },
    },
  ],
  appointment_types: [{ id: 3, name: 'Lactation consult' }],
};

const resource = (
  id: number,
  organization: Schema<'Organization'>,
  status: 'accepted' | 'archived' | 'pending' | 'declined',
  recordAccess = true,
): Schema<'ReferralResource'> => ({
  id,
  status,
  organization,
  practitioner: null,
  note: null,
  added_at: '2026-10-01T10:00:00Z',
  record_access: recordAccess,
  added_by_patient: false,
  referral: null,
});

export const resourcePage: Schema<'ReferralResourcePage'> = {
  data: [resource(41, sunrise, 'accepted'), resource(42, { ...bloom, connection_status: 'pending' }, 'pending')],
  page: 1,
  has_more: false,
};

export const pendingReferral: Schema<'Referral'> = {
  id: 330,
  status: 'pending' as const,
  organization: { id: 21, name: 'Bloom Lactation Center' },
  practitioner: null,
  note: 'Lactation support near home.',
  referred_at: '2026-11-18T10:00:00Z',
  referred_by: 'Grace Okafor',
};

export const invite: Schema<'OrganizationInvite'> = {
  id: 61,
  invitedAt: '2026-11-20T14:00:00Z',
  state: 'active' as const,
  organization: { id: 12, name: 'Valley Health Plan' },
  message: 'Join our care team to get Matrona Gold at no cost.',
};
