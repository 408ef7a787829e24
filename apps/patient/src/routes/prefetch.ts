// What a page asks for before its screen has loaded (issue 33). A route that declares it (withPrefetch)
// asks it from its loader on every visit, while its chunks load, rather than once its screen has
// rendered; and the page the app opens on asks it at start, beside the check of the stored session
// (prefetchLanding), since no route loads before the session is known.
import type { PrefetchContext } from '@mat/features';
import type { AnyRouter, StaticDataRouteOption } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Asks for the page's answers, without waiting for them. */
    prefetch?: (queries: PrefetchContext, params: Record<string, unknown>) => void;
  }
}

/** A route's options for a page that asks for its answers before its screen has loaded. */
export function withPrefetch(prefetch: NonNullable<StaticDataRouteOption['prefetch']>) {
  return {
    staticData: { prefetch },
    loader: ({ context, params }: { context: { queries: PrefetchContext }; params: Record<string, unknown> }) =>
      prefetch(context.queries, params),
  };
}

/**
 * At start, for the page the app opens on, when it declares a prefetch: its answers, and the chunks
 * of its layouts and screen. A guard that then sends the patient elsewhere (onboarding not finished)
 * leaves them unused.
 */
export function prefetchLanding(router: AnyRouter, pathname: string, queries: PrefetchContext) {
  const [routes, params] = router.getMatchedRoutes(pathname);
  if (!routes.some((route) => route.options.staticData?.prefetch)) return;
  for (const route of routes) {
    route.options.staticData?.prefetch?.(queries, params);
    void route.options.component?.preload?.();
  }
}
