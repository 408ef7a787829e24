// Push notifications inside the app (./push.ts has the rules): registers this phone with the
// server while someone is signed in, and names it at logout. Phone app only: ./start.ts registers
// it through ./layer.tsx.
import { useMat, useSession } from '@mat/features';
import { useEffect } from 'react';
import { pushTokenAtLogout, type PushNotifications as Push } from './push';

type Props = { push: Push; platform: 'android' | 'ios'; appVersion: () => Promise<string | null> };

export function PushRegistration({ push, platform, appVersion }: Props) {
  const { client } = useMat();
  const session = useSession();

  useEffect(() => {
    const middleware = pushTokenAtLogout(push);
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, push]);

  // Once per session (a new sign-in registers again: the token may have moved to her).
  const signedIn = session.user !== null ? session.token : null;
  useEffect(() => {
    if (signedIn === null) {
      push.signedOut();
      return;
    }
    void push.signedIn(async (token) => {
      const version = await appVersion().catch(() => null);
      // The server takes a plain version (openapi/v2.yaml, PushDeviceRegistration); another is left out.
      const appVersionField = version && /^[0-9A-Za-z.+-]{1,32}$/.test(version) ? { app_version: version } : {};
      const { error } = await client.PUT('/patient/push-devices', { body: { platform, token, ...appVersionField } });
      if (error) throw new Error('the server did not register the device');
    });
  }, [signedIn, client, push, platform, appVersion]);

  return null;
}

/** The layer ./start.ts registers. */
export function pushLayer(push: Push, platform: 'android' | 'ios', appVersion: () => Promise<string | null>) {
  return function PushLayer() {
    return <PushRegistration push={push} platform={platform} appVersion={appVersion} />;
  };
}
