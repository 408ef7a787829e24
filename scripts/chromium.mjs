// Debian's Chromium, never a downloaded browser, with the flags known to work on these machines:
// one home for the journeys, the stories, the visual baselines and the partner example's journey.
// Plain JavaScript, so the partner journey (run by Node itself) reads it as the configs do.
import { CHROMIUM } from './system-services.mjs';

export const chromiumPath = process.env.CHROME_PATH ?? CHROMIUM;

/**
 * The features Playwright 1.65 turns off itself (playwright-core's chromiumSwitches.ts). Chromium
 * keeps only the last `--disable-features` of a command line, so a list of our own must repeat
 * Playwright's or it would turn them back on (HTTPS upgrades, paint holding, …).
 * scripts/chromium.test.ts fails when Playwright's list gains a name this one lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup, which Chromium 156 builds as a web page of its own (a
 * renderer process, `chrome://omnibox-popup.top-chrome/`) for every window, and so for every
 * browser context a test opens, and which follows every navigation. No test sees it. Measured on
 * these machines (a new context loading the patient app's login, 5 loads x 4 rounds): 3.6 s of
 * Chromium's CPU per load with it, 1.75 s without; a new context on a text file, 1.7 s against 0.8 s.
 */
const unseenBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, ...unseenBrowserUi].join(',')}`,
];
