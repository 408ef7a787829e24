// Biometric sign-in inside the app (./biometric.ts has the rules): at launch with nobody signed
// in, the system's Face ID / Touch ID / biometric prompt over the password screen, and a session
// that follows the patient's switch on /my-account and her logging out. Phone app only: ./start.ts
// registers it through ./layer.tsx.
import { useMat, useSession, type CurrentUser } from '@mat/features';
import { useEffect, useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { checkToken, type BiometricSignIn as Biometric, type BiometricTexts } from './biometric';

const m = defineMessages({
  reason: { id: 'patient.biometric.reason', defaultMessage: 'Log in to Matrona' },
  title: { id: 'patient.biometric.title', defaultMessage: 'Log in with Face ID or fingerprint' },
  keepTitle: { id: 'patient.biometric.keepTitle', defaultMessage: 'Confirm it is you to log in this way next time' },
  usePassword: { id: 'patient.biometric.usePassword', defaultMessage: 'Use my password' },
});

export function BiometricSignIn({ biometric, apiBase }: { biometric: Biometric; apiBase: string }) {
  const intl = useIntl();
  const { tokens } = useMat();
  const session = useSession();
  const { signIn } = session;
  const texts = useMemo<BiometricTexts>(
    () => ({
      reason: intl.formatMessage(m.reason),
      title: intl.formatMessage(m.title),
      keepTitle: intl.formatMessage(m.keepTitle),
      usePassword: intl.formatMessage(m.usePassword),
    }),
    [intl],
  );

  // Once per launch, when nobody is signed in: the prompt over the password screen.
  const launched = useRef(false);
  useEffect(() => {
    if (launched.current) return;
    launched.current = true;
    if (tokens.get() !== null) return;
    void biometric
      .launch(texts, (token) => checkToken<CurrentUser>(apiBase, token))
      .then((outcome) => {
        if (outcome.kind === 'signedIn' && tokens.get() === null) void signIn(outcome.token, outcome.user);
      });
  }, [biometric, texts, apiBase, tokens, signIn]);

  const enabled = session.user ? session.user.biometric_auth : undefined;
  useEffect(() => {
    void biometric.sync(enabled, session.token, texts);
  }, [biometric, enabled, session.token, texts]);

  return null;
}

/** The layer ./start.ts registers: biometric sign-in with `biometric` against the API at `apiBase`. */
export function biometricLayer(biometric: Biometric, apiBase: string) {
  return function BiometricLayer() {
    return <BiometricSignIn biometric={biometric} apiBase={apiBase} />;
  };
}
