// @mat/features/organizations: how a patient builds a care team from organizations (spec 3 and 4):
// the directory search with its filters, an organization's page (/o/{orgIdentity}) with the
// request to connect, the care team's organizations with archive, access and removal, referrals,
// and the invites modal.
export { OrganizationSearchScreen, type OrganizationSearchScreenProps } from './OrganizationSearchScreen';
export { OrganizationPage, type OrganizationPageProps } from './OrganizationPage';
export { CareTeamOrganizationsScreen, type CareTeamOrganizationsScreenProps } from './CareTeamOrganizationsScreen';
export { InvitesModal, type InvitesModalProps } from './InvitesModal';
export {
  OrganizationConnectScreen,
  OrganizationDetailsScreen,
  OrganizationMembersScreen,
  type ListingSource,
  type OrganizationConnectScreenProps,
  type OrganizationDetailsScreenProps,
  type OrganizationMembersScreenProps,
} from './OrganizationDetailsScreen';
export { AddResourceScreen, type AddResourceScreenProps } from './AddResourceScreen';
export { FollowLinkScreen, type FollowLinkScreenProps } from './FollowLinkScreen';
