import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { AskQuestionScreen } from './AskQuestionScreen';
import { categories, conversationPage, messagePage, olderPage, recipients, streamDown, userWithTeam } from './fixtures';
import { TeamScreen } from './TeamScreen';
import { FALLBACK_POLL_MS } from './useLiveThread';

/**
 * The Team screen on a fake API. `events`, when given, is the thread's event stream
 * (text/event-stream, which the fake's JSON answers cannot be).
 */
function team<K extends string>(
  answers: FakeAnswers<K>,
  conversationId?: number,
  locale: 'en' | 'es' = 'en',
  events?: () => ReadableStream<Uint8Array>,
) {
  const api = fakeApi(mergeApis(storyApi({ 'GET /user': { body: userWithTeam } }), storyApi(answers)));
  const fetch = (async (request: Request) =>
    events && request.url.endsWith('/events')
      ? new Response(events(), { headers: { 'content-type': 'text/event-stream' } })
      : api.fetch(request)) as typeof globalThis.fetch;
  renderWithMat(
    <TeamScreen
      conversationId={conversationId}
      conversationHref={(id) => `/team?conversationId=${id}`}
      teamHref="/team"
      askHref="/ask-a-question"
      goldHref="/membership"
    />,
    { fetch, token: 'session', locale },
  );
  return api;
}

describe('TeamScreen', () => {
  it('lists the care team with degrees and organization, and marks unread conversations in words', async () => {
    team({
      'GET /conversations': { body: conversationPage },
      'GET /patient/profile/practitioner/12': {
        body: {
          id: 12,
          first_name: 'Lucía',
          last_name: 'Ramos',
          avatar: null,
          degrees: ['IBCLC', 'RN'],
          specialties: ['Lactation'],
          languages: ['English', 'Spanish'],
          bio: 'Lactation consultant for 12 years, mother of two.',
          organization: { id: 2, name: 'Sunrise Maternity Care' },
        },
      },
    });
    expect(await screen.findByText('Care provider · IBCLC, RN · Sunrise Maternity Care')).toBeTruthy();
    expect(screen.getByText('Care coordinator · MSW · Sunrise Maternity Care')).toBeTruthy();
    const unread = await screen.findByRole('link', { name: 'Open: Feeding (Unread conversation)' });
    expect(unread.getAttribute('href')).toBe('/team?conversationId=402');
    expect(within(unread.closest('li')!).getByText('New')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open: Welcome to your care team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask a question' }).getAttribute('href')).toBe('/ask-a-question');

    await userEvent.click(screen.getByRole('button', { name: 'See profile: Lucía Ramos' }));
    const profile = await screen.findByRole('dialog', { name: 'Lucía Ramos' });
    expect(await within(profile).findByText('Lactation consultant for 12 years, mother of two.')).toBeTruthy();
    expect(within(profile).getByText('English, Spanish')).toBeTruthy();
  });

  it('opens a thread oldest first in the patient’s time zone, marks it read once, pages back, and marks it unread', async () => {
    // The fake sees paths without their query: the first read is page 1, the next page 2.
    let reads = 0;
    const api = team(
      {
        'GET /conversations/402': { body: conversationPage.data[0]! },
        'GET /conversations/402/events': streamDown,
        'GET /conversations/402/messages': () => ({ body: reads++ === 0 ? messagePage : olderPage }),
        'POST /conversations/402/read': { status: 204 },
        'DELETE /conversations/402/read': { status: 204 },
      },
      402,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Feeding' })).toBeTruthy();
    const log = await screen.findByRole('log');
    await within(log).findByText('She only latches on the right side.');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('She only latches on the right side.'),
      expect.stringContaining('Try the football hold'),
    ]);
    // 15:04 UTC is 7:04 AM in Los Angeles, the patient's zone.
    expect(within(items[1]!).getByText(/Sent Nov 21, 2026, 7:04/)).toBeTruthy();
    expect(within(items[1]!).getByText('Care provider · RN, BSN · Sunrise Maternity Care')).toBeTruthy();
    expect(within(items[0]!).getByText('You')).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Open football-hold.pdf' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/conversations/402/read')).toHaveLength(1),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(log).findByText('First question from last week.')).toBeTruthy();
    expect(within(log).getAllByRole('listitem')[0]!.textContent).toContain('First question from last week.');

    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/conversations/402/read')).toBe(true),
    );
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/conversations/402/read')).toHaveLength(1);
  });

  it('reads a reply that arrives live once: the conversation read anew unread sends no second read', async () => {
    // The server's side: the reply turns the conversation unread until the read comes.
    let replied = false;
    let read = true;
    // One reply on the stream, once the thread has opened; then the stream stays open.
    const api = team(
      {
        'GET /conversations/402': () => ({ body: { ...conversationPage.data[0]!, read } }),
        'GET /conversations/402/messages': { body: messagePage },
        'POST /conversations/402/read': () => ((read = true), { status: 204 }),
      },
      402,
      'en',
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': open\n\n'));
            setTimeout(() => {
              replied = true;
              read = false;
              controller.enqueue(new TextEncoder().encode('id: 9003\nevent: message\ndata: {}\n\n'));
            }, 50);
          },
        }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Feeding' })).toBeTruthy();
    const reads = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/conversations/402/read');
    await waitFor(() => expect(reads()).toHaveLength(1));
    // The conversation is asked again after the reply; had it answered unread, a second read would go.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/conversations/402').length).toBeGreaterThan(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(replied).toBe(true);
    expect(reads()).toHaveLength(1);
  });

  it('reads a reply that comes by polling while the stream is down, and not the patient’s own message', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'setTimeout', 'clearInterval', 'clearTimeout'],
      shouldAdvanceTime: true,
    });
    try {
      // The thread shows the two messages, then a third: the care team's reply.
      let page = messagePage;
      const reply = {
        ...messagePage.data[0]!,
        id: 9100,
        content: 'Yes, that is normal.',
        attachments: [],
        mine: false,
      };
      const api = team(
        {
          'GET /conversations/402': { body: { ...conversationPage.data[0]!, read: true } },
          'GET /conversations/402/events': streamDown,
          'GET /conversations/402/messages': () => ({ body: page }),
          'POST /conversations/402/read': { status: 204 },
        },
        402,
      );
      const log = await screen.findByRole('log');
      await within(log).findByText('She only latches on the right side.');
      const reads = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/conversations/402/read');
      expect(reads()).toHaveLength(0);
      page = { ...messagePage, data: [reply, ...messagePage.data] };
      await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
      await within(log).findByText('Yes, that is normal.');
      await waitFor(() => expect(reads()).toHaveLength(1));
      // Her own message, come back by the next poll, reads nothing.
      page = { ...messagePage, data: [{ ...reply, id: 9101, content: 'Thank you!', mine: true }, ...page.data] };
      await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
      await within(log).findByText('Thank you!');
      expect(reads()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the thread’s limit when a message meets it, in Spanish', async () => {
    team(
      {
        'GET /conversations/402': { body: { ...conversationPage.data[0]!, read: true } },
        'GET /conversations/402/events': streamDown,
        'GET /conversations/402/messages': { body: { ...messagePage, has_more: false } },
        'POST /conversations/402/message': {
          status: 409,
          body: { code: 'errors.messageLimitReached', message: 'limit' },
        },
      },
      402,
      'es',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Tu mensaje/ }), 'Una pregunta más');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Llegaste al límite de 10 mensajes por pregunta.')).toBeTruthy();
  });
});

