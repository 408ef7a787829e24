import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { messages } from './messages/load';
import { isNativeShell } from './native/platform';
import { makeKeyboardEventsSpreadable } from './preact/keyboardEvents';

// The built app renders with Preact (vite/preact.ts), and react-aria reads keys from copies of
// its events: they must carry the browser's fields.
makeKeyboardEventsSpreadable();

// The language's messages are asked for now, while the first render is made, not after it.
void messages.start();

// In the phone app, links, tabs, the back button and the notch behave as a phone's (src/native/).
if (isNativeShell()) void import('./native/start');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
