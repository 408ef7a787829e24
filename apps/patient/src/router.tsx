// The patient app's routes. Screens come from @mat/features; these files only place them, lay
// them out and say where each one leads. The root route and its guards live in ./routes/root.
import {
  EmailSentScreen,
  FeatureOnboardingScreen,
  ForgotPasswordScreen,
  LoginScreen,
  MembershipScreen,
  OnboardingDetailsScreen,
  OnboardingScreen,
  PasswordUpdatedScreen,
  RegisterIntroScreen,
  RegisterScreen,
  ResetPasswordScreen,
  TodayScreen,
  VerifyPhoneScreen,
  patientStatuses,
  useSession,
} from '@mat/features';
import { Navigate, createRoute, createRouter } from '@tanstack/react-router';
import { marketingOrigin, takeReturnPath } from './browser';
import { accountRoutes } from './routes/account';
import { familyRoutes } from './routes/family';
import { monitorRoutes } from './routes/monitors';
import { authLayout, mainLayout, rootRoute, useGo, type RouterContext } from './routes/root';

export type { RouterContext } from './routes/root';

const loginRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/auth/login',
  component: function Login() {
    const go = useGo();
    return (
      <LoginScreen
        onLoggedIn={() => go(takeReturnPath() ?? '/dashboard')}
        onRedirect={(url) => window.location.assign(url)}
        registerHref="/auth/register"
        forgotPasswordHref="/auth/reset-password"
      />
    );
  },
});

/** /auth/reset-password: asks for the e-mail; after a reset (?updated=1) it says it is done [PasswordUpdated]. */
const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/auth/reset-password',
  component: function ForgotPassword() {
    const go = useGo();
    const { updated } = forgotPasswordRoute.useSearch() as { updated?: string };
    return updated === '1' ? (
      <PasswordUpdatedScreen loginHref="/auth/login" />
    ) : (
      <ForgotPasswordScreen onSent={() => go('/auth/email-sent')} loginHref="/auth/login" />
    );
  },
});

const emailSentRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/auth/email-sent',
  component: () => <EmailSentScreen loginHref="/auth/login" />,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/auth/reset-password/$token',
  component: function ResetPassword() {
    const go = useGo();
    const { token } = resetPasswordRoute.useParams();
    return <ResetPasswordScreen token={token} onReset={() => go('/auth/reset-password?updated=1')} forgotPasswordHref="/auth/reset-password" />;
  },
});

const registerRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/auth/register',
  component: function Register() {
    const go = useGo();
    return (
      <RegisterScreen
        onRegistered={() => go('/membership')}
        loginHref="/auth/login"
        privacyHref={`${marketingOrigin}/privacy`}
        termsHref={`${marketingOrigin}/terms`}
      />
    );
  },
});

/** /membership: the phone check for a signed-in user whose phone is unverified, else the offer. */
const membershipRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/membership',
  component: function Membership() {
    const go = useGo();
    const session = rootRoute.useRouteContext().getSession();
    return session.loggedIn && !session.phoneVerified ? (
      <VerifyPhoneScreen onVerified={() => go('/register/intro')} />
    ) : (
      <MembershipScreen registerHref="/auth/register" />
    );
  },
});

const registerIntroRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/register/intro',
  component: function RegisterIntro() {
    const go = useGo();
    return (
      <RegisterIntroScreen
        onAccepted={() => go('/onboarding')}
        termsHref={`${marketingOrigin}/terms`}
        privacyHref={`${marketingOrigin}/privacy`}
      />
    );
  },
});

// onboarding_version 1 asks the status alone and saves it; version 2 (the default) carries the
// status on to /onboarding/{status}, which asks the dates that go with it.
const onboardingRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/onboarding',
  component: function Onboarding() {
    const go = useGo();
    const { user } = useSession();
    const askDates = (user?.onboarding_version ?? 2) === 2;
    return <OnboardingScreen onDone={() => go('/dashboard')} onChosen={askDates ? (status) => go(`/onboarding/${status}`) : undefined} />;
  },
});

const onboardingPageRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/onboarding/$page',
  component: function OnboardingPage() {
    const go = useGo();
    const { page } = onboardingPageRoute.useParams();
    // Version 1 keeps its status page at its own path (spec 2, /dashboard).
    if (page === 'status') return <OnboardingScreen onDone={() => go('/dashboard')} />;
    if (!isPatientStatus(page)) return <Navigate to="/onboarding" replace />;
    return <OnboardingDetailsScreen status={page} statusHref="/onboarding" onDone={() => go('/dashboard')} />;
  },
});

const isPatientStatus = (page: string): page is (typeof patientStatuses)[number] => (patientStatuses as readonly string[]).includes(page);

const featureOnboardingRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/feature-onboarding',
  component: function FeatureOnboarding() {
    const go = useGo();
    return <FeatureOnboardingScreen onDone={() => go('/dashboard')} />;
  },
});

const dashboardRoute = createRoute({ getParentRoute: () => mainLayout, path: '/dashboard', component: TodayScreen });

const routeTree = rootRoute.addChildren([
  authLayout.addChildren([loginRoute, registerRoute, membershipRoute, forgotPasswordRoute, emailSentRoute, resetPasswordRoute]),
  mainLayout.addChildren([registerIntroRoute, onboardingRoute, onboardingPageRoute, featureOnboardingRoute, dashboardRoute, ...accountRoutes, ...familyRoutes, ...monitorRoutes]),
]);

export function createPatientRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Query values stay strings, as the guards and the spec's storage keys expect them.
    parseSearch: (search) => Object.fromEntries(new URLSearchParams(search)),
    stringifySearch: (search) => {
      const query = new URLSearchParams(search as Record<string, string>).toString();
      return query ? `?${query}` : '';
    },
  });
}

export type PatientRouter = ReturnType<typeof createPatientRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PatientRouter;
  }
}
