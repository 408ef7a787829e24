// The push services' credentials, read from the environment in this one place (config.ts asks it
// both for the problems and for the value). Each platform is on when its variables are set and off
// otherwise: a platform that is off keeps to the in-app notification list. Half a set is refused.
import { apnsSigningKey, type ApnsAccount, type ApnsEnvironment } from './push-apns.js';
import { FcmServiceAccountError, parseFcmServiceAccount, type FcmAccount } from './push-fcm.js';

export type PushConfig = { android: FcmAccount | null; ios: ApnsAccount | null };

/** Apple's key and team ids: 10 capital letters and digits. */
const APPLE_ID = /^[A-Z0-9]{10}$/;
/** Google project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const GOOGLE_PROJECT = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export function readPushConfig(env: Record<string, string | undefined>): { push: PushConfig; problems: string[] } {
  const problems: string[] = [];
  const set = (key: string) => !!env[key]?.trim();

  let android: FcmAccount | null = null;
  if (set('FCM_PROJECT_ID') || set('FCM_SERVICE_ACCOUNT_JSON')) {
    const projectId = env.FCM_PROJECT_ID?.trim() ?? '';
    if (!projectId)
      problems.push('  FCM_PROJECT_ID: is required with FCM_SERVICE_ACCOUNT_JSON (the Firebase project id)');
    else if (!GOOGLE_PROJECT.test(projectId))
      problems.push('  FCM_PROJECT_ID: needs a Firebase project id (lowercase letters, digits and hyphens)');
    if (!set('FCM_SERVICE_ACCOUNT_JSON'))
      problems.push("  FCM_SERVICE_ACCOUNT_JSON: is required with FCM_PROJECT_ID (the service account's key file)");
    else {
      try {
        const serviceAccount = parseFcmServiceAccount(env.FCM_SERVICE_ACCOUNT_JSON!);
        if (projectId && GOOGLE_PROJECT.test(projectId)) android = { projectId, serviceAccount };
      } catch (error) {
        if (!(error instanceof FcmServiceAccountError)) throw error;
        problems.push(`  FCM_SERVICE_ACCOUNT_JSON: ${error.message}`);
      }
    }
  }

  let ios: ApnsAccount | null = null;
  const apnsKeys = ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_PRIVATE_KEY'] as const;
  if (apnsKeys.some(set) || set('APNS_ENVIRONMENT')) {
    for (const key of apnsKeys) if (!set(key)) problems.push(`  ${key}: is required with the other APNS_ variables`);
    const keyId = env.APNS_KEY_ID?.trim() ?? '';
    const teamId = env.APNS_TEAM_ID?.trim() ?? '';
    if (keyId && !APPLE_ID.test(keyId)) problems.push('  APNS_KEY_ID: needs the 10-character id of the APNs key');
    if (teamId && !APPLE_ID.test(teamId))
      problems.push('  APNS_TEAM_ID: needs the 10-character Apple developer team id');
    const privateKey = set('APNS_PRIVATE_KEY') ? apnsSigningKey(env.APNS_PRIVATE_KEY!) : null;
    if (set('APNS_PRIVATE_KEY') && !privateKey)
      problems.push('  APNS_PRIVATE_KEY: needs the APNs key file (.p8: a P-256 private key, PKCS#8 PEM)');
    const environment = env.APNS_ENVIRONMENT?.trim() || 'production';
    if (environment !== 'production' && environment !== 'sandbox')
      problems.push('  APNS_ENVIRONMENT: needs production or sandbox');
    if (
      privateKey &&
      APPLE_ID.test(keyId) &&
      APPLE_ID.test(teamId) &&
      (environment === 'production' || environment === 'sandbox')
    ) {
      ios = { keyId, teamId, privateKey, environment: environment as ApnsEnvironment };
    }
  }
  return { push: { android, ios }, problems };
}
