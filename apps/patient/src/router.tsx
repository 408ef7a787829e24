// The patient app's routes. Screens come from @mat/features; these files only place them, lay
// them out and say where each one leads. The root route and its guards live in ./routes/root.
// Each area's screens are a chunk of their own (./routes/*.screens.tsx), loaded with the route.
import { createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { withMessages } from './messages/load';
import { RouteError } from './RouteError';
import { accountRoutes } from './routes/account';
import { articleRoutes } from './routes/articles';
import { careRoutes, videoLinkRoutes } from './routes/care';
import { familyRoutes } from './routes/family';
import { giftRoutes, publicGiftRoutes } from './routes/gifts';
import { goldRoutes } from './routes/gold';
import { monitorRoutes } from './routes/monitors';
import { publicQuestionnaireRoutes, questionnaireRoutes } from './routes/questionnaires';
import { teamRoutes } from './routes/team';
import { organizationRoutes, publicOrganizationRoutes } from './routes/organizations';
import { withPrefetch } from './routes/prefetch';
import { authLayout, mainLayout, rootRoute, type RouterContext } from './routes/root';

export type { RouterContext } from './routes/root';

const auth = withMessages(['auth', 'membership'], () => import('./routes/auth.screens'));
const login = withMessages(['auth'], () => import('./routes/login.screen'));
const onboarding = withMessages(['onboarding'], () => import('./routes/onboarding.screens'));

const authRoute = <Path extends string>(path: Path, name: keyof Awaited<ReturnType<typeof auth>>) =>
  createRoute({ getParentRoute: () => authLayout, path, component: lazyRouteComponent(auth, name) });
const onboardingRoute = <Path extends string>(
  path: Path,
  name: Exclude<keyof Awaited<ReturnType<typeof onboarding>>, 'isOnboardingPage'>,
) => createRoute({ getParentRoute: () => mainLayout, path, component: lazyRouteComponent(onboarding, name) });

const dashboardRoute = createRoute({
  getParentRoute: () => mainLayout,
  path: '/dashboard',
  ...withPrefetch((queries) => void import('@mat/features/today/prefetch').then((data) => data.prefetchToday(queries))),
  component: lazyRouteComponent(
    withMessages(['today'], () => import('@mat/features/today')),
    'TodayScreen',
  ),
});

const routeTree = rootRoute.addChildren([
  authLayout.addChildren([
    createRoute({
      getParentRoute: () => authLayout,
      path: '/auth/login',
      component: lazyRouteComponent(login, 'Login'),
    }),
    authRoute('/auth/register', 'Register'),
    authRoute('/membership', 'Membership'),
    authRoute('/auth/reset-password', 'ForgotPassword'),
    authRoute('/auth/email-sent', 'EmailSent'),
    authRoute('/auth/reset-password/$token', 'ResetPassword'),
    ...publicQuestionnaireRoutes,
    ...publicOrganizationRoutes,
    ...articleRoutes,
    ...videoLinkRoutes,
    ...publicGiftRoutes,
  ]),
  mainLayout.addChildren([
    onboardingRoute('/register/intro', 'RegisterIntro'),
    onboardingRoute('/onboarding', 'Onboarding'),
    createRoute({
      getParentRoute: () => mainLayout,
      path: '/onboarding/$page',
      // Any other page asks the status again. Decided before the page renders: a screen that
      // navigates as it renders can do it again on its way out (care.tsx, sessionRoute).
      beforeLoad: async ({ params }) => {
        if (!(await onboarding()).isOnboardingPage(params.page)) throw redirect({ href: '/onboarding', replace: true });
      },
      component: lazyRouteComponent(onboarding, 'OnboardingPage'),
    }),
    onboardingRoute('/feature-onboarding', 'FeatureOnboarding'),
    dashboardRoute,
    ...accountRoutes,
    ...familyRoutes,
    ...monitorRoutes,
    ...questionnaireRoutes,
    ...teamRoutes,
    ...careRoutes,
    ...organizationRoutes,
    ...goldRoutes,
    ...giftRoutes,
  ]),
]);

export function createPatientRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // A screen whose chunk is still on its way leaves the layout standing and shows nothing.
    defaultPendingComponent: () => null,
    // A screen whose chunk did not arrive says so, with a Reload (spec 8).
    defaultErrorComponent: RouteError,
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
