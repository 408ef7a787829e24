import type { Connect, Plugin } from 'vite';

// The association files that let a link to the app's host open the phone app (README, "Phone
// app", deep links): Android's Digital Asset Links (`/.well-known/assetlinks.json`) and Apple's
// apple-app-site-association. The operating systems fetch them from the host the links point at,
// which is where the patient app's build is served, so they are part of that build (and served by
// `vite dev` and `vite preview`). What identifies the signed app is not in the repository: it
// comes from the build's environment, and a file whose values are unset is not written.
//   MOBILE_IOS_TEAM_ID          the Apple developer team id (10 letters or digits)
//   MOBILE_ANDROID_CERT_SHA256  the SHA-256 fingerprint(s) of the Android signing certificate,
//                               AA:BB:... (32 bytes), several separated by commas (upload key and
//                               Play app signing key)

export type AppLinkIdentity = { appId: string; iosTeamId: string | null; androidFingerprints: string[] };

const TEAM_ID = /^[A-Z0-9]{10}$/;
const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

/** The one reading of the environment's app identity; malformed values stop the build. */
export function appLinkIdentity(appId: string | undefined, env: Record<string, string | undefined>): AppLinkIdentity {
  if (!appId) throw new Error('capacitor.config.ts names no appId');
  const team = env.MOBILE_IOS_TEAM_ID?.trim() || null;
  if (team !== null && !TEAM_ID.test(team))
    throw new Error(`MOBILE_IOS_TEAM_ID is not an Apple team id (10 capital letters or digits): ${team}`);
  const fingerprints = (env.MOBILE_ANDROID_CERT_SHA256 ?? '')
    .split(',')
    .map((value) => value.trim().toUpperCase())
    .filter((value) => value !== '');
  for (const value of fingerprints) {
    if (!FINGERPRINT.test(value))
      throw new Error(
        `MOBILE_ANDROID_CERT_SHA256 holds something that is not a SHA-256 fingerprint (AA:BB:..., 32 bytes): ${value}`,
      );
  }
  return { appId, iosTeamId: team, androidFingerprints: fingerprints };
}

/** Paths on the app's host that never open the app: the API and the local payment pages beside it. */
export const notAppPaths = ['/api/*', '/local-payments/*'] as const;

/** The files to serve under /.well-known/, by name: only those the identity has values for. */
export function wellKnownFiles(identity: AppLinkIdentity): Record<string, string> {
  const files: Record<string, string> = {};
  if (identity.androidFingerprints.length > 0) {
    files['assetlinks.json'] = JSON.stringify(
      [
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app',
            package_name: identity.appId,
            sha256_cert_fingerprints: identity.androidFingerprints,
          },
        },
      ],
      null,
      2,
    );
  }
  if (identity.iosTeamId) {
    files['apple-app-site-association'] = JSON.stringify(
      {
        applinks: {
          details: [
            {
              appIDs: [`${identity.iosTeamId}.${identity.appId}`],
              components: [...notAppPaths.map((path) => ({ '/': path, exclude: true })), { '/': '/*' }],
            },
          ],
        },
      },
      null,
      2,
    );
  }
  return files;
}

/**
 * Writes the association files into the build and serves them in `vite dev` and `vite preview`,
 * as JSON: Apple's file has no extension, and a host that guesses the type from the name would
 * not send it as application/json (README: a host serving dist/ another way must).
 */
export function appLinks(identity: AppLinkIdentity): Plugin {
  const files = wellKnownFiles(identity);
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const name = req.url?.split('?')[0]?.replace(/^\/\.well-known\//, '');
    const body = name !== undefined && req.url?.startsWith('/.well-known/') ? files[name] : undefined;
    if (body === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return {
    name: 'matrona:app-links',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      for (const [name, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName: `.well-known/${name}`, source });
    },
  };
}
