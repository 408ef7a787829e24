// Push notifications in the phone app (README, "Phone app"): after sign-in the app asks the
// system's permission (the system asks once; a refusal is kept and the in-app notification list
// stays), registers with FCM or APNs through @capacitor/push-notifications, and gives its token to
// the server (PUT /patient/push-devices), again whenever the system hands a new one. At logout the
// token goes with the logout call (X-Push-Token), so this phone stops receiving her pushes. A
// tapped notification opens its path through the router, when it is one of the app's screens.
//
// The plugin is passed in (./PushNotifications.tsx), so this file runs, and is tested, with a fake.
import type { PermissionState } from '@capacitor/core';
import { deepLinkPath } from './deepLinks';

type Handle = { remove(): Promise<void> };

/** What this file needs of @capacitor/push-notifications' PushNotifications. */
export interface PushPlugin {
  checkPermissions(): Promise<{ receive: PermissionState }>;
  requestPermissions(): Promise<{ receive: PermissionState }>;
  register(): Promise<void>;
  addListener(eventName: 'registration', listener: (token: { value: string }) => void): Promise<Handle>;
  addListener(eventName: 'registrationError', listener: (error: { error: string }) => void): Promise<Handle>;
  addListener(
    eventName: 'pushNotificationActionPerformed',
    listener: (action: { notification: { data?: unknown } }) => void,
  ): Promise<Handle>;
}

/** Sends the phone's token to the server for the signed-in patient. */
export type SendToken = (token: string) => Promise<void>;

export type SignInOutcome = 'registered' | 'denied' | 'failed';

const LOCAL = 'https://push.invalid';

/** The app path a notification opens (its `path`), or null when it names none of the app's screens. */
export function notificationPath(data: unknown): string | null {
  const path = (data as { path?: unknown } | null | undefined)?.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return deepLinkPath(`${LOCAL}${path}`, [LOCAL]);
}

export function createPushNotifications(plugin: PushPlugin, go: (path: string) => void) {
  /** The token FCM or APNs gave this install, once known. */
  let token: string | null = null;
  /** Where a token goes while someone is signed in; null when no one is. */
  let send: SendToken | null = null;
  let started = false;
  let waiting: ((outcome: SignInOutcome) => void) | null = null;

  const deliver = async (value: string): Promise<SignInOutcome> => {
    if (!send) return 'failed';
    try {
      await send(value);
      return 'registered';
    } catch {
      return 'failed';
    }
  };

  return {
    /**
     * At launch, before anyone signs in: listens for the token and for taps, so the tap that
     * launched the app is not lost (the router follows it once it exists, ./navigator.ts).
     */
    start(): void {
      if (started) return;
      started = true;
      void plugin.addListener('registration', ({ value }) => {
        token = value;
        void deliver(value).then((outcome) => {
          waiting?.(outcome);
          waiting = null;
        });
      });
      void plugin.addListener('registrationError', () => {
        waiting?.('failed');
        waiting = null;
      });
      void plugin.addListener('pushNotificationActionPerformed', ({ notification }) => {
        const path = notificationPath(notification.data);
        if (path !== null) go(path);
      });
    },

    /** After sign-in: asks permission if the system has not yet, registers, and sends the token with `sendToken`. */
    async signedIn(sendToken: SendToken): Promise<SignInOutcome> {
      send = sendToken;
      let permission: PermissionState;
      try {
        permission = (await plugin.checkPermissions()).receive;
        if (permission === 'prompt' || permission === 'prompt-with-rationale')
          permission = (await plugin.requestPermissions()).receive;
      } catch {
        return 'failed';
      }
      if (permission !== 'granted') return 'denied';
      // A token from an earlier sign-in of this run: the system may not hand it again.
      if (token !== null) return deliver(token);
      const registered = new Promise<SignInOutcome>((resolve) => (waiting = resolve));
      try {
        await plugin.register();
      } catch {
        waiting = null;
        return 'failed';
      }
      return registered;
    },

    /** Logged out: no token goes to the server until the next sign-in. */
    signedOut(): void {
      send = null;
    },

    /** The token to send with the logout call, when this phone registered one. */
    token(): string | null {
      return send === null ? null : token;
    },
  };
}

export type PushNotifications = ReturnType<typeof createPushNotifications>;

/**
 * An openapi-fetch middleware for the app's client: the logout call carries this phone's token
 * (X-Push-Token), and the server removes the device in the same transaction as the session.
 */
export function pushTokenAtLogout(push: Pick<PushNotifications, 'token'>) {
  return {
    onRequest({ request }: { request: Request }) {
      const token = push.token();
      if (token !== null && new URL(request.url).pathname.endsWith('/logout'))
        request.headers.set('X-Push-Token', token);
      return request;
    },
  };
}
