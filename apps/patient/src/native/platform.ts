// What differs when the patient app runs inside the phone app (Capacitor) rather than a browser:
// one home for it. The native calls themselves sit behind `NativeBridge` (./capacitor.ts makes
// the real one), so everything here runs, and is tested, in a browser or happy-dom.
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
export function isNativeShell(win: { Capacitor?: CapacitorGlobal } = globalThis as { Capacitor?: CapacitorGlobal }): boolean {
  return win.Capacitor?.isNativePlatform?.() === true;
}

/** The URL to hand to the system browser for a link, or null when the app follows it itself. */
export function externalUrl(href: string, target: string | null, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return null;
  }
  // blob: and data: URLs (a file made on the page) and mailto:/tel: are the web view's own business.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== appOrigin || target === '_blank') return url.toString();
  return null;
}

/** What Android's back button does, in order: close what is open, go back, leave. */
export function backButtonAction(state: { dialogOpen: boolean; canGoBack: boolean }): 'closeDialog' | 'back' | 'exit' {
  if (state.dialogOpen) return 'closeDialog';
  return state.canGoBack ? 'back' : 'exit';
}

/**
 * The window `window.open` returns in the phone app. The screens open a tab first and point it at
 * a signed link once they have it (so a browser's pop-up blocker lets it through): here the link
 * goes to the system browser when it is set, and closing the tab that never opened does nothing.
 */
function systemBrowserTab(open: (url: string) => void, base: string) {
  return {
    closed: false,
    close() {},
    focus() {},
    location: {
      set href(url: string) {
        open(new URL(url, base).toString());
      },
      assign(url: string) {
        open(new URL(url, base).toString());
      },
      replace(url: string) {
        open(new URL(url, base).toString());
      },
    },
  };
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Sets the phone app's behaviour up on the page: external links and opened tabs to the system
 * browser, the back button, the platform mark for the layouts. Returns a function that undoes it.
 */
export function installNativeShell(bridge: NativeBridge, win: Window = window): () => void {
  const doc = win.document;
  const appOrigin = win.location.origin;
  const open = (url: string) => void bridge.openInSystemBrowser(url);

  doc.documentElement.dataset.nativePlatform = bridge.platform;

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof win.HTMLAnchorElement)) return;
    const url = externalUrl(anchor.getAttribute('href') ?? '', anchor.getAttribute('target'), appOrigin);
    if (!url) return;
    event.preventDefault();
    open(url);
  };
  doc.addEventListener('click', onClick, true);

  const ownOpen = win.open;
  win.open = ((url?: string | URL) => {
    const tab = systemBrowserTab(open, appOrigin);
    const href = url === undefined ? '' : url.toString();
    if (href !== '' && href !== 'about:blank') tab.location.href = href;
    return tab as unknown as Window;
  }) as typeof win.open;

  const stopBack = bridge.onBackButton(({ canGoBack }) => {
    const dialog = doc.querySelector(DIALOG);
    switch (backButtonAction({ dialogOpen: dialog !== null, canGoBack })) {
      case 'closeDialog': {
        // react-aria's dialogs close on Escape from inside them, as a keyboard user closes them.
        const inside = doc.activeElement && dialog?.contains(doc.activeElement) ? doc.activeElement : dialog;
        inside?.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        break;
      }
      case 'back':
        win.history.back();
        break;
      case 'exit':
        bridge.exitApp();
        break;
    }
  });

  return () => {
    doc.removeEventListener('click', onClick, true);
    win.open = ownOpen;
    stopBack();
    delete doc.documentElement.dataset.nativePlatform;
  };
}

/** Where the app reaches the API: its own origin on the web; the configured server in the phone app. */
export function apiBaseUrl(native: boolean, apiOrigin: string | undefined): string {
  if (!native) return '/api/v2';
  if (!apiOrigin) throw new Error('The phone app needs VITE_API_ORIGIN, the API server it talks to (README, "Phone app").');
  return `${apiOrigin.replace(/\/+$/, '')}/api/v2`;
}
