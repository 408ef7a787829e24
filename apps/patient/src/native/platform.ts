// What differs when the patient app runs inside the phone app (Capacitor) rather than a browser:
// one home for it, src/native/. This file is what the web build carries too (is this the phone
// app? where is the API?); the rest loads in the phone app only (./start.ts). The native calls sit
// behind `NativeBridge` (./capacitor.ts makes the real one), so ./shell.ts runs, and is tested,
// in happy-dom.
//   - Links to another site, and the tabs the screens open (3-D Secure pages, video links,
//     documents, calendar files), go to the system browser: a web view has no tabs and no way back.
//   - Android's back button closes an open dialog, else goes back, else leaves the app.
//   - The layouts keep clear of the notch and the gesture bar: the page is marked with its
//     platform (`data-native-platform`) for styles that apply in the phone app only.

export type PlatformName = 'ios' | 'android' | 'web';

/** The few native calls the app makes; the real one is Capacitor's (./capacitor.ts), tests pass a fake. */
export interface NativeBridge {
  readonly platform: PlatformName;
  /** Opens a page in the system browser (SFSafariViewController, Chrome Custom Tabs). */
  openInSystemBrowser(url: string): Promise<void>;
  /** Android's back button; returns a function that stops listening. */
  onBackButton(listener: (event: { canGoBack: boolean }) => void): () => void;
  /** Closes the app (Android, when there is nowhere left to go back to). */
  exitApp(): void;
}

type CapacitorGlobal = { isNativePlatform?: () => boolean; getPlatform?: () => string };

/**
 * Whether the app runs in the phone app. Capacitor's native side defines `window.Capacitor` before
 * the page's scripts run, so this is known without loading Capacitor into the web build.
 */
export function isNativeShell(
  win: { Capacitor?: CapacitorGlobal } = globalThis as { Capacitor?: CapacitorGlobal },
): boolean {
  return win.Capacitor?.isNativePlatform?.() === true;
}

/**
 * Where a bank's 3-D Secure page sends the patient back to (a payment's return URL). On the web,
 * this origin. In the phone app the bank's page opens in the system browser, where the web view's
 * own origin (https://localhost, capacitor://localhost) means nothing: the return goes to the app's
 * https host, whose links open the app at that path (deep links, ./deepLinks.ts); with no host
 * configured, this origin as before.
 */
export function paymentReturnOrigin(native: boolean, appHost: string | null, ownOrigin: string): string {
  return native && appHost ? appHost : ownOrigin;
}

/** Where the app reaches the API: its own origin on the web; the configured server in the phone app. */
export function apiBaseUrl(native: boolean, apiOrigin: string | undefined): string {
  if (!native) return '/api/v2';
  if (!apiOrigin) throw new Error('VITE_API_ORIGIN is unset (README, "Phone app")');
  return `${apiOrigin.replace(/\/+$/, '')}/api/v2`;
}
