// Organization routes (spec 2): the public page of an organization, /o/{orgIdentity} and what it
// offers, /o/{orgIdentity}/features (the same page, which lists its visits); the care team's
// organizations and referrals, /referrals; the directory search, /referrals/add-resources.
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout } from './root';

const organizations = withMessages(['organizations'], () => import('@mat/features/organizations'));
const OrganizationPage = lazyRouteComponent(organizations, 'OrganizationPage');
const OrganizationSearchScreen = lazyRouteComponent(organizations, 'OrganizationSearchScreen');
const CareTeamOrganizationsScreen = lazyRouteComponent(organizations, 'CareTeamOrganizationsScreen');
const InvitesModal = lazyRouteComponent(organizations, 'InvitesModal');

const organizationHref = (identity: string) => `/o/${encodeURIComponent(identity)}`;

function PublicOrganization() {
  const { orgIdentity } = useParams({ strict: false }) as { orgIdentity: string };
  return <OrganizationPage identity={orgIdentity} signInHref="/auth/login" />;
}

const publicRoute = (path: string, component: () => ReactNode) => createRoute({ getParentRoute: () => authLayout, path, component });
const route = (path: string, component: () => ReactNode) => createRoute({ getParentRoute: () => mainLayout, path, component });

export const publicOrganizationRoutes = [publicRoute('/o/$orgIdentity', PublicOrganization), publicRoute('/o/$orgIdentity/features', PublicOrganization)];

export const organizationRoutes = [
  // The invites modal opens where the patient manages organizations (not over every page yet:
  // the journeys of the demo patient, who has a pending invite, would meet it on their way).
  route('/referrals', () => (
    <>
      <CareTeamOrganizationsScreen searchHref="/referrals/add-resources" />
      <InvitesModal />
    </>
  )),
  route('/referrals/add-resources', () => <OrganizationSearchScreen organizationHref={organizationHref} />),
];
