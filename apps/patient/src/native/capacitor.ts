// The real NativeBridge: Capacitor's App and Browser plugins. Loaded only in the phone app
// (./start.ts, which src/main.tsx imports when isNativeShell()), so the web build does not carry Capacitor.
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Capacitor } from '@capacitor/core';
import type { NativeBridge, PlatformName } from './platform';

function platformName(): PlatformName {
  const name = Capacitor.getPlatform();
  return name === 'ios' || name === 'android' ? name : 'web';
}

export const capacitorBridge: NativeBridge = {
  platform: platformName(),
  openInSystemBrowser: (url) => Browser.open({ url }),
  onBackButton(listener) {
    const handle = App.addListener('backButton', listener);
    return () => void handle.then((h) => h.remove());
  },
  exitApp: () => void App.exitApp(),
};
