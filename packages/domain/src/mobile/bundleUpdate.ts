/**
 * Download a new web bundle when the remote build number differs from the saved one and no update
 * is already running [spec 4].
 */
export function shouldDownloadBundle(s: {
  remoteBuild: string | null;
  savedBuild: string | null;
  updating: boolean;
}): boolean {
  return !s.updating && s.remoteBuild !== null && s.remoteBuild !== '' && s.remoteBuild !== s.savedBuild;
}

/** The native app keeps only the current and the newest bundle [spec 4, 9]: the rest go. */
export function bundlesToDelete(bundles: readonly string[], current: string, newest: string | null): string[] {
  return bundles.filter((bundle) => bundle !== current && bundle !== newest);
}

/** A build number header that differs from the running app's flags a new app version [spec 4]. */
export function isNewAppVersion(headerBuild: string | null | undefined, appBuild: string): boolean {
  return headerBuild != null && headerBuild !== '' && headerBuild !== appBuild;
}

/**
 * The text a web bundle's signature covers: its build number and the SHA-256 of its bytes (hex).
 * The server signs it (Ed25519) and the phone app checks it before applying the bundle, so a
 * bundle changed on its way, or offered under another build number, is refused.
 */
export function bundleSignaturePayload(build: string, sha256Hex: string): string {
  return `matrona-web-bundle\n${build}\n${sha256Hex.toLowerCase()}`;
}
