import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { messages } from './messages/load';
import { isNativeShell } from './native/platform';

// The language's messages are asked for now, while React makes its first render, not after it.
void messages.start();

// In the phone app, links, tabs, the back button and the notch behave as a phone's (src/native/).
if (isNativeShell()) void import('./native/start');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
