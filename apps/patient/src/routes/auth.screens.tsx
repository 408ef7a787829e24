// The screens of sign-up, the phone check and the password reset, in their own chunk; the login
// page has a chunk of its own (./login.screen), with nothing of these or of the signed-in app.
import {
  EmailSentScreen,
  ForgotPasswordScreen,
  PasswordUpdatedScreen,
  RegisterScreen,
  ResetPasswordScreen,
  VerifyPhoneScreen,
} from '@mat/features/auth';
import { EligibilityWizard, MembershipScreen as MembershipOffer } from '@mat/features/membership';
import { useParams, useSearch } from '@tanstack/react-router';
import { marketingOrigin } from '../browser';
import { rootRoute, useGo } from './root';

/** /auth/reset-password: asks for the e-mail; after a reset (?updated=1) it says it is done [PasswordUpdated]. */
export function ForgotPassword() {
  const go = useGo();
  const { updated } = useSearch({ strict: false }) as { updated?: string };
  return updated === '1' ? (
    <PasswordUpdatedScreen loginHref="/auth/login" />
  ) : (
    <ForgotPasswordScreen onSent={() => go('/auth/email-sent')} loginHref="/auth/login" />
  );
}

export function EmailSent() {
  return <EmailSentScreen loginHref="/auth/login" />;
}

export function ResetPassword() {
  const go = useGo();
  const { token } = useParams({ strict: false }) as { token: string };
  return (
    <ResetPasswordScreen
      token={token}
      onReset={() => go('/auth/reset-password?updated=1')}
      forgotPasswordHref="/auth/reset-password"
    />
  );
}

export function Register() {
  const go = useGo();
  // Begun on a survey's consent page (?consent={organization}/{slug}): back to it, signed in.
  const { consent } = useSearch({ strict: false }) as { consent?: string };
  const survey = consent && /^[\w-]+\/[\w-]+$/.test(consent) ? `/s/${consent}?registered=1` : null;
  return (
    <RegisterScreen
      onRegistered={() => go(survey ?? '/membership')}
      loginHref="/auth/login"
      privacyHref={`${marketingOrigin}/privacy`}
      termsHref={`${marketingOrigin}/terms`}
    />
  );
}

/** The eligibility wizard's place: on /membership, where a patient joins (spec 2 "Eligibility wizard"). */
export const ELIGIBILITY_HREF = '/membership?check=eligibility';

/**
 * /membership: the phone check for a signed-in user whose phone is unverified, else the offer, or
 * (?check=eligibility) the eligibility wizard that ends in a covered membership.
 */
export function Membership() {
  const go = useGo();
  const session = rootRoute.useRouteContext().getSession();
  const { check } = useSearch({ strict: false }) as { check?: string };
  if (session.loggedIn && !session.phoneVerified) return <VerifyPhoneScreen onVerified={() => go('/register/intro')} />;
  const joinHref = session.loggedIn ? '/gold/subscribe' : undefined;
  if (check === 'eligibility') {
    return (
      <EligibilityWizard
        registerHref="/auth/register"
        loginHref="/auth/login"
        joinGoldHref={joinHref ?? '/auth/register'}
        onJoined={() => go('/manage-membership')}
      />
    );
  }
  return <MembershipOffer registerHref="/auth/register" joinHref={joinHref} eligibilityHref={ELIGIBILITY_HREF} />;
}
