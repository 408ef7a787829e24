import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { isNativeShell } from './native/platform';

// In the phone app, links, tabs, the back button and the notch behave as a phone's (src/native/).
if (isNativeShell()) void import('./native/start');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
