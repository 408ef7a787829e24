import { describe, expect, it } from 'vitest';
import { createPushNotifications, notificationPath, pushTokenAtLogout, type PushPlugin } from './push';

type Listener = (event: never) => void;

/** @capacitor/push-notifications, faked: the test plays the system (its permission prompt, FCM or APNs handing a token, a tap). */
function fakePlugin(
  options: { permission?: 'granted' | 'denied' | 'prompt'; answer?: 'granted' | 'denied'; token?: string | null } = {},
) {
  const listeners = new Map<string, Listener>();
  const calls: string[] = [];
  let permission = options.permission ?? 'prompt';
  const emit = (event: string, value: unknown) =>
    (listeners.get(event) as ((value: unknown) => void) | undefined)?.(value);
  const plugin = {
    checkPermissions: async () => (calls.push('check'), { receive: permission }),
    requestPermissions: async () => {
      calls.push('request');
      permission = options.answer ?? 'granted';
      return { receive: permission };
    },
    register: async () => {
      calls.push('register');
      const token = options.token === undefined ? 'fcm-token-1' : options.token;
      // The system answers later, as an event.
      setTimeout(
        () =>
          token === null ? emit('registrationError', { error: 'no network' }) : emit('registration', { value: token }),
        0,
      );
    },
    addListener: async (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return { remove: async () => void listeners.delete(event) };
    },
  } as PushPlugin;
  return { plugin, calls, emit };
}

function recorder() {
  const sent: string[] = [];
  const opened: string[] = [];
  return {
    sent,
    opened,
    send: async (token: string) => void sent.push(token),
    go: (path: string) => void opened.push(path),
  };
}

describe('push registration', () => {
  it('asks permission after sign-in, registers, and gives the token to the server', async () => {
    const { plugin, calls } = fakePlugin();
    const { sent, send, go } = recorder();
    const push = createPushNotifications(plugin, go);
    push.start();
    expect(calls).toEqual([]);
    await expect(push.signedIn(send)).resolves.toBe('registered');
    expect(calls).toEqual(['check', 'request', 'register']);
    expect(sent).toEqual(['fcm-token-1']);
    expect(push.token()).toBe('fcm-token-1');
  });

  it('does not ask again once the system answered, and registers nothing when she said no', async () => {
    const { plugin, calls } = fakePlugin({ permission: 'denied' });
    const { sent, send, go } = recorder();
    const push = createPushNotifications(plugin, go);
    push.start();
    await expect(push.signedIn(send)).resolves.toBe('denied');
    expect(calls).toEqual(['check']);
    expect(sent).toEqual([]);
    expect(push.token()).toBeNull();

    const refusing = fakePlugin({ answer: 'denied' });
    const other = createPushNotifications(refusing.plugin, go);
    other.start();
    await expect(other.signedIn(send)).resolves.toBe('denied');
    expect(refusing.calls).toEqual(['check', 'request']);
  });

  it('says it failed when the system could not register, or the server refused the token', async () => {
    const { send, go } = recorder();
    const offline = createPushNotifications(fakePlugin({ permission: 'granted', token: null }).plugin, go);
    offline.start();
    await expect(offline.signedIn(send)).resolves.toBe('failed');
    const refused = createPushNotifications(fakePlugin({ permission: 'granted' }).plugin, go);
    refused.start();
    await expect(refused.signedIn(async () => Promise.reject(new Error('422')))).resolves.toBe('failed');
  });

  it('sends a new token the system hands while she is signed in, and none after logout', async () => {
    const { plugin, emit } = fakePlugin({ permission: 'granted' });
    const { sent, send, go } = recorder();
    const push = createPushNotifications(plugin, go);
    push.start();
    await push.signedIn(send);
    emit('registration', { value: 'fcm-token-2' });
    await Promise.resolve();
    expect(sent).toEqual(['fcm-token-1', 'fcm-token-2']);
    push.signedOut();
    expect(push.token()).toBeNull();
    emit('registration', { value: 'fcm-token-3' });
    await Promise.resolve();
    expect(sent).toEqual(['fcm-token-1', 'fcm-token-2']);
    // The next sign-in sends the token this run already has.
    await expect(push.signedIn(send)).resolves.toBe('registered');
    expect(sent.at(-1)).toBe('fcm-token-3');
  });

  it("opens a tapped notification's screen, and only the app's own screens", async () => {
    const { plugin, emit } = fakePlugin();
    const { opened, go } = recorder();
    createPushNotifications(plugin, go).start();
    await Promise.resolve();
    emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { path: '/team?conversationId=7' } },
    });
    emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { path: 'https://evil.example/team' } },
    });
    emit('pushNotificationActionPerformed', { actionId: 'tap', notification: { data: {} } });
    expect(opened).toEqual(['/team?conversationId=7']);
  });
});

describe('notificationPath', () => {
  it("takes the app's screens the server names", () => {
    expect(notificationPath({ path: '/team?conversationId=12' })).toBe('/team?conversationId=12');
    expect(notificationPath({ path: '/notifications' })).toBe('/notifications');
    expect(notificationPath({ path: '/video/session/6f1c2f4e-3b1a-4e8a-9d1e-2a0c7b1d5e4f' })).toBe(
      '/video/session/6f1c2f4e-3b1a-4e8a-9d1e-2a0c7b1d5e4f',
    );
  });

  it('leaves anything else alone', () => {
    for (const path of [
      '//evil.example/team',
      'https://evil.example/',
      '/\\evil.example',
      '/api/v2/user',
      '/terms',
      '/no-such-screen',
      42,
      null,
    ]) {
      expect(notificationPath({ path })).toBeNull();
    }
    expect(notificationPath(undefined)).toBeNull();
  });
});

describe('the logout call', () => {
  it("carries this phone's token, and no other call does", async () => {
    const { plugin } = fakePlugin({ permission: 'granted' });
    const push = createPushNotifications(plugin, () => {});
    push.start();
    const middleware = pushTokenAtLogout(push);
    const before = middleware.onRequest({ request: new Request('https://api.example/api/v2/logout') });
    expect(before.headers.get('X-Push-Token')).toBeNull();
    await push.signedIn(async () => {});
    expect(
      middleware.onRequest({ request: new Request('https://api.example/api/v2/logout') }).headers.get('X-Push-Token'),
    ).toBe('fcm-token-1');
    expect(
      middleware.onRequest({ request: new Request('https://api.example/api/v2/user') }).headers.get('X-Push-Token'),
    ).toBeNull();
  });
});
