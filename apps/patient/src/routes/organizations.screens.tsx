// The organization routes' pages, loaded with the organizations' chunk rather than with every page's entry.
import {
  AddResourceScreen,
  CareTeamOrganizationsScreen,
  FollowLinkScreen,
  OrganizationConnectScreen,
  OrganizationDetailsScreen,
  OrganizationMembersScreen,
  OrganizationPage,
  OrganizationSearchScreen,
} from '@mat/features/organizations';
import { useParams } from '@tanstack/react-router';
import { useGo } from './root';

const REFERRALS = '/referrals';
const SEARCH = '/referrals/add-resources';
const ADD_NEW = '/referrals/add-new-resource';
const organizationHref = (id: number) => `/referrals/organizations/${id}`;

export function PublicOrganization() {
  const { orgIdentity } = useParams({ strict: false }) as { orgIdentity: string };
  return <OrganizationPage identity={orgIdentity} signInHref="/auth/login" />;
}

export function FollowLink() {
  const { token } = useParams({ strict: false }) as { token: string };
  // The guards keep assign_code for registration (register_assign_code) and take it out of the address.
  return (
    <FollowLinkScreen
      token={token}
      registerHref={`/auth/register?assign_code=${encodeURIComponent(token)}`}
      signInHref="/auth/login"
      doneHref={REFERRALS}
    />
  );
}

// The invites modal is the signed-in shell's (MainShell), over every page.
export const CareTeamOrganizations = () => <CareTeamOrganizationsScreen searchHref={SEARCH} />;

export const OrganizationSearch = () => (
  <OrganizationSearchScreen organizationHref={organizationHref} addResourceHref={ADD_NEW} />
);

/** One filter opened first; a slug that names no filter shows the directory with none opened. */
export function FilteredSearch() {
  const { filterSlug } = useParams({ strict: false }) as { filterSlug: string };
  return (
    <OrganizationSearchScreen
      organizationHref={organizationHref}
      addResourceHref={ADD_NEW}
      openFilterSlug={filterSlug}
    />
  );
}

export function AddResource() {
  const go = useGo();
  return <AddResourceScreen backHref={SEARCH} onDone={() => go(REFERRALS)} />;
}

function useOrganizationId(): number {
  const { id } = useParams({ strict: false }) as { id?: number };
  return Number(id);
}

export function OrganizationDetails() {
  const id = useOrganizationId();
  return (
    <OrganizationDetailsScreen
      organizationId={id}
      backHref={SEARCH}
      membersHref={`${organizationHref(id)}/members`}
      connectHref={`${organizationHref(id)}/connect`}
    />
  );
}

export function OrganizationMembers() {
  const id = useOrganizationId();
  return <OrganizationMembersScreen organizationId={id} backHref={organizationHref(id)} />;
}

export function OrganizationConnect() {
  const id = useOrganizationId();
  return <OrganizationConnectScreen organizationId={id} backHref={organizationHref(id)} doneHref={REFERRALS} />;
}
