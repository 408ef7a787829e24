// The files port (avatars, documents). Production keeps files in an S3-compatible bucket and hands
// out presigned links; the embedded default keeps them in a folder under DATA_DIR and serves them
// itself at /files/..., behind links signed the same way (an HMAC and an expiry), so a link works
// for a short while and for that file only, like a presigned one.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Signer } from '../signing-keys.js';

export type SignedLink = { url: string; expiresAt: Date };

export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** A link that opens the file for `seconds`; `downloadName` names a saved copy. */
  signedUrl(key: string, seconds: number, downloadName?: string): Promise<SignedLink>;
}

/** Keys are ours (e.g. avatars/<uuid>/<random>.png): letters, digits, dots, dashes and slashes only. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/._-]*$/i.test(key) && !key.includes('..') && normalize(key) === key;
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

export class FolderFiles implements FileStore {
  constructor(
    private readonly folder: string,
    /** Where the server is reached from the apps, e.g. http://localhost:3000. */
    private readonly publicBaseUrl: string,
    private readonly signer: Signer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private path(key: string) {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return join(this.folder, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    await writeFile(`${path}.type`, contentType);
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  private signature(key: string, expires: number, name: string) {
    return this.signer.sign(`${key}\n${expires}\n${name}`);
  }

  async signedUrl(key: string, seconds: number, downloadName = ''): Promise<SignedLink> {
    const expires = Math.floor(this.now().getTime() / 1000) + seconds;
    const query = new URLSearchParams({
      expires: String(expires),
      name: downloadName,
      sig: this.signature(key, expires, downloadName),
    });
    return { url: `${this.publicBaseUrl}/files/${key}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** The file behind a link, or null when the link is forged, altered or expired. */
  async open(key: string, query: { expires?: string; name?: string; sig?: string }) {
    const expires = Number(query.expires);
    const name = query.name ?? '';
    if (!isSafeKey(key) || !Number.isInteger(expires) || !query.sig) return null;
    if (expires * 1000 < this.now().getTime()) return null;
    if (!this.signer.verify(`${key}\n${expires}\n${name}`, query.sig)) return null;
    try {
      const path = this.path(key);
      return { body: await readFile(path), contentType: await readFile(`${path}.type`, 'utf8'), name };
    } catch (error) {
      // Only a file that is not there is "not found"; a disk that fails is an error to see.
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

export type S3Account = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Any S3-compatible service (AWS S3, Cloudflare R2, MinIO), signed with AWS Signature V4. */
export class S3Files implements FileStore {
  private readonly client: AwsClient;

  constructor(
    private readonly account: S3Account,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.client = new AwsClient({
      accessKeyId: account.accessKeyId,
      secretAccessKey: account.secretAccessKey,
      region: account.region,
      service: 's3',
    });
  }

  private objectUrl(key: string) {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return `${this.account.endpoint.replace(/\/$/, '')}/${this.account.bucket}/${key}`;
  }

  private async send(request: Request) {
    const response = await this.fetchImpl(await this.client.sign(request));
    if (!response.ok) throw new Error(`S3 answered ${response.status}: ${await response.text()}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.send(
      new Request(this.objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.send(new Request(this.objectUrl(key), { method: 'DELETE' }));
  }

  async signedUrl(key: string, seconds: number, downloadName?: string): Promise<SignedLink> {
    const url = new URL(this.objectUrl(key));
    url.searchParams.set('X-Amz-Expires', String(seconds));
    if (downloadName)
      url.searchParams.set('response-content-disposition', `attachment; filename="${downloadName.replace(/"/g, '')}"`);
    const signed = await this.client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
    return { url: signed.url, expiresAt: new Date(Date.now() + seconds * 1000) };
  }
}
