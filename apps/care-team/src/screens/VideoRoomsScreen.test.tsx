import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../stories/withConsole';
import { StaffProvider } from '../staff';
import { closedRoom, openRoom } from './VideoRoomsScreen.stories';
import { VideoRoomsScreen } from './VideoRoomsScreen';

/** The staff API with one session whose room opens and ends as asked. */
function renderRooms(locale: 'en' | 'es' = 'en') {
  let room: typeof closedRoom | typeof openRoom | object = closedRoom;
  const calls: string[] = [];
  const fetch = (async (request: Request) => {
    const path = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/staff\/v1/, '')}`;
    calls.push(path);
    if (path === 'POST /video-sessions/12/room') room = openRoom;
    if (path === 'DELETE /video-sessions/12/room') room = { ...closedRoom, ended: true };
    return new Response(JSON.stringify(path === 'GET /video-sessions' ? [room] : room), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  render(
    <IntlProvider locale={locale} messages={consoleMessages[locale]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaffProvider
          locale={locale}
          tokens={{ get: () => 'staff-token', set: () => {}, clear: () => {} }}
          onUnauthorized={() => {}}
          fetch={fetch}
          baseUrl="http://console.test/api/staff/v1"
        >
          <VideoRoomsScreen />
        </StaffProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { calls };
}

describe('VideoRoomsScreen', () => {
  it('opens a room, shows the link to send, and ends it for good', async () => {
    const user = userEvent.setup();
    const { calls } = renderRooms();
    await user.click(await screen.findByRole('button', { name: 'Open the room' }));
    expect(
      await screen.findByText(/Link for attendees: http:\/\/localhost:5173\/video\/connect\/K7Q2M9XW4P/),
    ).toBeTruthy();
    expect(screen.getByText('Room open')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End the room' }));
    await waitFor(() => expect(screen.getByText('Ended')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Open the room' })).toBeNull();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'POST /video-sessions/12/room',
      'DELETE /video-sessions/12/room',
    ]);
  });

  it('speaks Spanish', async () => {
    renderRooms('es');
    expect(await screen.findByRole('button', { name: 'Abrir la sala' })).toBeTruthy();
    expect(screen.getByText('Todavía no está abierta')).toBeTruthy();
  });
});
