import { afterEach, describe, expect, it } from 'vitest';
import { appLinkOrigins, deepLinkPath, listenForDeepLinks, type AppUrlPlugin } from './deepLinks';
import { openAppPath, setAppNavigator } from './navigator';

const APP = ['https://app.matrona.example'];

describe('deepLinkPath', () => {
  it("takes the path, query and hash of a link to the app's host", () => {
    expect(deepLinkPath('https://app.matrona.example/gift/ABC123?invite=x#top', APP)).toBe('/gift/ABC123?invite=x#top');
    expect(deepLinkPath('https://app.matrona.example/blood-pressure/12/reading/add', APP)).toBe(
      '/blood-pressure/12/reading/add',
    );
    expect(deepLinkPath('https://app.matrona.example/articles', APP)).toBe('/articles');
    expect(deepLinkPath('https://app.matrona.example', APP)).toBe('/');
  });

  it('leaves links to other hosts, plain http and things that are no URL alone', () => {
    expect(deepLinkPath('https://evil.example/dashboard', APP)).toBeNull();
    expect(deepLinkPath('http://app.matrona.example/dashboard', APP)).toBeNull();
    expect(deepLinkPath('https://app.matrona.example.evil.example/dashboard', APP)).toBeNull();
    expect(deepLinkPath('com.matrona.app://dashboard', APP)).toBeNull();
    expect(deepLinkPath('not a url', APP)).toBeNull();
  });

  it("leaves paths on the app's host that are not the app's screens alone", () => {
    expect(deepLinkPath('https://app.matrona.example/api/v2/patient/me', APP)).toBeNull();
    expect(deepLinkPath('https://app.matrona.example/local-payments/challenge/1', APP)).toBeNull();
    expect(deepLinkPath('https://app.matrona.example/terms', APP)).toBeNull();
    expect(deepLinkPath('https://app.matrona.example/no-such-screen', APP)).toBeNull();
  });
});

describe('appLinkOrigins', () => {
  it("is the app's https origin, or none when unset", () => {
    expect(appLinkOrigins('https://app.matrona.example')).toEqual(APP);
    expect(appLinkOrigins('https://app.matrona.example/')).toEqual(APP);
    expect(appLinkOrigins(undefined)).toEqual([]);
    expect(appLinkOrigins('')).toEqual([]);
  });

  it('refuses anything but an https origin', () => {
    expect(() => appLinkOrigins('http://app.matrona.example')).toThrow(/VITE_APP_ORIGIN/);
    expect(() => appLinkOrigins('https://app.matrona.example/app')).toThrow(/VITE_APP_ORIGIN/);
    expect(() => appLinkOrigins('app.matrona.example')).toThrow(/VITE_APP_ORIGIN/);
  });
});

/** Capacitor's App plugin, faked: the test opens URLs as the operating system would. */
function fakeApp(launchUrl?: string) {
  let listener: ((event: { url: string }) => void) | null = null;
  const app: AppUrlPlugin = {
    addListener: async (eventName, next) => {
      expect(eventName).toBe('appUrlOpen');
      listener = next;
      return { remove: async () => void (listener = null) };
    },
    getLaunchUrl: async () => (launchUrl === undefined ? undefined : { url: launchUrl }),
  };
  return { app, open: (url: string) => listener?.({ url }), listening: () => listener !== null };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listenForDeepLinks', () => {
  it("goes to the app's path of each link that opens the app, and ignores the rest", async () => {
    const fake = fakeApp();
    const went: string[] = [];
    const stop = listenForDeepLinks(fake.app, APP, (path) => went.push(path));
    await settle();
    fake.open('https://app.matrona.example/kick-counter/get-started');
    fake.open('https://evil.example/dashboard');
    fake.open('https://app.matrona.example/api/v2/files/1');
    fake.open('https://app.matrona.example/gift/ABC123?invite=x');
    expect(went).toEqual(['/kick-counter/get-started', '/gift/ABC123?invite=x']);
    stop();
    await settle();
    expect(fake.listening()).toBe(false);
  });

  it('follows the link the app was launched with', async () => {
    const fake = fakeApp('https://app.matrona.example/team');
    const went: string[] = [];
    listenForDeepLinks(fake.app, APP, (path) => went.push(path));
    await settle();
    expect(went).toEqual(['/team']);
  });

  it('opens nothing when the build names no app host', async () => {
    const fake = fakeApp('https://app.matrona.example/team');
    const went: string[] = [];
    listenForDeepLinks(fake.app, appLinkOrigins(undefined), (path) => went.push(path));
    await settle();
    fake.open('https://app.matrona.example/dashboard');
    expect(went).toEqual([]);
  });
});

describe('the app navigator', () => {
  afterEach(() => setAppNavigator(null));

  it('keeps a path that arrives before the router and follows it once the router is there', () => {
    const went: string[] = [];
    openAppPath('/weight');
    expect(went).toEqual([]);
    setAppNavigator((path) => went.push(path));
    expect(went).toEqual(['/weight']);
    openAppPath('/dashboard');
    expect(went).toEqual(['/weight', '/dashboard']);
    setAppNavigator(null);
    setAppNavigator((path) => went.push(path));
    expect(went).toEqual(['/weight', '/dashboard']);
  });
});
