import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { createVideoCall } from './createVideoCall';
import { fakeMedia, localConnect, openVisit, visit } from './fixtures';
import { LocalVideoCall, signallingUrl } from './localCall';
import { TwilioVideoCall } from './twilioCall';
import { ACTIVE_VIDEO_POLL_MS } from './useVideoSessions';
import type { VideoCallEvents, VideoCallFactory } from './videoCall';
import { VideoCallScreen } from './VideoCallScreen';

const noEvents: VideoCallEvents = { onParticipants: () => undefined, onEnded: () => undefined };

describe('createVideoCall', () => {
  it("joins with the call the server's token answer names", () => {
    expect(createVideoCall(localConnect, noEvents)).toBeInstanceOf(LocalVideoCall);
    expect(createVideoCall({ ...localConnect, adapter: 'twilio', signalling_path: null }, noEvents)).toBeInstanceOf(
      TwilioVideoCall,
    );
  });

  it("signals on the API's origin, over TLS when the page is", () => {
    expect(signallingUrl(localConnect, 'https://app.matrona.care')).toBe('wss://app.matrona.care/api/v2/video/signal');
    expect(signallingUrl(localConnect, 'http://localhost:5173')).toBe('ws://localhost:5173/api/v2/video/signal');
  });
});

/** A call that joins at once and remembers what it was given. */
function fakeCall() {
  const joined: MediaStream[] = [];
  let left = 0;
  let events: VideoCallEvents = noEvents;
  const factory: VideoCallFactory = (connect, given) => {
    expect(connect).toEqual(localConnect);
    events = given;
    return {
      join: async (stream) => void joined.push(stream),
      leave: () => void left++,
    };
  };
  return { factory, joined, left: () => left, events: () => events };
}

function waitingRoom(
  options: { refuse?: 'NotAllowedError' | 'NotFoundError'; openAfterPolls?: number; locale?: 'en' | 'es' } = {},
) {
  let polls = 0;
  const api = fakeApi({
    'GET /user': { body: storyUser },
    'GET /video/sessions': { body: [visit] },
    'GET /video/session/12/token': { body: localConnect },
    'POST /video/session/12/info': { body: visit },
  });
  // The active list is the same path with ?active=1: answer by counting the polls.
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/video/sessions') && url.searchParams.get('active') === '1') {
      polls++;
      const open = polls > (options.openAfterPolls ?? 1);
      return new Response(JSON.stringify(open ? [openVisit] : []), { headers: { 'content-type': 'application/json' } });
    }
    return api.fetch(request);
  }) as typeof globalThis.fetch;
  const media = fakeMedia({ refuse: options.refuse });
  const call = fakeCall();
  renderWithMat(<VideoCallScreen uuid={visit.uuid} careHref="/care" media={media.media} createCall={call.factory} />, {
    fetch,
    token: 'session',
    locale: options.locale,
  });
  return { api, media, call, polls: () => polls };
}

const status = () => screen.getByRole('status');

describe('VideoCallScreen', () => {
  afterEach(() => void vi.useRealTimers());

  it('explains before asking, checks the devices, then joins by itself muted when the presenter opens the room', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { media, call, api, polls } = waitingRoom();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lactation visit' })).toBeTruthy();
    expect(screen.getByText(/Your browser will ask for your permission: choose Allow/)).toBeTruthy();
    expect(media.asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Turn on camera and microphone' }));
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    expect(media.asked).toEqual([{ video: true, audio: true }]);
    expect(screen.getByRole('progressbar', { name: 'Microphone level' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/You join by yourself as soon as they do/)).toBeTruthy();
    // The first answer says the room is not open: nothing joins until the next poll, 10 s on.
    await waitFor(() => expect(polls()).toBe(1));
    expect(call.joined).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_VIDEO_POLL_MS));
    await waitFor(() => expect(call.joined).toHaveLength(1));
    const stream = media.streams[0]!;
    expect(call.joined[0]).toBe(stream);
    expect(stream.tracks.find((t) => t.kind === 'audio')!.enabled).toBe(false);
    await waitFor(() => expect(status().textContent).toBe('You joined the video call. Your microphone is muted.'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ event: 'joined', detail: null });

    act(() => call.events().onParticipants([{ identity: 'provider-3', name: 'Grace Okafor', stream: stream }]));
    expect(status().textContent).toBe('Grace Okafor joined the call.');
    await user.click(screen.getByRole('button', { name: 'Unmute microphone' }));
    expect(stream.tracks.find((t) => t.kind === 'audio')!.enabled).toBe(true);
    expect(status().textContent).toBe('Your microphone is on.');
    await user.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(status().textContent).toBe('You are muted.');
    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(stream.tracks.find((t) => t.kind === 'video')!.enabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(call.left()).toBe(1);
    expect(screen.getByText('You left the call.')).toBeTruthy();
  });

  it('says what to do when the camera and microphone are refused, and tells the care team', async () => {
    const user = userEvent.setup();
    const { api } = waitingRoom({ refuse: 'NotAllowedError' });
    await user.click(await screen.findByRole('button', { name: 'Turn on camera and microphone' }));
    expect(await screen.findByText('Camera and microphone are blocked')).toBeTruthy();
    expect(screen.getByText(/allow the camera and microphone, then try again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        event: 'device_check_failed',
        detail: 'camera or microphone blocked',
      }),
    );
  });

  it("says a missing camera in the spec's words, in Spanish", async () => {
    const user = userEvent.setup();
    waitingRoom({ refuse: 'NotFoundError', locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Activar cámara y micrófono' }));
    expect(await screen.findByText(/Tu cámara o tu micrófono/)).toBeTruthy();
  });
});
