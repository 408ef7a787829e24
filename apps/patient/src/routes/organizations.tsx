// Organization routes (spec 2): the public page of an organization, /o/{orgIdentity} and what it
// offers, /o/{orgIdentity}/features (the same page, which lists its visits); an organization's
// short link, /f/{token}; the care team's organizations and referrals, /referrals; the directory
// search, /referrals/add-resources, with one of its filters opened first, /filters/{filterSlug}; a provider added by hand, /referrals/add-new-resource; an
// organization as the signed-in patient sees it, /referrals/organizations/{id}, its practitioners
// (/members) and the request to connect (/connect).
import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout } from './root';

// The pages are in ./organizations.screens, so the entry that every page loads carries only these paths.
const screens = withMessages(['organizations'], () => import('./organizations.screens'));
type Page =
  | 'PublicOrganization'
  | 'FollowLink'
  | 'CareTeamOrganizations'
  | 'OrganizationSearch'
  | 'FilteredSearch'
  | 'AddResource'
  | 'OrganizationDetails'
  | 'OrganizationMembers'
  | 'OrganizationConnect';
const page = (name: Page) => lazyRouteComponent(screens, name);

const publicRoute = (path: string, component: RouteComponent) =>
  createRoute({ getParentRoute: () => authLayout, path, component });
const route = (path: string, component: RouteComponent) =>
  createRoute({ getParentRoute: () => mainLayout, path, component });

/** A route under /referrals/organizations/{id}: any id but a positive integer is not a page (the router's 404). */
const organizationRoute = (path: string, component: RouteComponent) =>
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
  publicRoute('/o/$orgIdentity', page('PublicOrganization')),
  publicRoute('/o/$orgIdentity/features', page('PublicOrganization')),
  publicRoute('/f/$token', page('FollowLink')),
];

export const organizationRoutes = [
  route('/referrals', page('CareTeamOrganizations')),
  route('/referrals/add-resources', page('OrganizationSearch')),
  route('/referrals/add-resources/filters/$filterSlug', page('FilteredSearch')),
  route('/referrals/add-new-resource', page('AddResource')),
  organizationRoute('/referrals/organizations/$id', page('OrganizationDetails')),
  organizationRoute('/referrals/organizations/$id/members', page('OrganizationMembers')),
  organizationRoute('/referrals/organizations/$id/connect', page('OrganizationConnect')),
];
