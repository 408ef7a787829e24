import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat, type FixedAnswer } from '../test/renderWithMat';
import { RecordAccessScreen } from './RecordAccessScreen';

const grace = {
  actor_name: 'Grace Okafor',
  actor_organization: 'Eastside Care Team',
  actor_role: 'care_team' as const,
};

describe('RecordAccessScreen', () => {
  it("shows who, for which organization, what and when in the patient's time zone, a page at a time", async () => {
    let pages = 0;
    const api = fakeApi({
      // Ana lives in New York: 16:00 UTC is 11:00 her time.
      'GET /user': { body: { ...storyUser, timezone: 'America/New_York' } },
      // The first call is page 1, the next page 2 (the fake API sees paths, not queries).
      'GET /patient/record-access': (): FixedAnswer<'GET /patient/record-access'> =>
        ++pages === 1
          ? {
              body: {
                page: 1,
                has_more: true,
                data: [{ ...grace, at: '2026-11-23T16:00:00.000Z', action: 'read', resource: 'messages' }],
              },
            }
          : {
              body: {
                page: 2,
                has_more: false,
                data: [
                  {
                    actor_name: 'On-call care team',
                    actor_organization: null,
                    actor_role: 'care_team',
                    at: '2026-11-20T03:30:00.000Z',
                    action: 'read',
                    resource: 'screening_answer',
                  },
                ],
              },
            },
    });
    renderWithMat(<RecordAccessScreen />, { fetch: api.fetch, token: 'session' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who has seen my record' })).toBeTruthy();
    const first = (await screen.findByText('Grace Okafor')).closest('li')!;
    expect(within(first).getByText('Care team · Eastside Care Team')).toBeTruthy();
    expect(within(first).getByText('Viewed your messages')).toBeTruthy();
    expect(within(first).getByText('Nov 23, 2026, 11:00 AM').getAttribute('datetime')).toBe('2026-11-23T16:00:00.000Z');

    await userEvent.setup().click(screen.getByRole('button', { name: /more/i }));
    const second = (await screen.findByText('On-call care team')).closest('li')!;
    // 03:30 UTC on the 20th is still the 19th in New York.
    expect(within(second).getByText('Nov 19, 2026, 10:30 PM')).toBeTruthy();
    expect(within(second).getByText('Viewed an answer in your screening')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/patient/record-access')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /more/i })).toBeNull();
  });

  it('says so when no one else has opened the record, in Spanish too', async () => {
    const api = fakeApi({
      'GET /user': { body: storyUser },
      'GET /patient/record-access': { body: { page: 1, has_more: false, data: [] } },
    });
    renderWithMat(<RecordAccessScreen />, { fetch: api.fetch, token: 'session', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quién ha visto mi expediente' })).toBeTruthy();
    expect(await screen.findByText('Nadie más ha abierto tu expediente')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('names a change and a part of the record it has no words for as the record itself', async () => {
    const api = fakeApi({
      'GET /user': { body: storyUser },
      'GET /patient/record-access': {
        body: {
          page: 1,
          has_more: false,
          data: [{ ...grace, at: '2026-11-23T16:00:00.000Z', action: 'change', resource: 'something_new' }],
        },
      },
    });
    renderWithMat(<RecordAccessScreen />, { fetch: api.fetch, token: 'session', locale: 'es' });
    expect(await screen.findByText('Cambió tu expediente')).toBeTruthy();
    expect(screen.getByText('Equipo de atención · Eastside Care Team')).toBeTruthy();
  });
});
