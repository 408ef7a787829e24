// Live updates of the phone app (spec 4 "Mobile update", 9): the newest web bundle with its build
// number and an Ed25519 signature, beside the API and outside openapi/v2.yaml (the spec names a
// "mobile package URL", not a v2 call). The app (apps/patient/src/native/liveUpdate.ts) downloads
// a bundle when the build number differs from its own and applies it only if the signature holds.
//   GET /api/mobile/bundle               200 { build, sha256, signature, url } | 204 when none is kept
//   GET /api/mobile/bundle/{build}.zip   the bundle's bytes | 404
// and every answer of the API names the newest build in X-Build-Number (spec 4: a build number
// header that differs from the app's flags a new version), so the app learns of it at its next call.
import { bundleSignaturePayload } from '@mat/domain';
import { createHash, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MobileBundle, MobileBundleStore } from '../adapters/mobile-bundles.js';

export const MOBILE_BUNDLE_PATH = '/api/mobile/bundle';
export const BUILD_NUMBER_HEADER = 'X-Build-Number';
/** How stale the header's build may be: the folder is read at most this often, not per call. */
export const NEWEST_BUILD_TTL_MS = 60_000;

export type BundleManifest = { build: string; sha256: string; signature: string; url: string };

/** The manifest of a bundle, signed with the server's Ed25519 private key. */
export function signBundle(bundle: MobileBundle, privateKey: KeyObject): BundleManifest {
  const sha256 = createHash('sha256').update(bundle.bytes).digest('hex');
  const signature = sign(null, Buffer.from(bundleSignaturePayload(bundle.build, sha256)), privateKey).toString(
    'base64',
  );
  return { build: bundle.build, sha256, signature, url: `${MOBILE_BUNDLE_PATH}/${bundle.build}.zip` };
}

export function serveMobileBundles(
  app: FastifyInstance,
  store: MobileBundleStore,
  privateKey: KeyObject,
  now: () => number = Date.now,
) {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('The mobile bundle signing key must be an Ed25519 private key');

  let newest: { build: string | null; readAt: number } | null = null;
  const newestBuild = async () => {
    if (!newest || now() - newest.readAt >= NEWEST_BUILD_TTL_MS)
      newest = { build: await store.newestBuild(), readAt: now() };
    return newest.build;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/v2/')) {
      const build = await newestBuild().catch(() => null);
      if (build !== null) reply.header(BUILD_NUMBER_HEADER, build);
    }
    return payload;
  });

  app.get(MOBILE_BUNDLE_PATH, async (_request, reply) => {
    const bundle = await store.newest();
    // Bundles change without a new app version: never kept by a cache between the app and here.
    reply.header('Cache-Control', 'no-store');
    if (!bundle) return reply.code(204).send();
    return reply.send(signBundle(bundle, privateKey));
  });

  app.get<{ Params: { file: string } }>(
    `${MOBILE_BUNDLE_PATH}/:file`,
    {
      schema: {
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 20 } } },
      },
    },
    async (request, reply) => {
      const build = /^(\d{1,10})\.zip$/.exec(request.params.file)?.[1];
      const bundle = build ? await store.byBuild(build) : null;
      if (!bundle) return reply.code(404).send({ code: 'errors.notFound', message: 'Not found' });
      return reply
        .type('application/zip')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bundle.bytes);
    },
  );
}
