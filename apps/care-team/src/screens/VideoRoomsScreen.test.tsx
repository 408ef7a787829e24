import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStaff } from '../testing/renderWithStaff';
import { closedRoom, openRoom } from './VideoRoomsScreen.stories';
import { VideoRoomsScreen } from './VideoRoomsScreen';

/** The staff API with one session whose room opens and ends as asked. */
function renderRooms(locale: 'en' | 'es' = 'en') {
  let room = closedRoom;
  return renderWithStaff(
    <VideoRoomsScreen />,
    {
      'GET /video-sessions': () => ({ body: [room] }),
      'POST /video-sessions/12/room': () => {
        room = openRoom;
        return { body: room };
      },
      'DELETE /video-sessions/12/room': () => {
        room = { ...closedRoom, ended: true };
        return { body: room };
      },
    },
    locale,
  );
}

describe('VideoRoomsScreen', () => {
  it('opens a room, shows the link to send, and ends it for good', async () => {
    const user = userEvent.setup();
    const { paths } = renderRooms();
    await user.click(await screen.findByRole('button', { name: 'Open the room' }));
    expect(
      await screen.findByText(/Link for attendees: http:\/\/localhost:5173\/video\/connect\/K7Q2M9XW4P/),
    ).toBeTruthy();
    expect(screen.getByText('Room open')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End the room' }));
    await waitFor(() => expect(screen.getByText('Ended')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Open the room' })).toBeNull();
    expect(paths().filter((path) => !path.startsWith('GET'))).toEqual([
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
