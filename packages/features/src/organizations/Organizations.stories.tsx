import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { CareTeamOrganizationsScreen } from './CareTeamOrganizationsScreen';
import { bloomListing, filters, invite, pendingReferral, resourcePage, searchPage } from './fixtures';
import { InvitesModal } from './InvitesModal';
import { OrganizationPage } from './OrganizationPage';
import { OrganizationSearchScreen } from './OrganizationSearchScreen';

const meta = {
  title: 'Features/Organizations',
  decorators: [withMat],
  // No baselines yet: their play functions and axe run in the storybook stage.
  tags: ['no-visual'],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/organization/get-filters': { body: filters },
      'GET /patient/organization/search-for-org-listing': { body: searchPage },
    }),
  },
  render: () => <OrganizationSearchScreen organizationHref={(id) => `/referrals/organizations/${id}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Bloom Lactation Center' })).toBeVisible();
  },
};

export const SearchSpanish: Story = {
  ...Search,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Buscar organizaciones' }),
    ).toBeVisible();
  },
};

export const Page: Story = {
  parameters: { api: storyApi({ 'GET /public/organizations/listing/bloom-lactation-center': { body: bloomListing } }) },
  render: () => <OrganizationPage identity="bloom-lactation-center" signInHref="/auth/login" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add to my care team' })).toBeVisible();
  },
};

export const CareTeamOrganizations: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/referral-resources': { body: resourcePage },
      'GET /patient/referral-resources/referrals/active': { body: [pendingReferral] },
    }),
  },
  render: () => <CareTeamOrganizationsScreen searchHref="/referrals/add-resources" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Take back access: Sunrise Maternity Care' }),
    ).toBeVisible();
  },
};

export const CareTeamOrganizationsSpanish: Story = {
  ...CareTeamOrganizations,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Tus organizaciones' }),
    ).toBeVisible();
  },
};

export const Invite: Story = {
  parameters: {
    api: storyApi({
      'GET /patient/organizations/invites': { body: [invite] },
      'POST /patient/organizations/invites/61/viewed': { body: { ...invite, state: 'viewed' } },
    }),
  },
  // Shown once per day: a record left by an earlier visit would hide it.
  beforeEach: () => localStorage.removeItem('shown_invites'),
  render: () => <InvitesModal />,
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Valley Health Plan invites you' }),
    ).toBeVisible();
  },
};
