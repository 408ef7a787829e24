import type { CapacitorConfig } from '@capacitor/cli';

// The phone app: the patient app's web build (`pnpm build` writes dist/) inside Capacitor's native
// shell for iOS and Android. The android/ and ios/ projects are kept in the repository, as Capacitor
// recommends; `npx cap sync` (npm test's cap-sync stage, and .github/workflows/mobile.yml) copies the
// web build and this file's settings into them (README, "Phone app").
// What differs when the app runs natively has one home: src/native/.
const config: CapacitorConfig = {
  appId: 'com.matrona.app',
  appName: 'Matrona',
  webDir: 'dist',
  // The app's cream (the theme colour of index.html) behind the web view while it loads.
  backgroundColor: '#faf6f1',
  plugins: {
    // Android draws edge to edge; the web view honours `viewport-fit=cover` (index.html) and the
    // layouts keep clear of the notch and the gesture bar with env(safe-area-inset-*).
    SystemBars: { insetsHandling: 'css' },
    // Live updates come from Matrona's own server (src/native/capgoUpdater.ts): the plugin's own
    // checks against Capgo's cloud are off, and it reports no statistics anywhere.
    CapacitorUpdater: { autoUpdate: false, statsUrl: '' },
    // A push that arrives while the app is open still shows (src/native/push.ts).
    PushNotifications: { presentationOptions: ['badge', 'sound', 'banner', 'list'] },
  },
};

export default config;