describe('AskQuestionScreen', () => {
  function ask<K extends string>(answers: FakeAnswers<K>) {
    const api = fakeApi(
      mergeApis(
        storyApi({
          'GET /user': { body: userWithTeam },
          'GET /conversations/categories': { body: categories },
          'GET /conversations/recipients': { body: recipients },
        }),
        storyApi(answers),
      ),
    );
    const asked: number[] = [];
    renderWithMat(<AskQuestionScreen goldHref="/membership" onAsked={(c) => asked.push(c.id)} />, {
      fetch: api.fetch,
      token: 'session',
    });
    return { api, asked };
  }

  it('sends the question to the one recipient and opens it', async () => {
    const { api, asked } = ask({ 'POST /conversations': { status: 201, body: conversationPage.data[0]! } });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /Your question/ }),
      'Is a little spotting normal at 30 weeks?',
    );
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    await waitFor(() => expect(asked).toEqual([402]));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      organization_id: 2,
      content: 'Is a little spotting normal at 30 weeks?',
    });
  });

  it('asks for the question before sending anything', async () => {
    const { api } = ask({});
    await userEvent.click(await screen.findByRole('button', { name: 'Send my question' }));
    const question = screen.getByRole('textbox', { name: /Your question/ }) as HTMLTextAreaElement;
    expect(question.validity.valueMissing).toBe(true);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a free patient without credits the paywall leading to Gold', async () => {
    ask({ 'POST /conversations': { status: 409, body: { code: 'errors.noMessageCredits', message: 'no credits' } } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Your question/ }), 'One more question');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    const paywall = await screen.findByRole('dialog', { name: 'Keep talking with your care team' });
    expect(within(paywall).getByRole('link', { name: 'See Gold membership' }).getAttribute('href')).toBe('/membership');
  });
});
