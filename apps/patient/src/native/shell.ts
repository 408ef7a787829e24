// The phone app's behaviour on the page (see ./platform.ts for what differs and why). Loaded with
// Capacitor in the phone app only (./start.ts), so the web build does not carry it.
import type { NativeBridge } from './platform';

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
    if (!anchor) return;
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
        inside?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
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
