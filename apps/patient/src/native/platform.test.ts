import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, isNativeShell, paymentReturnOrigin, type NativeBridge } from './platform';
import { deepLinkPath } from './deepLinks';
import { backButtonAction, externalUrl, installNativeShell } from './shell';

const APP = 'https://localhost';

/** The native side, faked at the bridge: what the app asked of it is recorded. */
function fakeBridge(platform: NativeBridge['platform'] = 'android') {
  const opened: string[] = [];
  let back: ((event: { canGoBack: boolean }) => void) | null = null;
  const bridge: NativeBridge & { exits: number } = {
    platform,
    exits: 0,
    openInSystemBrowser: async (url) => void opened.push(url),
    onBackButton(listener) {
      back = listener;
      return () => (back = null);
    },
    exitApp() {
      bridge.exits += 1;
    },
  };
  return { bridge, opened, pressBack: (canGoBack: boolean) => back?.({ canGoBack }), listening: () => back !== null };
}

describe('isNativeShell', () => {
  it('is true only when Capacitor says the page runs natively', () => {
    expect(isNativeShell({})).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
  });
});

describe('externalUrl', () => {
  it('hands another site, or a link meant for a new tab, to the system browser', () => {
    expect(externalUrl('https://hooks.stripe.com/3ds/abc', null, APP)).toBe('https://hooks.stripe.com/3ds/abc');
    expect(externalUrl('/care/visit.pdf', '_blank', APP)).toBe('https://localhost/care/visit.pdf');
  });

  it("keeps the app's own links, files made on the page, mail and phone links in the app", () => {
    expect(externalUrl('/dashboard', null, APP)).toBeNull();
    expect(externalUrl('https://localhost/care', '_self', APP)).toBeNull();
    expect(externalUrl('blob:https://localhost/123', '_blank', APP)).toBeNull();
    expect(externalUrl('mailto:care@matrona.example', null, APP)).toBeNull();
    expect(externalUrl('tel:5550100', null, APP)).toBeNull();
  });
});

describe('backButtonAction', () => {
  it('closes a dialog first, then goes back, then leaves', () => {
    expect(backButtonAction({ dialogOpen: true, canGoBack: true })).toBe('closeDialog');
    expect(backButtonAction({ dialogOpen: true, canGoBack: false })).toBe('closeDialog');
    expect(backButtonAction({ dialogOpen: false, canGoBack: true })).toBe('back');
    expect(backButtonAction({ dialogOpen: false, canGoBack: false })).toBe('exit');
  });
});

describe('installNativeShell', () => {
  let fake: ReturnType<typeof fakeBridge>;
  let uninstall: () => void;
  const ownOpen = window.open;

  beforeEach(() => {
    document.body.innerHTML = '';
    fake = fakeBridge();
    uninstall = installNativeShell(fake.bridge, window);
  });
  afterEach(() => uninstall());

  function click(anchor: HTMLAnchorElement) {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    anchor.dispatchEvent(event);
    return event;
  }

  it('marks the page with its platform for the layouts, and unmarks it when undone', () => {
    expect(document.documentElement.dataset.nativePlatform).toBe('android');
    uninstall();
    expect(document.documentElement.dataset.nativePlatform).toBeUndefined();
    expect(window.open).toBe(ownOpen);
    expect(fake.listening()).toBe(false);
    uninstall = () => {};
  });

  it('opens a link to another site in the system browser instead of the web view', () => {
    document.body.innerHTML =
      '<a href="https://pubmed.ncbi.nlm.nih.gov/1" target="_blank"><span>Source</span></a><a href="/dashboard">Today</a>';
    const [outside, inside] = [...document.querySelectorAll('a')];
    const outsideClick = click(outside!);
    const insideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    inside!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    inside!.dispatchEvent(insideClick);
    expect(outsideClick.defaultPrevented).toBe(true);
    expect(fake.opened).toEqual(['https://pubmed.ncbi.nlm.nih.gov/1']);
  });

  it('sends a tab opened first and pointed at a signed link later to the system browser', () => {
    const tab = window.open('', '_blank');
    expect(fake.opened).toEqual([]);
    tab!.location.href = 'https://files.matrona.example/doc.pdf?sig=1';
    tab!.close();
    expect(fake.opened).toEqual(['https://files.matrona.example/doc.pdf?sig=1']);
  });

  it('sends window.open with a URL straight to the system browser', () => {
    window.open('https://video.matrona.example/room/7');
    expect(fake.opened).toEqual(['https://video.matrona.example/room/7']);
  });

  it('closes an open dialog on back, as Escape does, and stays on the page', () => {
    document.body.innerHTML = '<div role="dialog"><button>Keep editing</button></div>';
    const dialog = document.querySelector('[role="dialog"]')!;
    const keys: string[] = [];
    dialog.addEventListener('keydown', (event) => keys.push((event as KeyboardEvent).key));
    const back = vi.spyOn(window.history, 'back');
    fake.pressBack(true);
    expect(keys).toEqual(['Escape']);
    expect(back).not.toHaveBeenCalled();
    expect(fake.bridge.exits).toBe(0);
    back.mockRestore();
  });

  it('goes back when there is somewhere to go, and leaves the app when there is not', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    fake.pressBack(true);
    expect(back).toHaveBeenCalledTimes(1);
    expect(fake.bridge.exits).toBe(0);
    fake.pressBack(false);
    expect(back).toHaveBeenCalledTimes(1);
    expect(fake.bridge.exits).toBe(1);
    back.mockRestore();
  });
});

describe('apiBaseUrl', () => {
  it("is the app's own /api on the web and the configured server in the phone app", () => {
    expect(apiBaseUrl(false, undefined)).toBe('/api/v2');
    expect(apiBaseUrl(true, 'https://api.matrona.example/')).toBe('https://api.matrona.example/api/v2');
    expect(() => apiBaseUrl(true, undefined)).toThrow(/VITE_API_ORIGIN/);
  });
});

describe('paymentReturnOrigin', () => {
  it("sends the bank's page back to this origin on the web, and to the app's host from the phone app", () => {
    expect(paymentReturnOrigin(false, 'https://app.matrona.example', 'https://app.matrona.example')).toBe(
      'https://app.matrona.example',
    );
    expect(paymentReturnOrigin(true, 'https://app.matrona.example', 'capacitor://localhost')).toBe(
      'https://app.matrona.example',
    );
    expect(paymentReturnOrigin(true, null, 'https://localhost')).toBe('https://localhost');
  });

  it('is a link the phone app opens at the billing screen, with what the bank added', () => {
    const back = `${paymentReturnOrigin(true, 'https://app.matrona.example', 'https://localhost')}/billing?payment_method=pm_123`;
    expect(deepLinkPath(back, ['https://app.matrona.example'])).toBe('/billing?payment_method=pm_123');
    expect(
      deepLinkPath(`https://app.matrona.example/gold/subscribe?setup_failed=1`, ['https://app.matrona.example']),
    ).toBe('/gold/subscribe?setup_failed=1');
  });
});
