import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVITE_RESHOW_SECONDS } from '@mat/domain';
import type { Schema } from '@mat/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { isCheckedApi, mergeApis, storyApi, type CheckedAnswers, type FakeAnswers } from '../test/fakeApi';
import { fixedClock } from '../provider/clock';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { CareTeamOrganizationsScreen } from './CareTeamOrganizationsScreen';
import { bloomListing, filters, invite, patient, pendingReferral, resourcePage, searchPage } from './fixtures';
import { useInviteDue } from './invites';
import { InvitesModal } from './InvitesModal';
import { OrganizationPage } from './OrganizationPage';
import { OrganizationSearchScreen } from './OrganizationSearchScreen';
import { SHOWN_INVITES_KEY } from './shownInvites';

const signedIn = <K extends string>(answers: FakeAnswers<K> | CheckedAnswers) =>
  fakeApi(mergeApis(storyApi({ 'GET /user': { body: patient } }), isCheckedApi(answers) ? answers : storyApi(answers)));

describe('OrganizationSearchScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('filters by state and language, offering only choices some organization has, and keeps them for the session', async () => {
    const api = signedIn({
      'GET /patient/organization/get-filters': { body: filters },
      'GET /patient/organization/search-for-org-listing': { body: searchPage },
    });
    const { unmount } = renderWithMat(
      <OrganizationSearchScreen organizationHref={(id) => `/referrals/organizations/${id}`} />,
      { fetch: api.fetch, token: 'session' },
    );
    const link = await screen.findByRole('link', { name: 'Bloom Lactation Center' });
    expect(link.getAttribute('href')).toBe('/referrals/organizations/21');
    expect(screen.getByText('Outpatient clinic · Houston, TX')).toBeTruthy();
    expect(screen.getByText('On your care team')).toBeTruthy();
    // A filter no organization offers is not shown at all.
    expect(screen.queryByRole('button', { name: 'Specialties' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(screen.queryByRole('checkbox', { name: 'Alaska' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Texas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Language spoken' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    expect(screen.getByRole('group', { name: 'State' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'State, 1 chosen' })).toBeTruthy();
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path === '/patient/organization/search-for-org-listing').at(-1)!;
      expect(last.query.getAll('states')).toEqual(['texas']);
      expect(last.query.getAll('languagesSpoken')).toEqual(['2']);
      expect(last.query.get('page')).toBe('1');
    });
    expect(JSON.parse(sessionStorage.getItem('care_filters')!)).toEqual({
      directory: { states: ['texas'], languagesSpoken: ['2'] },
    });
    unmount();

    // Back on the directory in the same session: the choices hold, and clear in one press.
    renderWithMat(<OrganizationSearchScreen organizationHref={(id) => `/referrals/organizations/${id}`} />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(((await screen.findByRole('checkbox', { name: 'Texas' })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters (2 chosen)' }));
    expect(sessionStorage.getItem('care_filters')).toBeNull();
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/patient/organization/search-for-org-listing')
          .at(-1)!
          .query.getAll('states'),
      ).toEqual([]),
    );
  });

  it('opens the filter its page names, and keeps the care page’s own filters beside the directory’s', async () => {
    sessionStorage.setItem('care_filters', JSON.stringify({ locations: [], types: ['appointment'], categories: [] }));
    const api = signedIn({
      'GET /patient/organization/get-filters': { body: filters },
      'GET /patient/organization/search-for-org-listing': { body: searchPage },
    });
    renderWithMat(
      <OrganizationSearchScreen
        organizationHref={(id) => `/referrals/organizations/${id}`}
        openFilterSlug="appointment-types"
      />,
      { fetch: api.fetch, token: 'session', locale: 'es' },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lactation consult' }));
    expect(JSON.parse(sessionStorage.getItem('care_filters')!)).toEqual({
      locations: [],
      types: ['appointment'],
      categories: [],
      directory: { appointmentTypes: ['lactation'] },
    });
    expect(screen.getByRole('button', { name: 'Tipos de consulta, 1 elegido' })).toBeTruthy();
  });

  it('says the spec’s words when the organizations cannot load', async () => {
    const api = signedIn({
      'GET /patient/organization/search-for-org-listing': {
        status: 500,
        body: { code: 'errors.generic', message: 'x' },
      },
    });
    renderWithMat(<OrganizationSearchScreen organizationHref={(id) => `/referrals/organizations/${id}`} />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(await screen.findByText('Failed to load organizations')).toBeTruthy();
  });
});

describe('OrganizationPage', () => {
  it('shows the organization and, once the access is said plainly, sends the request to connect', async () => {
    const api = signedIn({
      'GET /public/organizations/listing/bloom-lactation-center': { body: bloomListing },
      'POST /patient/referral-resources/add-resource': { status: 201, body: resourcePage.data[1]! },
    });
    renderWithMat(<OrganizationPage identity="bloom-lactation-center" signInHref="/auth/login" />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bloom Lactation Center' })).toBeTruthy();
    expect(screen.getByText('Rosa Delgado')).toBeTruthy();
    expect(
      screen.getByText(
        'Adding Bloom Lactation Center lets it view and update your medical profile. You can take this access back at any time.',
      ),
    ).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my care team' }));
    expect(await screen.findByText('Request sent. Bloom Lactation Center will confirm it.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ organization_id: 21 });
  });

  it('offers a visitor to sign in, in Spanish, and refuses an identity that cannot exist without asking', async () => {
    const api = fakeApi({ 'GET /public/organizations/listing/bloom-lactation-center': { body: bloomListing } });
    const { unmount } = renderWithMat(<OrganizationPage identity="bloom-lactation-center" signInHref="/auth/login" />, {
      fetch: api.fetch,
      locale: 'es',
    });
    expect(
      (await screen.findByRole('link', { name: 'Inicia sesión para agregarla a tu equipo de cuidado' })).getAttribute(
        'href',
      ),
    ).toBe('/auth/login');
    unmount();
    renderWithMat(<OrganizationPage identity="../x" signInHref="/auth/login" />, { fetch: api.fetch });
    expect(await screen.findByText('This organization page does not exist.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });
});

describe('CareTeamOrganizationsScreen', () => {
  const answers = storyApi({
    'GET /patient/referral-resources': { body: resourcePage },
    'GET /patient/referral-resources/referrals/active': { body: [pendingReferral] },
    'POST /patient/referral-resources/archive': { status: 204 },
    'DELETE /patient/referral-resources/41/record-access': { body: { ...resourcePage.data[0]!, record_access: false } },
    'POST /patient/referral-resources/referrals/330/ignore': { body: { ...pendingReferral, status: 'ignored' } },
  });

  it('groups the organizations, shows their access plainly, archives one and takes back access', async () => {
    const api = signedIn(answers);
    renderWithMat(<CareTeamOrganizationsScreen searchHref="/referrals/add-resources" />, {
      fetch: api.fetch,
      token: 'session',
    });
    const active = await screen.findByRole('region', { name: 'On your care team' });
    expect(within(active).getByText('Can view and update your medical profile')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Waiting for confirmation' })).getByText('Bloom Lactation Center'),
    ).toBeTruthy();
    await userEvent.click(within(active).getByRole('button', { name: 'Archive Sunrise Maternity Care' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/patient/referral-resources/archive')?.body).toEqual({ ids: [41] }),
    );
    await userEvent.click(within(active).getByRole('button', { name: 'Take back access: Sunrise Maternity Care' }));
    expect(await screen.findByText('Sunrise Maternity Care can no longer see your medical profile.')).toBeTruthy();
  });

  it('asks before ignoring a referral, because ignoring is final', async () => {
    const api = signedIn(answers);
    renderWithMat(<CareTeamOrganizationsScreen searchHref="/referrals/add-resources" />, {
      fetch: api.fetch,
      token: 'session',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore referral to Bloom Lactation Center' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ignore this referral for good?' });
    expect(api.calls.some((c) => c.path.endsWith('/ignore'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore referral to Bloom Lactation Center' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'POST' && c.path === '/patient/referral-resources/referrals/330/ignore'),
      ).toBe(true),
    );
  });
});

describe('InvitesModal', () => {
  beforeEach(() => localStorage.clear());
  const invites = (state: Schema<'OrganizationInvite'>['state'] = 'active') =>
    signedIn({
      'GET /patient/organizations/invites': { body: [{ ...invite, state }] },
      'POST /patient/organizations/invites/61/viewed': { body: { ...invite, state: 'viewed' } },
      'POST /patient/organizations/invites/61/maybelater': { body: { ...invite, state: 'maybeLater' } },
    });
  const shownAt = 1_795_600_000;
  /** The screens' clock at `seconds` since the epoch. */
  const at = (seconds: number) => fixedClock(new Date(seconds * 1000));

  it('shows an invite once, keeps its record, and not again within a day after maybe later', async () => {
    const api = invites();
    const { unmount } = renderWithMat(<InvitesModal />, { fetch: api.fetch, token: 'session', clock: at(shownAt) });
    const dialog = await screen.findByRole('dialog', { name: 'Valley Health Plan invites you' });
    expect(JSON.parse(localStorage.getItem(SHOWN_INVITES_KEY)!)).toEqual([
      { id: 61, time: shownAt, invitedAt: invite.invitedAt },
    ]);
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/viewed'))).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/maybelater'))).toBe(true);
    unmount();

    // The next day, one second short of 86400 s: still not shown.
    const later = invites('maybeLater');
    const again = renderWithMat(<InvitesModal />, {
      fetch: later.fetch,
      token: 'session',
      clock: at(shownAt + INVITE_RESHOW_SECONDS - 1),
    });
    await waitFor(() => expect(later.calls.some((c) => c.path === '/patient/organizations/invites')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();

    // A full day on, it is shown again.
    const dayOn = invites('maybeLater');
    renderWithMat(<InvitesModal />, {
      fetch: dayOn.fetch,
      token: 'session',
      clock: at(shownAt + INVITE_RESHOW_SECONDS),
    });
    expect(await screen.findByRole('dialog', { name: 'Valley Health Plan invites you' })).toBeTruthy();
    // Already viewed: not marked viewed twice.
    expect(dayOn.calls.some((c) => c.path.endsWith('/viewed'))).toBe(false);
  });

  // The app loads the modal (and the organization screens' chunks) only once this says so.
  function Gate() {
    return <p>{useInviteDue() ? 'due' : 'none due'}</p>;
  }

  it('says an invite is due only when the modal would show one, and stays so once it is shown', async () => {
    const none = signedIn({ 'GET /patient/organizations/invites': { body: [] } });
    const empty = renderWithMat(<Gate />, { fetch: none.fetch, token: 'session', clock: at(shownAt) });
    await waitFor(() => expect(none.calls.some((c) => c.path === '/patient/organizations/invites')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('none due')).toBeTruthy();
    empty.unmount();

    const api = invites();
    const open = renderWithMat(
      <>
        <Gate />
        <InvitesModal />
      </>,
      { fetch: api.fetch, token: 'session', clock: at(shownAt) },
    );
    await screen.findByRole('dialog', { name: 'Valley Health Plan invites you' });
    // The modal has recorded it as shown: the gate keeps it open all the same.
    expect(screen.getByText('due')).toBeTruthy();
    open.unmount();

    // Shown a moment ago (the record above): not due again within the day.
    const later = invites('maybeLater');
    renderWithMat(<Gate />, { fetch: later.fetch, token: 'session', clock: at(shownAt + 60) });
    await waitFor(() => expect(later.calls.some((c) => c.path === '/patient/organizations/invites')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('none due')).toBeTruthy();
  });
});
