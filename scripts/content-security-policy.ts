// The Content Security Policy of the built apps, sent as a header by the server that serves their
// files (`vite preview`, as `npm start` runs it: apps/*/vite.config.ts set `preview.headers`).
// One home for the apps; e2e/tests/content-security-policy.spec.ts opens their main routes in
// Chromium and fails on any violation. Each source is listed with why it is there; nothing
// allows inline or evaluated scripts.

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** What both apps share. */
const base = {
  // Anything not named below comes from the app's own origin only.
  'default-src': ["'self'"],
  // The built module scripts under /assets; no inline script, no eval.
  'script-src': ["'self'"],
  // The stylesheets the build emits (vanilla-extract writes CSS files). Styles that React sets on
  // an element go through the CSSOM, which a policy does not govern.
  'style-src': ["'self'"],
  // The fonts are bundled (@fontsource files under /assets).
  'font-src': ["'self'"],
  // Icons and pictures of the app; `data:` for the small images the build inlines into the CSS.
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Forms post to the app's own origin only (the API is served under /api on it).
  'form-action': ["'self'"],
  // No other site may frame Matrona (clickjacking).
  'frame-ancestors': ["'none'"],
};

/** A single-page app that calls the API on its own origin (/api): the patient app and the care team's console. */
const singlePageApp = {
  ...base,
  // One <style> element a library in the app's shared chunk (MatContext) inserts at run time,
  // allowed by its hash rather than by 'unsafe-inline'; if the library changes it, the e2e check
  // fails and names the new hash.
  'style-src': [...base['style-src'], "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
  // blob: a photo picked for the avatar or a message is shown before it is sent, from an object URL.
  'img-src': [...base['img-src'], 'blob:'],
  // The API is under /api on the same origin (the preview server forwards it).
  'connect-src': ["'self'"],
};

/**
 * Where the API's files (avatars, documents, attachments) are read from by signed link: the files
 * adapter's public URL, by default the API server itself (apps/server/src/config.ts), which is
 * another origin than the app's pages.
 */
export const filesOrigin = (env: Record<string, string | undefined> = process.env) =>
  new URL(env.PUBLIC_URL ?? `http://localhost:${env.API_PORT ?? 3000}`).origin;

/**
 * Stripe.js and its Payment Element, which the patient app loads on the pages that take a card
 * when a Stripe key is configured (docs.stripe.com/security/guide, "Content Security Policy"):
 * its script, its frames, and the calls it makes to Stripe's API.
 */
const stripe = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * Twilio Video (twilio-video), the video adapter in production. Whether the server runs with
 * VIDEO_ADAPTER=twilio is only known at run time (the server names the adapter with each room's
 * token) while the policy is fixed when the apps are built, so both apps that join calls allow its
 * hosts always: the room's signalling WebSocket in any region (wss://{region}.vss.twilio.com,
 * `gll` by default) and the SDK's insights gateway of its default realm (wss://sdkgw.us1.twilio.com),
 * as twilio-video 2.36's util/constants.js and insightspublisher name them. The media itself goes
 * peer to peer or through TURN, which a policy does not govern. The local adapter needs nothing
 * more: its signalling WebSocket is on the app's own origin.
 */
export const twilioVideoHosts = ['wss://*.vss.twilio.com', 'wss://sdkgw.us1.twilio.com'];

/** The patient app. */
export const patientAppPolicy = (files: string) =>
  serialize({
    ...singlePageApp,
    'script-src': [...singlePageApp['script-src'], ...stripe['script-src']],
    'frame-src': stripe['frame-src'],
    'img-src': [...singlePageApp['img-src'], files],
    'connect-src': [...singlePageApp['connect-src'], files, ...stripe['connect-src'], ...twilioVideoHosts],
  });

/** The care team's console: built on the same packages, with the staff API on its own origin; the presenter joins calls too. */
export const careTeamConsolePolicy = (files: string) =>
  serialize({
    ...singlePageApp,
    'img-src': [...singlePageApp['img-src'], files],
    'connect-src': [...singlePageApp['connect-src'], files, ...twilioVideoHosts],
  });

/** The marketing site: prerendered HTML and CSS, no script of its own. */
export const marketingSitePolicy = serialize({
  ...base,
  'script-src': ["'none'"],
  // With no script allowed, no page can connect anywhere; 'self' only lets tools that read the
  // site's own files from inside a page (Lighthouse fetches /robots.txt that way) see them.
  'connect-src': ["'self'"],
});
