// The phone app's start: src/main.tsx imports this chunk only when isNativeShell().
import { App } from '@capacitor/app';
import { NativeBiometric } from '@capgo/capacitor-native-biometric';
import { apiBase } from '../browser';
import { createBiometricSignIn } from './biometric';
import { biometricLayer } from './BiometricSignIn';
import { capacitorBridge } from './capacitor';
import { appLinkOrigins, listenForDeepLinks } from './deepLinks';
import { setNativeLayer } from './layer';
import { openAppPath } from './navigator';
import { installNativeShell } from './shell';

installNativeShell(capacitorBridge);
listenForDeepLinks(App, appLinkOrigins(import.meta.env.VITE_APP_ORIGIN), openAppPath);
setNativeLayer(biometricLayer(createBiometricSignIn(NativeBiometric), apiBase));
