import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installNativeShell, isNativeShell } from './native/platform';

// In the phone app, links, tabs, the back button and the notch behave as a phone's (src/native/).
if (isNativeShell()) void import('./native/capacitor').then(({ capacitorBridge }) => installNativeShell(capacitorBridge));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
