// HTTP for the phones that receive push notifications (beyond the spec; services/push/devices.ts),
// and the X-Push-Token header logout reads.
import { noContent, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { ValidationError } from '../services/errors.js';
import type { Services } from '../services/index.js';

/** As components/schemas/PushToken in openapi/v2.yaml. */
const PUSH_TOKEN = /^[A-Za-z0-9_:.-]{32,1024}$/;

/** The request's X-Push-Token, or undefined when it sent none; a malformed one is a 422 on the header, before anything. */
export function pushTokenOf(headers: Record<string, unknown>): string | undefined {
  const token = headers['x-push-token'];
  if (token === undefined) return undefined;
  if (typeof token !== 'string' || !PUSH_TOKEN.test(token))
    throw new ValidationError({ 'X-Push-Token': 'validation.invalid' });
  return token;
}

export function pushDeviceHandlers({ pushDevices }: Services): Handlers {
  return {
    async registerPushDevice(request) {
      const { platform, token, app_version: appVersion } = request.body;
      await pushDevices.register(currentUser(request), { platform, token, appVersion });
      return noContent();
    },

    async removePushDevice(request) {
      const user = currentUser(request);
      const token = pushTokenOf(request.headers);
      if (!token) throw new ValidationError({ 'X-Push-Token': 'validation.required' });
      await pushDevices.remove(user, token);
      return noContent();
    },
  };
}
