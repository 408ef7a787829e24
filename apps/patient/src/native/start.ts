// The phone app's start: src/main.tsx imports this chunk only when isNativeShell().
import { App } from '@capacitor/app';
import { capacitorBridge } from './capacitor';
import { appLinkOrigins, listenForDeepLinks } from './deepLinks';
import { openAppPath } from './navigator';
import { installNativeShell } from './shell';

installNativeShell(capacitorBridge);
listenForDeepLinks(App, appLinkOrigins(import.meta.env.VITE_APP_ORIGIN), openAppPath);
