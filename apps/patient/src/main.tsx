import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { messages } from './messages/load';
import { isNativeShell } from './native/platform';
import { makeKeyboardEventsSpreadable } from './preact/keyboardEvents';
import { rememberPreloadFailure } from './RouteError';

// The built app renders with Preact (vite/preact.ts), and react-aria reads keys from copies of
// its events: they must carry the browser's fields.
makeKeyboardEventsSpreadable();

// A chunk's file Vite could not preload fails the route's import with Vite's own error: it is
// remembered so the route's error page says the chunk did not load (spec 8), not a generic error.
window.addEventListener('vite:preloadError', (event) =>
  rememberPreloadFailure((event as Event & { payload?: unknown }).payload),
);

// The language's messages are asked for now, while the first render is made, not after it.
void messages.start();

// In the phone app, links, tabs, the back button and the notch behave as a phone's (src/native/).
if (isNativeShell()) void import('./native/start');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
