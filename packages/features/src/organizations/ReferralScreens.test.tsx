import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { AddResourceScreen } from './AddResourceScreen';
import { bloom, bloomListing, patient, resourcePage } from './fixtures';
import { FollowLinkScreen } from './FollowLinkScreen';
import {
  OrganizationConnectScreen,
  OrganizationDetailsScreen,
  OrganizationMembersScreen,
} from './OrganizationDetailsScreen';

const signedIn = <K extends string>(answers: FakeAnswers<K>) =>
  fakeApi(mergeApis(storyApi({ 'GET /user': { body: patient } }), storyApi(answers)));
const listing = { 'GET /patient/organizations/listing/21': { body: bloomListing } };

describe('OrganizationDetailsScreen', () => {
  it('shows the organization from the directory, with links to its practitioners and to connect', async () => {
    const api = signedIn(listing);
    renderWithMat(
      <OrganizationDetailsScreen
        organizationId={21}
        backHref="/referrals/add-resources"
        membersHref="/m"
        connectHref="/c"
      />,
      { fetch: api.fetch, token: 'session' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bloom Lactation Center' })).toBeTruthy();
    expect(screen.getByText('Lactation consult')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to my care team' }).getAttribute('href')).toBe('/c');
    expect(screen.getByRole('link', { name: '1 practitioner' }).getAttribute('href')).toBe('/m');
    expect(api.calls.find((c) => c.path === '/patient/organizations/listing/21')!.query.get('type')).toBe('search');
  });

  it('offers no connect link once the organization is on the team, and says a missing one plainly, in Spanish', async () => {
    const api = signedIn({
      'GET /patient/organizations/listing/21': {
        body: { ...bloomListing, organization: { ...bloom, connection_status: 'active' } },
      },
    });
    const { unmount } = renderWithMat(
      <OrganizationDetailsScreen organizationId={21} backHref="/b" membersHref="/m" connectHref="/c" />,
      { fetch: api.fetch, token: 'session', locale: 'es' },
    );
    expect(await screen.findByText('En tu equipo de cuidado')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Agregar a mi equipo de cuidado' })).toBeNull();
    unmount();
    renderWithMat(<OrganizationDetailsScreen organizationId={99} backHref="/b" membersHref="/m" connectHref="/c" />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(await screen.findByText('This organization page does not exist.')).toBeTruthy();
  });
});

describe('OrganizationMembersScreen', () => {
  it('lists the practitioners under the organization’s name', async () => {
    const api = signedIn({
      ...listing,
      'GET /patient/organizations/listing/21/practitioners': { body: bloomListing.practitioners },
    });
    renderWithMat(<OrganizationMembersScreen organizationId={21} backHref="/referrals/organizations/21" />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practitioners of Bloom Lactation Center' }),
    ).toBeTruthy();
    expect(screen.getByText('Rosa Delgado')).toBeTruthy();
    expect(screen.getByText('IBCLC · Lactation')).toBeTruthy();
  });
});

describe('OrganizationConnectScreen', () => {
  it('says what connecting shares before asking, then says it waits for the organization', async () => {
    const api = signedIn({
      ...listing,
      'POST /patient/referral-resources/add-resource': { status: 201, body: resourcePage.data[1]! },
    });
    renderWithMat(<OrganizationConnectScreen organizationId={21} backHref="/b" doneHref="/referrals" />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(
      await screen.findByText(
        'Adding Bloom Lactation Center lets it view and update your medical profile. You can take this access back at any time.',
      ),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Bloom Lactation Center and share my profile' }));
    expect(await screen.findByText('Request sent. Bloom Lactation Center will confirm it.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ organization_id: 21 });
    expect(screen.getByRole('link', { name: 'See your organizations' }).getAttribute('href')).toBe('/referrals');
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const api = signedIn({
      ...listing,
      'POST /patient/referral-resources/add-resource': { status: 409, body: { code: 'errors.conflict', message: 'x' } },
    });
    renderWithMat(<OrganizationConnectScreen organizationId={21} backHref="/b" doneHref="/referrals" />, {
      fetch: api.fetch,
      token: 'session',
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Bloom Lactation Center and share my profile' }),
    );
    expect(
      await screen.findByText(
        "This can't be done right now because something changed. Please reload the page and try again.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Bloom Lactation Center and share my profile' })).toBeTruthy();
  });
});

describe('AddResourceScreen', () => {
  it('checks the fields before sending, then adds the provider and goes on', async () => {
    const api = signedIn({ 'POST /patient/referral-resources': { status: 201, body: resourcePage.data[0]! } });
    const onDone = vi.fn();
    renderWithMat(<AddResourceScreen backHref="/referrals/add-resources" onDone={onDone} />, {
      fetch: api.fetch,
      token: 'session',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Website (optional)' }), 'not a site');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(await screen.findByText('Please complete this field.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mi doula Carmen');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Website (optional)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Website (optional)' }), 'https://carmen.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Mi doula Carmen',
      phone: null,
      website: 'https://carmen.example',
      note: null,
    });
  });

  it('shows the server’s field message beside its field', async () => {
    const api = signedIn({
      'POST /patient/referral-resources': {
        status: 422,
        body: { code: 'errors.validation', message: 'x', fields: { name: 'validation.required' } },
      },
    });
    renderWithMat(<AddResourceScreen backHref="/b" onDone={() => undefined} />, { fetch: api.fetch, token: 'session' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Carmen');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(await screen.findByText('Please complete this field.')).toBeTruthy();
  });
});

describe('FollowLinkScreen', () => {
  it('offers a visitor to register with the organization’s code, or to sign in', async () => {
    const api = fakeApi({});
    renderWithMat(
      <FollowLinkScreen
        token="SUNRISE"
        registerHref="/auth/register?assign_code=SUNRISE"
        signInHref="/auth/login"
        doneHref="/referrals"
      />,
      { fetch: api.fetch },
    );
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/auth/register?assign_code=SUNRISE',
    );
    expect(screen.getByRole('link', { name: 'I already have an account' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows a signed-in patient the organization and asks to join it by code', async () => {
    const api = signedIn({
      'GET /patient/organizations/code/SUNRISE': { body: bloom },
      'POST /patient/organizations/team-request/code/SUNRISE': {
        status: 201,
        body: {
          id: 77,
          organization: { id: bloom.id, name: bloom.name },
          status: 'pending',
          requested_at: '2026-11-25T10:00:00Z',
          responded_at: null,
        },
      },
    });
    renderWithMat(<FollowLinkScreen token="SUNRISE" registerHref="/r" signInHref="/l" doneHref="/referrals" />, {
      fetch: api.fetch,
      token: 'session',
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Bloom Lactation Center and share my profile' }),
    );
    expect(await screen.findByText('Request sent. Bloom Lactation Center will confirm it.')).toBeTruthy();
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/patient/organizations/team-request/code/SUNRISE'),
    ).toBe(true);
  });

  it('says a link that leads nowhere plainly, without asking the server for a malformed one', async () => {
    const api = signedIn({});
    renderWithMat(<FollowLinkScreen token="../x" registerHref="/r" signInHref="/l" doneHref="/referrals" />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(
      await screen.findByText('This link does not lead to an organization. Check it with whoever sent it to you.'),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('/code/'))).toBe(false);
  });
});
