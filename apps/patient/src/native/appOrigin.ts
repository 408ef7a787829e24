// The app's host, from `VITE_APP_ORIGIN` at build time: the https origin whose links open the phone
// app (./deepLinks.ts) and that the native projects name (scripts/native-links.ts, in the mobile
// workflow). No imports: the workflow runs it with Node alone.

/** The app's https origin, or null when unset; anything but an https origin is an error. */
export function appOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_APP_ORIGIN is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' || url.origin !== value.replace(/\/+$/, '')) throw new Error(`VITE_APP_ORIGIN must be an https origin, like https://app.matrona.example: ${value}`);
  return url.origin;
}
