// The root route, the layouts and the helpers that every area's routes hang from. Every navigation
// first passes the spec's guards, one pure function of @mat/domain (resolveNavigation), in the root
// route's beforeLoad.
import {
  forbiddenOrNotFoundTarget,
  resolveNavigation,
  type NavigationEffect,
  type NavigationSession,
} from '@mat/domain';
import {
  Navigate,
  Outlet,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  useRouter,
} from '@tanstack/react-router';
import type { PrefetchContext } from '@mat/features';
import { navigationContext } from '../browser';
import { AuthShell, type ShellProps } from '../Shell';

export type RouterContext = {
  /** Read at each navigation, so a guard sees a session changed a moment ago. */
  getSession: () => NavigationSession;
  shell: Omit<ShellProps, 'children'>;
  applyEffects: (effects: readonly NavigationEffect[]) => void;
  /** What a route's loader asks for its screen with: the screens' query client, API client and language. */
  queries: PrefetchContext;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
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

export const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: function AuthLayout() {
    const { shell } = rootRoute.useRouteContext();
    return (
      <AuthShell {...shell}>
        <Outlet />
      </AuthShell>
    );
  },
});

// The signed-in app's shell comes in its own chunk, with the first page that needs it.
export const mainLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: lazyRouteComponent(() => import('../MainShell'), 'MainLayout'),
});

/** A navigate function for screens' callbacks. */
export function useGo() {
  const router = useRouter();
  return (to: string) => void router.navigate({ href: to });
}
