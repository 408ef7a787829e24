import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { CarePlanItemScreen } from './CarePlanItemScreen';
import { CareScreen } from './CareScreen';
import {
  carePlanAnswers,
  checkIn,
  futurePage,
  futurePage2,
  milestone,
  myAppointmentRequests,
  sleep,
  todayPage,
  walk,
} from './fixtures';

function care<K extends string>(answers?: FakeAnswers<K>, locale: 'en' | 'es' = 'en') {
  const api = fakeApi(mergeApis(carePlanAnswers, answers ? storyApi(answers) : storyApi({})));
  renderWithMat(
    <CareScreen
      itemHref={(id) => `/care-plan/${id}`}
      sessionHref={(product, uuid) => `/support-session/${uuid}?product=${product}`}
      requestHref="/request-an-appointment"
      appointmentHref={(uuid) => `/appointment/${uuid}`}
    />,
    { fetch: api.fetch, token: 'session', locale },
  );
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
// Each item's secondary actions are in its menu, behind the button "Actions for {title}".
const menuOf = (title: string, label = 'Actions for') => screen.getByRole('button', { name: `${label} ${title}` });
const itemNamed = (title: string) => menuOf(title).closest('li')!;
/** Opens an item's menu and chooses one of its actions. */
async function choose(title: string, action: string, label?: string) {
  await userEvent.click(menuOf(title, label));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('CareScreen', () => {
  afterEach(() => sessionStorage.clear());

  it('filters the plan by place, kind and topic, keeps the choice in session storage as care_filters, and clears it', async () => {
    const filtered = { page: 1, has_more: false, data: [{ date: '2026-11-26', items: futurePage.data[0]!.items }] };
    const api = care({ 'POST /patient/assignment': { body: filtered } });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Today' });
    await user.click(await screen.findByRole('button', { name: 'Filter your care' }));
    await user.click(screen.getByRole('checkbox', { name: 'Appointments' }));
    const matching = await screen.findByRole('region', { name: 'Matching your filters' });
    expect(await within(matching).findByText('Lactation visit')).toBeTruthy();
    // The three lists give way to the one that matches.
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    const asked = api.calls.filter((c) => c.method === 'POST' && c.path === '/patient/assignment');
    expect(asked.at(-1)?.body).toEqual({ locations: [], types: ['appointment'], categories: [] });
    expect(asked.at(-1)?.query.get('page')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('care_filters')!)).toEqual({
      locations: [],
      types: ['appointment'],
      categories: [],
    });

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeTruthy();
    expect(sessionStorage.getItem('care_filters')).toBeNull();
  });

  it('opens with the filters kept for this browser session, and ignores a broken value', async () => {
    sessionStorage.setItem(
      'care_filters',
      JSON.stringify({ locations: ['in_person'], types: 'oops', categories: [3] }),
    );
    const api = care({ 'POST /patient/assignment': { body: { page: 1, has_more: false, data: [] } } });
    expect(await screen.findByText('Nothing in your plan matches these filters.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/patient/assignment')?.body).toEqual({
      locations: ['in_person'],
      types: [],
      categories: [],
    });
    expect((await screen.findByRole('checkbox', { name: 'In person' })) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
  });

  it("lists the patient's appointment requests with their answers, and the care team's reason on a declined one", async () => {
    care({ 'GET /patient/request-appointments': { body: myAppointmentRequests } });
    const requests = await screen.findByRole('region', { name: 'Your appointment requests' });
    const [waiting, declined] = within(requests).getAllByRole('listitem');
    expect(within(waiting!).getByRole('heading', { name: 'Latch Lab: Breastfeeding' })).toBeTruthy();
    expect(within(waiting!).getByText('Waiting for a reply')).toBeTruthy();
    expect(within(declined!).getByText('Declined')).toBeTruthy();
    expect(
      within(declined!).getByText(
        'Their reason: We do not visit homes in your area; our nurse line can help by phone.',
      ),
    ).toBeTruthy();
  });

  it('says in Spanish that a request was declined without a reason', async () => {
    care(
      { 'GET /patient/request-appointments': { body: [{ ...myAppointmentRequests[1]!, decline_reason: null }] } },
      'es',
    );
    const requests = await screen.findByRole('region', { name: 'Tus solicitudes de cita' });
    expect(within(requests).getByText('Rechazada')).toBeTruthy();
    expect(
      within(requests).getByText(
        'El equipo de cuidado no dio ningún motivo. Puedes volver a pedirla o pedírsela a otro equipo.',
      ),
    ).toBeTruthy();
  });

  it('shows no requests section before the patient has asked', async () => {
    care();
    await screen.findByRole('region', { name: 'Today' });
    expect(screen.queryByRole('region', { name: 'Your appointment requests' })).toBeNull();
  });

  it('shows today, the coming days and the earlier ones grouped by day, with milestones and states in words', async () => {
    care();
    const today = await screen.findByRole('region', { name: 'Today' });
    const todays = await within(today).findAllByRole('listitem');
    expect(todays.map((li) => within(li).getByRole('link').textContent)).toEqual([
      milestone.title,
      walk.title,
      checkIn.title,
    ]);
    expect(within(todays[0]!).getByText('Milestone')).toBeTruthy();
    expect(within(todays[0]!).getByRole('button', { name: 'Mark as reached' })).toBeTruthy();
    expect(within(todays[1]!).getByRole('link', { name: 'Open: Take a 10-minute walk' }).getAttribute('href')).toBe(
      '/care-plan/8',
    );

    const coming = section('Coming up');
    expect(await within(coming).findByRole('heading', { level: 3, name: 'Thursday, November 26' })).toBeTruthy();
    const visit = within(coming).getByRole('list', { name: 'Thursday, November 26' });
    expect(within(visit).getByText('Appointment')).toBeTruthy();
    expect(within(visit).getByText('Upcoming')).toBeTruthy();
    expect(within(visit).getByText('Online')).toBeTruthy();
    // The appointment item opens its booking by the booking's uuid.
    expect(within(visit).getByRole('link', { name: 'See the appointment: Lactation visit' }).getAttribute('href')).toBe(
      '/appointment/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f',
    );

    const earlier = section('Earlier');
    const days = await within(earlier).findAllByRole('heading', { level: 3 });
    // Newest day first, as the API pages history.
    expect(days.map((h) => h.textContent)).toEqual(['Tuesday, November 24', 'Monday, November 23']);
    // 11:00 UTC is 3:00 AM in Los Angeles, the patient's zone.
    expect(within(earlier).getByText(/Done Nov 23, 2026, 3:00/)).toBeTruthy();
    expect(within(earlier).getByText('Archived')).toBeTruthy();
    // One button per item at most (its primary action) besides its menu: Remove and Archive wait there.
    expect(
      within(itemNamed(walk.title))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Mark as done', `Actions for ${walk.title}`]);
    await userEvent.click(menuOf(sleep.title));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Bring back',
      'Remove from my plan',
    ]);
  });

  it('loads the coming days page by page from 1 until there are no more', async () => {
    let pages = 0;
    care({ 'GET /patient/care-plan/future': () => ({ body: pages++ === 0 ? futurePage : futurePage2 }) });
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    await userEvent.click(await within(coming).findByRole('button', { name: 'Load more' }));
    expect(await within(coming).findByRole('link', { name: 'Open: One month with Mateo' })).toBeTruthy();
    expect(within(coming).getByText('Lactation visit')).toBeTruthy();
    expect(within(coming).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('moves an item marked done to the top of the non-milestone items, with its completed time', async () => {
    const done = { ...checkIn, completed: true, completed_at: '2026-11-25T17:30:00Z' };
    let completed = false;
    const api = care({
      'GET /patient/care-plan/today': () => ({
        body: completed ? { ...todayPage, data: [{ date: '2026-11-25', items: [milestone, done, walk] }] } : todayPage,
      }),
      'POST /patient/assignment/complete/9': () => {
        completed = true;
        return { body: done };
      },
    });
    const today = await screen.findByRole('region', { name: 'Today' });
    await within(today).findByText(checkIn.title);
    await userEvent.click(within(itemNamed(checkIn.title)).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Marked as done')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(today)
          .getAllByRole('listitem')
          .map((li) => within(li).getByRole('link').textContent),
      ).toEqual([milestone.title, checkIn.title, walk.title]),
    );
    const moved = itemNamed(checkIn.title);
    expect(within(moved).getByText('Done')).toBeTruthy();
    expect(within(moved).getByText(/Done Nov 25, 2026, 9:30/)).toBeTruthy();
    expect(within(moved).queryByRole('button', { name: 'Mark as done' })).toBeNull();
    expect(
      api.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/patient/assignment')).map((c) => c.path),
    ).toEqual(['/patient/assignment/complete/9']);
  });

  it('sets a milestone reached with its own call', async () => {
    const api = care({
      'PUT /patient/care-plan/milestones/7/completed': {
        body: { id: 7, title: milestone.title, completed: true, completed_at: '2026-11-25T17:30:00Z' },
      },
    });
    await screen.findByText(milestone.title);
    await userEvent.click(within(itemNamed(milestone.title)).getByRole('button', { name: 'Mark as reached' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/patient/care-plan/milestones/7/completed')).toBe(
        true,
      ),
    );
    expect(api.calls.some((c) => c.path.startsWith('/patient/assignment/complete'))).toBe(false);
  });

  it('archives an item, brings an archived one back, and refreshes every list', async () => {
    const api = care({
      'PUT /patient/assignment/8/archive': { status: 204 },
      'PUT /patient/assignment/5/unarchive': { status: 204 },
    });
    await screen.findByText(walk.title);
    const reads = () => api.calls.filter((c) => c.path === '/patient/care-plan/history').length;
    const before = reads();
    await choose(walk.title, 'Archive');
    expect(await screen.findByText('Archived: you find it under Earlier.')).toBeTruthy();
    // Earlier is read again: the archived item is there now.
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await choose(sleep.title, 'Bring back');
    expect(await screen.findByText('Back in your plan')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/patient/assignment/8/archive',
      '/patient/assignment/5/unarchive',
    ]);
  });

  it('asks before removing an item from the plan, and removes nothing when kept', async () => {
    const api = care({ 'PUT /patient/assignment/8/unassign': { status: 204 } });
    await screen.findByText(walk.title);
    const user = userEvent.setup();
    await choose(walk.title, 'Remove from my plan');
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this from your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await choose(walk.title, 'Remove from my plan');
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this from your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from your plan')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/patient/assignment/8/unassign']);
  });

  it('says the spec’s words when archiving fails, in Spanish', async () => {
    care(
      { 'PUT /patient/assignment/8/archive': { status: 500, body: { code: 'errors.unexpected', message: 'boom' } } },
      'es',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuidado' })).toBeTruthy();
    await screen.findByText(walk.title);
    await choose(walk.title, 'Archivar', 'Acciones para');
    expect(await screen.findByText('No se pudo archivar el recurso')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Próximamente' })).toBeTruthy();
  });
});

describe('CarePlanItemScreen', () => {
  it('shows one item with its actions and leaves the page once it is removed', async () => {
    const api = fakeApi(
      mergeApis(
        carePlanAnswers,
        storyApi({
          'GET /patient/assignment/8': { body: walk },
          'PUT /patient/assignment/8/unassign': { status: 204 },
        }),
      ),
    );
    const left: string[] = [];
    renderWithMat(<CarePlanItemScreen id={8} careHref="/care" onUnassigned={() => left.push('care')} />, {
      fetch: api.fetch,
      token: 'session',
    });
    expect(await screen.findByRole('heading', { level: 1, name: walk.title })).toBeTruthy();
    expect(screen.getByText(walk.description!)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your care' }).getAttribute('href')).toBe('/care');
    const user = userEvent.setup();
    await choose(walk.title, 'Remove from my plan');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(left).toEqual(['care']));
    // The removed item is not asked for again (it would answer 404).
    expect(api.calls.filter((c) => c.path === '/patient/assignment/8' && c.method === 'GET')).toHaveLength(1);
  });
});
