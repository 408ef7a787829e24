// The patient app's routes. Screens come from @mat/features; this file only places them, lays
// them out and says where each one leads. Every navigation first passes the spec's guards, one
// pure function of @mat/domain (resolveNavigation), in the root route's beforeLoad.
import { forbiddenOrNotFoundTarget, resolveNavigation, type NavigationEffect, type NavigationSession } from '@mat/domain';
import {
  LoginScreen,
  MembershipScreen,
  OnboardingScreen,
  RegisterIntroScreen,
  RegisterScreen,
  TodayScreen,
  VerifyPhoneScreen,
} from '@mat/features';
import {
  Navigate,
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useRouter,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { marketingOrigin, navigationContext, takeReturnPath } from './browser';
import { AuthShell, MainShell, type ShellProps } from './Shell';

export type RouterContext = {
  /** Read at each navigation, so a guard sees a session changed a moment ago. */
  getSession: () => NavigationSession;
  shell: Omit<ShellProps, 'children'>;
  applyEffects: (effects: readonly NavigationEffect[]) => void;
};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const decision = resolveNavigation(context.getSession(), navigationContext(), {
      pathname: location.pathname,
      search: location.search as Record<string, string>,
    });
    context.applyEffects(decision.effects);
    const target = decision.redirect;
    if (!target) return;
    // Another host or an outside site: a full page load, and nothing of this app renders.
    if (target.external || target.host) throw redirect({ href: target.to, reloadDocument: true });
    throw redirect({ href: target.to, replace: true });
  },
  component: Outlet,
  // A path the spec names but this app does not serve yet goes where a 404 goes (spec 2, 8).
  notFoundComponent: function NotFound() {
    const { getSession } = rootRoute.useRouteContext();
    return <Navigate to={forbiddenOrNotFoundTarget(getSession().loggedIn)} replace />;
  },
});

function layoutRoute(id: string, Shell: ComponentType<ShellProps>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    id,
    component: function Layout() {
      const { shell } = rootRoute.useRouteContext();
      return (
        <Shell {...shell}>
          <Outlet />
        </Shell>
      );
    },
  });
}

const authLayout = layoutRoute('auth', AuthShell);
const mainLayout = layoutRoute('main', MainShell);

/** A navigate function for screens' callbacks. */
function useGo() {
  const router = useRouter();
  return (to: string) => void router.navigate({ href: to });
}

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
      />
    );
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

function Onboarding() {
  const go = useGo();
  return <OnboardingScreen onDone={() => go('/dashboard')} />;
}

const onboardingRoute = createRoute({ getParentRoute: () => mainLayout, path: '/onboarding', component: Onboarding });
// onboarding_version 1 keeps its status page at its own path (spec 2, /dashboard).
const onboardingStatusRoute = createRoute({ getParentRoute: () => mainLayout, path: '/onboarding/status', component: Onboarding });

const dashboardRoute = createRoute({ getParentRoute: () => mainLayout, path: '/dashboard', component: TodayScreen });

const routeTree = rootRoute.addChildren([
  authLayout.addChildren([loginRoute, registerRoute, membershipRoute]),
  mainLayout.addChildren([registerIntroRoute, onboardingRoute, onboardingStatusRoute, dashboardRoute]),
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
