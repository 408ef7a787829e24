// Organization routes (spec 2): the public page of an organization, /o/{orgIdentity} and what it
// offers, /o/{orgIdentity}/features (the same page, which lists its visits); an organization's
// short link, /f/{token}; the care team's organizations and referrals, /referrals; the directory
// search, /referrals/add-resources; a provider added by hand, /referrals/add-new-resource; an
// organization as the signed-in patient sees it, /referrals/organizations/{id}, its practitioners
// (/members) and the request to connect (/connect).
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout, useGo } from './root';

const organizations = withMessages(['organizations'], () => import('@mat/features/organizations'));
const OrganizationPage = lazyRouteComponent(organizations, 'OrganizationPage');
const OrganizationSearchScreen = lazyRouteComponent(organizations, 'OrganizationSearchScreen');
const CareTeamOrganizationsScreen = lazyRouteComponent(organizations, 'CareTeamOrganizationsScreen');
const InvitesModal = lazyRouteComponent(organizations, 'InvitesModal');
const OrganizationDetailsScreen = lazyRouteComponent(organizations, 'OrganizationDetailsScreen');
const OrganizationMembersScreen = lazyRouteComponent(organizations, 'OrganizationMembersScreen');
const OrganizationConnectScreen = lazyRouteComponent(organizations, 'OrganizationConnectScreen');
const AddResourceScreen = lazyRouteComponent(organizations, 'AddResourceScreen');
const FollowLinkScreen = lazyRouteComponent(organizations, 'FollowLinkScreen');

const REFERRALS = '/referrals';
const SEARCH = '/referrals/add-resources';
const organizationHref = (id: number) => `/referrals/organizations/${id}`;

function PublicOrganization() {
  const { orgIdentity } = useParams({ strict: false }) as { orgIdentity: string };
  return <OrganizationPage identity={orgIdentity} signInHref="/auth/login" />;
}

function FollowLink() {
  const { token } = useParams({ strict: false }) as { token: string };
  // The guards keep assign_code for registration (register_assign_code) and take it out of the address.
  return <FollowLinkScreen token={token} registerHref={`/auth/register?assign_code=${encodeURIComponent(token)}`} signInHref="/auth/login" doneHref={REFERRALS} />;
}

function useOrganizationId(): number {
  const { id } = useParams({ strict: false }) as { id?: number };
  return Number(id);
}

function OrganizationDetails() {
  const id = useOrganizationId();
  return <OrganizationDetailsScreen organizationId={id} backHref={SEARCH} membersHref={`${organizationHref(id)}/members`} connectHref={`${organizationHref(id)}/connect`} />;
}

function OrganizationMembers() {
  const id = useOrganizationId();
  return <OrganizationMembersScreen organizationId={id} backHref={organizationHref(id)} />;
}

function OrganizationConnect() {
  const id = useOrganizationId();
  return <OrganizationConnectScreen organizationId={id} backHref={organizationHref(id)} doneHref={REFERRALS} />;
}

function AddResource() {
  const go = useGo();
  return <AddResourceScreen backHref={SEARCH} onDone={() => go(REFERRALS)} />;
}

const publicRoute = (path: string, component: () => ReactNode) => createRoute({ getParentRoute: () => authLayout, path, component });
const route = (path: string, component: () => ReactNode) => createRoute({ getParentRoute: () => mainLayout, path, component });

/** A route under /referrals/organizations/{id}: any id but a positive integer is not a page (the router's 404). */
const organizationRoute = (path: string, component: () => ReactNode) =>
  createRoute({
    getParentRoute: () => mainLayout,
    path,
    params: {
      parse: (raw: Record<string, string>) => {
        if (!/^[1-9]\d{0,9}$/.test(raw.id ?? '')) throw new Error(`Not an organization id: ${raw.id}`);
        return { id: Number(raw.id) };
      },
      stringify: (params: Record<string, number>) => ({ id: String(params.id) }),
    },
    component,
  });

export const publicOrganizationRoutes = [
  publicRoute('/o/$orgIdentity', PublicOrganization),
  publicRoute('/o/$orgIdentity/features', PublicOrganization),
  publicRoute('/f/$token', FollowLink),
];

export const organizationRoutes = [
  // The invites modal opens where the patient manages organizations (not over every page yet:
  // the journeys of the demo patient, who has a pending invite, would meet it on their way).
  route(REFERRALS, () => (
    <>
      <CareTeamOrganizationsScreen searchHref={SEARCH} />
      <InvitesModal />
    </>
  )),
  route(SEARCH, () => <OrganizationSearchScreen organizationHref={organizationHref} addResourceHref="/referrals/add-new-resource" />),
  route('/referrals/add-new-resource', AddResource),
  organizationRoute('/referrals/organizations/$id', OrganizationDetails),
  organizationRoute('/referrals/organizations/$id/members', OrganizationMembers),
  organizationRoute('/referrals/organizations/$id/connect', OrganizationConnect),
];
