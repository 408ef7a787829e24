// Biometric sign-in in the phone app (spec 3 "mobile-token", spec 4 "Biometric setup"): once the
// patient has switched it on (/my-account, after the server checked her password), the session
// token is kept in the platform's secure storage (iOS Keychain, Android Keystore) under
// `mobile-token`, readable only after Face ID, Touch ID or an Android biometric check of the
// biometrics enrolled now. At launch, with nobody signed in, the app offers that check; on success
// it signs in with the kept token once the server has accepted it. Anything else leaves the
// password screen, which is already showing. Switching it off or logging out removes the token.
//
// The plugin is @capgo/capacitor-native-biometric (./BiometricSignIn.tsx passes it in); this file
// sees only the calls below, so it runs, and is tested, with a fake.
import type { NativeBiometricPlugin } from '@capgo/capacitor-native-biometric';
import { localStorageKeys } from '@mat/domain';

export type BiometricPlugin = Pick<
  NativeBiometricPlugin,
  'isAvailable' | 'isCredentialsSaved' | 'setCredentials' | 'getSecureCredentials' | 'deleteCredentials'
>;

/** Where the token is kept: the spec's key, as the plugin's credential "server". */
export const TOKEN_KEY = localStorageKeys.mobileToken;

/** The plugin's AccessControl.BIOMETRY_CURRENT_SET: readable after a biometric check; new enrolments lock it. */
export const BIOMETRY_CURRENT_SET = 1;

/** The plugin's BiometricAuthError codes this file tells apart. */
export const errorCodes = {
  unavailable: 1,
  notEnrolled: 3,
  passcodeNotSet: 14,
  appCancel: 11,
  systemCancel: 15,
  userCancel: 16,
  userFallback: 17,
  noProtectedCredentials: 21,
} as const;

/** The texts of the system's prompts, in the app's language. */
export interface BiometricTexts {
  /** Why the app asks (iOS shows it under Face ID / Touch ID; Android under the title). */
  reason: string;
  /** Android's prompt title at launch. */
  title: string;
  /** Android's prompt title when the token is first kept. */
  keepTitle: string;
  /** The prompt's other button: sign in with the password instead. */
  usePassword: string;
}

/** What the server says of a kept token: its user, or that it is refused (401, or sign-in switched off), or no answer. */
export type TokenCheck<User> = { kind: 'valid'; user: User } | { kind: 'refused' } | { kind: 'unreachable' };

export type LaunchOutcome<User> =
  | { kind: 'signedIn'; token: string; user: User }
  /** Nothing kept on this device (never set up, switched off, logged out, biometrics changed). */
  | { kind: 'notSetUp' }
  /** No biometrics enrolled, or none on the device, or no passcode. */
  | { kind: 'unavailable' }
  /** The patient closed the prompt or chose the password. */
  | { kind: 'cancelled' }
  /** The server no longer accepts the token: it was removed. */
  | { kind: 'refused' }
  /** Locked out, failed, or the server did not answer: the token stays for next time. */
  | { kind: 'failed' };

/** Asks the server for the user of `token` (GET /user), outside the app's client: a 401 here is no logout. */
export async function checkToken<User extends { biometric_auth: boolean }>(
  apiBase: string,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<TokenCheck<User>> {
  let response: Response;
  try {
    response = await fetcher(`${apiBase}/user`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'refused' };
  if (!response.ok) return { kind: 'unreachable' };
  const user = (await response.json()) as User;
  // Switched off on another device: the token is no longer for biometric sign-in.
  return user.biometric_auth ? { kind: 'valid', user } : { kind: 'refused' };
}

const codeOf = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  const value =
    typeof code === 'number' ? code : typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : undefined;
  return value;
};

const cancelled = new Set<number>([
  errorCodes.appCancel,
  errorCodes.systemCancel,
  errorCodes.userCancel,
  errorCodes.userFallback,
]);
const unavailable = new Set<number>([errorCodes.unavailable, errorCodes.notEnrolled, errorCodes.passcodeNotSet]);

export function createBiometricSignIn(plugin: BiometricPlugin) {
  /** The token this app run kept, or tried to keep (the patient may decline): not asked twice. */
  let kept: string | null = null;
  /** The session token at the last sync (undefined before the first). */
  let previous: string | null | undefined;

  async function isKept(): Promise<boolean> {
    try {
      return (await plugin.isCredentialsSaved({ server: TOKEN_KEY })).isSaved;
    } catch {
      return false;
    }
  }

  async function forget(): Promise<void> {
    kept = null;
    try {
      await plugin.deleteCredentials({ server: TOKEN_KEY });
    } catch {
      // Nothing was kept: nothing to remove.
    }
  }

  /** Keeps `token` behind the device's biometrics; false when the device cannot or the patient declined. */
  async function keep(token: string, texts: BiometricTexts): Promise<boolean> {
    const available = await plugin.isAvailable({ useFallback: false }).catch(() => null);
    kept = token;
    if (!available?.isAvailable) return false;
    try {
      await plugin.setCredentials({
        server: TOKEN_KEY,
        username: 'matrona',
        password: token,
        accessControl: BIOMETRY_CURRENT_SET,
        title: texts.keepTitle,
        negativeButtonText: texts.usePassword,
      });
      return true;
    } catch {
      return false;
    }
  }

  return {
    /**
     * At launch with nobody signed in: offers the biometric check if a token is kept, and asks the
     * server whether that token still holds (`check`). Signs in nobody itself.
     */
    async launch<User>(
      texts: BiometricTexts,
      check: (token: string) => Promise<TokenCheck<User>>,
    ): Promise<LaunchOutcome<User>> {
      if (!(await isKept())) return { kind: 'notSetUp' };
      const available = await plugin.isAvailable({ useFallback: false }).catch(() => null);
      if (!available?.isAvailable) return { kind: 'unavailable' };
      let token: string;
      try {
        token = (
          await plugin.getSecureCredentials({
            server: TOKEN_KEY,
            reason: texts.reason,
            title: texts.title,
            negativeButtonText: texts.usePassword,
          })
        ).password;
      } catch (error) {
        const code = codeOf(error);
        if (code !== undefined && cancelled.has(code)) return { kind: 'cancelled' };
        if (code !== undefined && unavailable.has(code)) return { kind: 'unavailable' };
        if (code === errorCodes.noProtectedCredentials) {
          // The enrolled biometrics changed since it was kept: the system dropped it.
          await forget();
          return { kind: 'notSetUp' };
        }
        return { kind: 'failed' };
      }
      const answer = await check(token).catch((): TokenCheck<User> => ({ kind: 'unreachable' }));
      if (answer.kind === 'refused') {
        await forget();
        return { kind: 'refused' };
      }
      if (answer.kind === 'unreachable') return { kind: 'failed' };
      kept = token;
      previous = token;
      return { kind: 'signedIn', token, user: answer.user };
    },

    /**
     * Follows the session: `enabled` is the signed-in user's biometric_auth (undefined while not
     * known), `token` the session's. Switched on: the session's token is kept (once per token).
     * Switched off, or the session ended (logout, a refused token): the kept token is removed.
     */
    async sync(enabled: boolean | undefined, token: string | null, texts: BiometricTexts): Promise<void> {
      const ended = previous !== undefined && previous !== null && token === null;
      previous = token;
      if (ended) return forget();
      if (token === null || enabled === undefined) return;
      if (enabled && kept !== token) await keep(token, texts);
      else if (!enabled && (kept !== null || (await isKept()))) await forget();
    },

    forget,
  };
}

export type BiometricSignIn = ReturnType<typeof createBiometricSignIn>;
