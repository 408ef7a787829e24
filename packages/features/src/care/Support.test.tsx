import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import type { Schema } from '@mat/api';
import { answerAt, mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { SupportOffers } from './SupportOffers';
import { SupportSessionScreen } from './SupportSessionScreen';
import {
  circleOffer,
  classOffer,
  classSession,
  credits,
  fullCircle,
  reservation,
  type OfferWithSession,
} from './supportFixtures';

const hrefs = {
  view: '/support-session/s?product=21',
  reserve: '/support-session/reserve/s?product=21',
  cancel: '/support-session/cancel/s?product=21',
};

function session<K extends string>(
  intent: 'view' | 'reserve' | 'cancel',
  answers: FakeAnswers<K>,
  options: { user?: Schema<'CurrentUser'>; locale?: 'en' | 'es'; offer?: OfferWithSession } = {},
) {
  const offer = options.offer ?? classOffer;
  const api = fakeApi(
    mergeApis(
      storyApi({ 'GET /user': { body: options.user ?? storyUser }, 'GET /stripe/get-balance': credits(1) }),
      answerAt(`GET /patient/support-product/${offer.id}/${offer.next_session.uuid}`, {
        body: { product: offer, session: offer.next_session },
      }),
      storyApi(answers),
    ),
  );
  const done: string[] = [];
  renderWithMat(
    <SupportSessionScreen
      product={offer.id}
      uuid={offer.next_session.uuid}
      intent={intent}
      hrefs={hrefs}
      careHref="/care"
      onDone={() => done.push(intent)}
    />,
    {
      fetch: api.fetch,
      token: 'session',
      locale: options.locale,
    },
  );
  return { api, done };
}

describe('SupportOffers', () => {
  it('lists the offers with their next session in its own time zone, places left, and the credits', async () => {
    const api = fakeApi({
      'GET /user': { body: storyUser },
      'GET /stripe/get-balance': credits(1),
      'POST /patient/support-product/groups': { body: { page: 1, has_more: false, data: [classOffer, circleOffer] } },
    });
    renderWithMat(<SupportOffers sessionHref={(product, uuid) => `/support-session/${uuid}?product=${product}`} />, {
      fetch: api.fetch,
      token: 'session',
    });
    const link = await screen.findByRole('link', { name: 'See the next session: Breastfeeding basics' });
    expect(link.getAttribute('href')).toBe(`/support-session/${classSession.uuid}?product=21`);
    // 18:00 UTC is 10:00 AM in Los Angeles, where the class is held.
    expect(screen.getAllByText(/Next: Wednesday, December 2, 2026 at 10:00/)).toHaveLength(2);
    expect(screen.getByText(/2 places left/)).toBeTruthy();
    expect(screen.getByText(/Full/)).toBeTruthy();
    expect(screen.getByText('Coaching group')).toBeTruthy();
    expect(await screen.findByText('You have 1 credit')).toBeTruthy();
  });
});

describe('SupportSessionScreen', () => {
  it('shows who, when, how long, where, the time zone and the places left', async () => {
    session('view', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Breastfeeding basics' })).toBeTruthy();
    expect(screen.getByText('Lucía Ramos (Presenter · IBCLC, RN · Sunrise Maternity Care)')).toBeTruthy();
    expect(screen.getByText(/Wednesday, December 2, 2026 at 10:00/)).toBeTruthy();
    expect(screen.getByText('60 minutes')).toBeTruthy();
    expect(screen.getByText('Video call')).toBeTruthy();
    expect(screen.getByText('2 places left')).toBeTruthy();
    expect(screen.getByText('Time zone: America/Los_Angeles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reserve a place' }).getAttribute('href')).toBe(hrefs.reserve);
  });

  it('reserves a place with the credit and refreshes the credits', async () => {
    let left = 1;
    const { api, done } = session('reserve', {
      'GET /stripe/get-balance': () => credits(left),
      'POST /patient/support-session/reserve/31': () => {
        left = 0;
        return { body: { ...classSession, spots_left: 1, reservation } };
      },
    });
    expect(await screen.findByText('You have 1 credit')).toBeTruthy();
    expect(screen.getByText('1 credit a place')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve a place' }));
    await waitFor(() => expect(done).toEqual(['reserve']));
    expect(await screen.findByText('You have no credits')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/patient/support-session/reserve/31',
    ]);
  });

  it('says why a full coaching group cannot be reserved, in the spec’s words', async () => {
    const { done } = session(
      'reserve',
      {
        'POST /patient/support-session/reserve/32': {
          status: 409,
          body: { code: 'errors.sessionFull', message: 'full' },
        },
      },
      { offer: circleOffer },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve a place' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Can't reserve place in the session")).toBeTruthy();
    expect(within(alert).getByText('This session is full. Please choose another one.')).toBeTruthy();
    expect(done).toEqual([]);
    expect(fullCircle.spots_left).toBe(0);
  });

  it('says an ended session has ended, in Spanish', async () => {
    session(
      'reserve',
      {
        'POST /patient/support-session/reserve/31': {
          status: 409,
          body: { code: 'errors.sessionEnded', message: 'ended' },
        },
      },
      { locale: 'es' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar un lugar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lo sentimos, esta sesión ya terminó')).toBeTruthy();
  });

  it('tells a Gold member no credit is spent', async () => {
    session('reserve', {}, { user: { ...storyUser, matrona_gold_view: true } });
    expect(await screen.findByText('Included with your Gold membership: no credit is spent.')).toBeTruthy();
    expect(screen.queryByText('You have 1 credit')).toBeNull();
  });

  it('cancels a paid place with a reason, saying the credit comes back', async () => {
    const reserved = { ...classOffer, next_session: { ...classSession, reservation } };
    const { api, done } = session(
      'cancel',
      { 'POST /patient/support-session/cancel/3b1f2a4c-5d6e-4f70-8a9b-0c1d2e3f4a5b': { body: classSession } },
      { offer: reserved },
    );
    expect(await screen.findByText('The credit you spent on this place comes back to you.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel my place' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Why are you cancelling/ }), 'The baby has a checkup then.');
    await user.click(screen.getByRole('button', { name: 'Cancel my place' }));
    await waitFor(() => expect(done).toEqual(['cancel']));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'The baby has a checkup then.' });
  });

  it('shows a place held, with a way to cancel it', async () => {
    session('view', {}, { offer: { ...classOffer, next_session: { ...classSession, reservation } } });
    expect(await screen.findByText('You have a place in this session.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel my place' }).getAttribute('href')).toBe(hrefs.cancel);
    expect(screen.getByText('The video link shows here once the session starts.')).toBeTruthy();
  });
});
