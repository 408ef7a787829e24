// What a page shows when its route cannot render (spec 8, "Chunk load failure of the app's script
// files"). Screens arrive in chunks (router.tsx): a chunk that does not arrive (the connection
// dropped, or a deploy replaced the files the page was built with) says errors.chunkLoadFailed with
// a Reload, as anything else says the generic error with the same way out. TanStack's
// lazyRouteComponent reloads the page once by itself on a missing chunk; this is what shows when
// that did not help, and for the failures it does not know (a stylesheet Vite could not preload).
import { Alert, Button, Heading } from '@mat/ui';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages';

/** The errors Vite reported through `vite:preloadError` (main.tsx): a chunk's file that did not load. */
const preloadFailures = new WeakSet<object>();

export function rememberPreloadFailure(error: unknown): void {
  if (error !== null && typeof error === 'object') preloadFailures.add(error);
}

// How each browser words a dynamic import that failed (Chromium, Firefox, Safari), and Vite's preload.
const chunkMessages = [
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
  /^Unable to preload CSS/,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  if (preloadFailures.has(error)) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && chunkMessages.some((pattern) => pattern.test(message)))
  );
}

export function RouteError({
  error,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  reload?: () => void;
}) {
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert">
      <Heading level={1}>{intl.formatMessage(shellMessages.errorTitle)}</Heading>
      <Alert tone="danger">{intl.formatMessage({ id: chunk ? 'errors.chunkLoadFailed' : 'errors.generic' })}</Alert>
      <Button variant="primary" onPress={reload}>
        {intl.formatMessage(shellMessages.reload)}
      </Button>
    </div>
  );
}
