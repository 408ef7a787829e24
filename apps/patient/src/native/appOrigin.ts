// The app's host, from `VITE_APP_ORIGIN` at build time: the https origin whose links open the phone
// app (./deepLinks.ts) and that the native projects name (android/app/build.gradle reads the same
// variable; the iOS build takes its host as MATRONA_APP_HOST). No imports.

/** The app's https origin, or null when unset; anything but an https origin is an error. */
export function appOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_APP_ORIGIN is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' || url.origin !== value.replace(/\/+$/, ''))
    throw new Error(`VITE_APP_ORIGIN must be an https origin, like https://app.matrona.example: ${value}`);
  return url.origin;
}
