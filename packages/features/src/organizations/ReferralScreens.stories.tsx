import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { AddResourceScreen } from './AddResourceScreen';
import { bloom, bloomListing } from './fixtures';
import { FollowLinkScreen } from './FollowLinkScreen';
import {
  OrganizationConnectScreen,
  OrganizationDetailsScreen,
  OrganizationMembersScreen,
} from './OrganizationDetailsScreen';

const meta = {
  title: 'Features/Organizations/Referral pages',
  decorators: [withMat],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = storyApi({ 'GET /patient/organizations/listing/21': { body: bloomListing } });

// No baselines yet: each story names its own no-visual tag (the index does not read it through a spread).
export const Details: Story = {
  tags: ['no-visual'],
  parameters: { api: listing },
  render: () => (
    <OrganizationDetailsScreen
      organizationId={21}
      backHref="/referrals/add-resources"
      membersHref="/referrals/organizations/21/members"
      connectHref="/referrals/organizations/21/connect"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add to my care team' })).toBeVisible();
  },
};

export const DetailsSpanish: Story = {
  ...Details,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Agregar a mi equipo de cuidado' }),
    ).toBeVisible();
  },
};

export const Members: Story = {
  tags: ['no-visual'],
  parameters: {
    api: mergeApis(
      listing,
      storyApi({ 'GET /patient/organizations/listing/21/practitioners': { body: bloomListing.practitioners } }),
    ),
  },
  render: () => <OrganizationMembersScreen organizationId={21} backHref="/referrals/organizations/21" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Rosa Delgado')).toBeVisible();
  },
};

export const Connect: Story = {
  tags: ['no-visual'],
  parameters: { api: listing },
  render: () => (
    <OrganizationConnectScreen organizationId={21} backHref="/referrals/organizations/21" doneHref="/referrals" />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Add Bloom Lactation Center and share my profile' }),
    ).toBeVisible();
  },
};

export const AddResource: Story = {
  tags: ['no-visual'],
  render: () => <AddResourceScreen backHref="/referrals/add-resources" onDone={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Name' })).toBeVisible();
  },
};

export const AddResourceSpanish: Story = {
  ...AddResource,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Agregar un profesional' }),
    ).toBeVisible();
  },
};

export const FollowLinkVisitor: Story = {
  tags: ['no-visual'],
  parameters: { signedIn: false },
  render: () => (
    <FollowLinkScreen
      token="SUNRISE"
      registerHref="/auth/register?assign_code=SUNRISE"
      signInHref="/auth/login"
      doneHref="/referrals"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

export const FollowLinkSignedIn: Story = {
  tags: ['no-visual'],
  parameters: { api: storyApi({ 'GET /patient/organizations/code/SUNRISE': { body: bloom } }) },
  render: () => (
    <FollowLinkScreen
      token="SUNRISE"
      registerHref="/auth/register?assign_code=SUNRISE"
      signInHref="/auth/login"
      doneHref="/referrals"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Add Bloom Lactation Center and share my profile' }),
    ).toBeVisible();
  },
};
