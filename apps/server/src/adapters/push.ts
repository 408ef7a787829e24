// The push port: a notification shown on the lock screen of one of the patient's phones.
// Production sends through FCM (Android, push-fcm.ts) and APNs (iOS, push-apns.ts); the embedded
// default sends nothing, and the in-app notification list is what the patient sees. What a push
// says is never a health detail: the lock screen is seen by others. It only says where to look.

export const pushPlatforms = ['android', 'ios'] as const;
export type PushPlatform = (typeof pushPlatforms)[number];

/** A registered phone: where FCM or APNs deliver to. */
export type PushDevice = { platform: PushPlatform; token: string };

/** What the lock screen shows, and the app's path a tap opens. */
export type PushMessage = { title: string; body: string; path: string };

/**
 * - `delivered`: the service took it (it reaches the phone when the phone is online).
 * - `tokenInvalid`: the app was removed or the token replaced: the server deletes the device.
 * - `failed`: the service could not take it now (retry later); the device stays.
 * - `notSent`: no service is configured for the device's platform (the in-app list remains).
 */
export type PushResult =
  | { outcome: 'delivered' }
  | { outcome: 'tokenInvalid' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'notSent' };

export interface PushSender {
  send(device: PushDevice, message: PushMessage): Promise<PushResult>;
}

/** The embedded default: nothing leaves the server. */
export class InAppOnlyPush implements PushSender {
  async send(): Promise<PushResult> {
    return { outcome: 'notSent' };
  }
}

/** Each platform to its own service; a platform without one keeps to the in-app list. */
export class PlatformPush implements PushSender {
  constructor(private readonly senders: Partial<Record<PushPlatform, PushSender>>) {}

  send(device: PushDevice, message: PushMessage): Promise<PushResult> {
    const sender = this.senders[device.platform];
    return sender ? sender.send(device, message) : Promise.resolve({ outcome: 'notSent' });
  }
}

/** A JWT's `header.claims` part, base64url. */
export function jwtSigningInput(header: object, claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(claims)}`;
}
