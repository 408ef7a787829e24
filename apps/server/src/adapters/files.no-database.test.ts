import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderFiles, S3Files, isSafeKey } from './files.js';
import { SigningKeys } from '../signing-keys.js';

const account = {
  endpoint: 'https://s3.us-east-1.amazonaws.com',
  bucket: 'matrona-files',
  region: 'us-east-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

describe('the files port', () => {
  it('takes only keys it made itself', () => {
    expect(isSafeKey('avatars/5b0f/ab12.png')).toBe(true);
    for (const key of ['../etc/passwd', 'avatars/../../x', '/abs/path', 'a//b', 'spaces are.png', ''])
      expect(isSafeKey(key), key).toBe(false);
  });

  it('puts and deletes S3 objects with Signature V4, and presigns links that expire', async () => {
    const sent: Request[] = [];
    const files = new S3Files(account, async (request) => {
      sent.push(request as Request);
      return new Response(null, { status: 200 });
    });
    await files.put('documents/u1/scan.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await files.remove('documents/u1/scan.pdf');
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ['PUT', 'https://s3.us-east-1.amazonaws.com/matrona-files/documents/u1/scan.pdf'],
      ['DELETE', 'https://s3.us-east-1.amazonaws.com/matrona-files/documents/u1/scan.pdf'],
    ]);
    expect(sent[0]!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
    );
    expect(sent[0]!.headers.get('content-type')).toBe('application/pdf');

    const link = await files.signedUrl('documents/u1/scan.pdf', 3600, 'Discharge.pdf');
    const url = new URL(link.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Discharge.pdf"');
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('reports a failed S3 call instead of losing the file quietly', async () => {
    const files = new S3Files(account, async () => new Response('<Error>AccessDenied</Error>', { status: 403 }));
    await expect(files.put('avatars/u/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow('S3 answered 403');
  });

  it('answers "no such file" only for a missing file, and reports a file it cannot read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'matrona-files-test-'));
    const files = new FolderFiles(folder, 'http://files.test', SigningKeys.ephemeral().for('file-links'));
    const opened = async (key: string) => {
      const query = Object.fromEntries(new URL((await files.signedUrl(key, 60)).url).searchParams);
      return files.open(key, query);
    };
    await files.put('documents/u1/scan.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await opened('documents/u1/scan.pdf')).toMatchObject({ contentType: 'application/pdf' });
    expect(await opened('documents/u1/gone.pdf')).toBeNull();
    // A path the disk cannot read as a file (here a folder) is a failure to see, not a missing file.
    mkdirSync(join(folder, 'documents/u1/broken.pdf'));
    await expect(opened('documents/u1/broken.pdf')).rejects.toThrow(/EISDIR/);
  });
});
