// The phone app's start: src/main.tsx imports this chunk only when isNativeShell().
import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';
import { NativeBiometric } from '@capgo/capacitor-native-biometric';
import { CapacitorUpdater } from '@capgo/capacitor-updater';
import { apiBase } from '../browser';
import { messages } from '../messages/load';
import { browserConnection, createUpdateReady, noInternetLayer, updateReadyLayer } from './AppPopups';
import { createBiometricSignIn } from './biometric';
import { buildWatchLayer } from './BuildWatch';
import { capgoPorts } from './capgoUpdater';
import { biometricLayer } from './BiometricSignIn';
import { capacitorBridge } from './capacitor';
import { appLinkOrigins, listenForDeepLinks } from './deepLinks';
import { nativeLayers, setNativeLayer } from './layer';
import { openAppPath } from './navigator';
import { runLiveUpdate } from './liveUpdate';
import { createPushNotifications } from './push';
import { pushLayer } from './PushNotifications';
import { installNativeShell } from './shell';

// First of all: this bundle started. Without it the updater rolls back to the last good bundle.
void CapacitorUpdater.notifyAppReady();
installNativeShell(capacitorBridge);
// The phone app's own words (its popups, biometric sign-in), which the web build never loads.
void messages.open('native');
listenForDeepLinks(App, appLinkOrigins(import.meta.env.VITE_APP_ORIGIN), openAppPath);
const biometric = biometricLayer(createBiometricSignIn(NativeBiometric), apiBase);
const platform = Capacitor.getPlatform() === 'ios' ? 'ios' : 'android';
const updateReady = createUpdateReady();
const popups = [noInternetLayer(browserConnection), updateReadyLayer(updateReady)];
let layers = nativeLayers(biometric, ...popups);
// Android's push needs Firebase's google-services.json in the build (without it the plugin's
// register() crashes the app): the mobile workflow sets VITE_ANDROID_PUSH=on when it adds it.
if (platform === 'ios' || import.meta.env.VITE_ANDROID_PUSH === 'on') {
  const push = createPushNotifications(PushNotifications, openAppPath);
  push.start();
  const appVersion = () => App.getInfo().then((info) => info.version);
  layers = nativeLayers(layers, pushLayer(push, platform, appVersion));
}

// Live updates, when the build carries the key the server signs bundles with (README, "Phone app"):
// checked at launch, each time the app comes back to the foreground, and when an API answer names
// a build other than the saved one (./BuildWatch.tsx).
const bundleKey = import.meta.env.VITE_MOBILE_BUNDLE_PUBLIC_KEY;
if (bundleKey && import.meta.env.VITE_API_ORIGIN) {
  const updates = capgoPorts(CapacitorUpdater, {
    publicKey: bundleKey,
    apiOrigin: import.meta.env.VITE_API_ORIGIN,
    shippedBuild: import.meta.env.VITE_BUNDLE_BUILD || null,
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, init),
    log: (message, detail) => console.warn(message, detail),
  });
  // A bundle installed now is used from the next start, or at once if she reloads when asked.
  const check = async () => {
    if ((await runLiveUpdate(updates)) === 'applied') updateReady.offer(() => void updates.reloadIntoInstalled());
  };
  void check();
  void App.addListener('resume', () => void check());
  layers = nativeLayers(
    layers,
    buildWatchLayer(updates.savedBuild, () => void check()),
  );
}
setNativeLayer(layers);
